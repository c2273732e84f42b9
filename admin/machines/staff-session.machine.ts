import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { STAFF_MESSAGES, type Staff, type StaffSigninRequest } from '../../contracts/admin/staff'
import { EMAIL_PATTERN, validationMessages } from '../../contracts/form-rules'
import { checkForm, type FieldErrors } from '../../src/lib/validation'
import { messageOf } from '../services/admin-error'
import { staffSessionService } from '../services/staff-session-service'

export type SignInField = 'email' | 'password'

export interface StaffSessionContext {
  readonly staff: Staff | null
  /** Held only while the sign-in is on its way, then cleared. */
  readonly credentials: StaffSigninRequest | null
  /** The sign-in form's marks under its fields (SPEC 5's words). */
  readonly fieldErrors: FieldErrors<SignInField>
  /** Why the last sign-in, sign-out or session check failed (the server's words: wrong password, too many attempts). */
  readonly error: string | null
  /** What the sign-in screen says first: signed out, or the session ended. */
  readonly notice: string | null
}

export type StaffSessionEvent =
  | { type: 'session.signIn'; email: string; password: string }
  | { type: 'session.signOut' }
  /** Any staff call was answered 401: the session expired, was ended elsewhere, or the member was disabled. */
  | { type: 'session.expired' }
  | { type: 'session.retry' }

const signInCheck = (form: { email: string; password: string }) =>
  checkForm(form, {
    required: ['email', 'password'],
    formats: [{ field: 'email', isValid: (email) => EMAIL_PATTERN.test(email.trim()), message: validationMessages.invalidEmail }],
  })

/**
 * The back office's session (issue 29): checking (GET /admin/session) -> signedIn | signedOut;
 * signing in from the form, signing out, and the session ending under the member's feet (any
 * 401), which brings the sign-in form back in place of the page, with the page kept in the URL.
 */
export const staffSessionMachine = setup({
  types: {
    context: {} as StaffSessionContext,
    events: {} as StaffSessionEvent,
  },
  actors: {
    loadSession: fromPromise<Staff | null>(({ signal }) => staffSessionService.current(signal)),
    signIn: fromPromise<Staff, StaffSigninRequest>(({ input, signal }) => staffSessionService.signIn(input, signal)),
    signOut: fromPromise<void>(({ signal }) => staffSessionService.signOut(signal)),
  },
  guards: {
    hasSession: (_, staff: Staff | null) => staff !== null,
    isFormComplete: ({ event }) => {
      assertEvent(event, 'session.signIn')
      return signInCheck(event).message === null
    },
  },
}).createMachine({
  id: 'staffSession',
  context: { staff: null, credentials: null, fieldErrors: {}, error: null, notice: null },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'loadSession',
        src: 'loadSession',
        onDone: [
          { guard: { type: 'hasSession', params: ({ event }) => event.output }, target: 'signedIn', actions: assign({ staff: ({ event }) => event.output }) },
          { target: 'signedOut' },
        ],
        onError: { target: 'unreachable', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    /** The session could not be checked (the store is down or unreachable): say so, offer to retry. */
    unreachable: {
      on: { 'session.retry': { target: 'checking', actions: assign({ error: null }) } },
    },
    signedOut: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'session.signIn': [
              {
                guard: 'isFormComplete',
                target: 'signingIn',
                actions: assign({ credentials: ({ event }) => ({ email: event.email.trim(), password: event.password }), fieldErrors: {}, error: null }),
              },
              { actions: assign({ fieldErrors: ({ event }) => signInCheck(event).fieldErrors, error: null }) },
            ],
          },
        },
        signingIn: {
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ context }) => context.credentials ?? { email: '', password: '' },
            onDone: { target: '#staffSession.signedIn', actions: assign({ staff: ({ event }) => event.output, credentials: null, notice: null }) },
            // wrong credentials, too many attempts (the server says how long to wait), unreachable
            onError: { target: 'editing', actions: assign({ credentials: null, error: ({ event }) => messageOf(event.error) }) },
          },
        },
      },
    },
    signedIn: {
      initial: 'active',
      on: {
        'session.expired': { target: 'signedOut', actions: assign({ staff: null, error: null, notice: STAFF_MESSAGES.signedOut }) },
      },
      states: {
        active: {
          on: { 'session.signOut': { target: 'signingOut', actions: assign({ error: null }) } },
        },
        signingOut: {
          invoke: {
            id: 'signOut',
            src: 'signOut',
            onDone: { target: '#staffSession.signedOut', actions: assign({ staff: null, notice: STAFF_MESSAGES.signOutDone }) },
            onError: { target: 'active', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          },
        },
      },
    },
  },
})
