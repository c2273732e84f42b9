import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { validationMessages } from '../../contracts/form-rules'
import { isValidPassword } from '../../contracts/password-rule'
import { checkForm, type FieldErrors } from '../../src/lib/validation'
import { messageOf } from '../services/admin-error'
import { staffSessionService } from '../services/staff-session-service'

export type SetPasswordField = 'password' | 'confirmPassword'

export interface SetPasswordContext {
  /** The one-time link's token (from `#token=` in the URL), or null when the page was opened without it. */
  readonly token: string | null
  readonly password: string | null
  readonly fieldErrors: FieldErrors<SetPasswordField>
  /** Why the server refused (the link expired or was used, the password broke the rule). */
  readonly error: string | null
  /** The server's word once the password is set. */
  readonly done: string | null
}

export type SetPasswordEvent = { type: 'password.submit'; password: string; confirmPassword: string }

/** The link's token, from `#token=...` (a fragment never reaches a server or its logs). */
export function linkTokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim()
  return token ? token : null
}

const passwordCheck = (form: { password: string; confirmPassword: string }) =>
  checkForm(form, {
    required: ['password', 'confirmPassword'],
    formats: [
      { field: 'password', isValid: isValidPassword, message: validationMessages.passwordRule },
      { field: 'confirmPassword', isValid: (confirm) => confirm === form.password, message: validationMessages.passwordMismatch },
    ],
  })

/**
 * A new member sets their password from the one-time link an owner or `npm run staff:add` gave
 * them (`/admin/set-password#token=...`; the token rides in the fragment, so it never reaches a
 * server log): noLink | editing -> saving -> done. The password rule is SPEC 5's, checked here
 * and again by the server.
 */
export const setPasswordMachine = setup({
  types: {
    context: {} as SetPasswordContext,
    events: {} as SetPasswordEvent,
    input: {} as { token: string | null },
  },
  actors: {
    setPassword: fromPromise<string, { token: string; password: string }>(({ input, signal }) => staffSessionService.setPassword(input, signal)),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    isFormValid: ({ event }) => {
      assertEvent(event, 'password.submit')
      return passwordCheck(event).message === null
    },
  },
}).createMachine({
  id: 'setPassword',
  context: ({ input }) => ({ token: input.token, password: null, fieldErrors: {}, error: null, done: null }),
  initial: 'opening',
  states: {
    opening: { always: [{ guard: 'hasToken', target: 'editing' }, { target: 'noLink' }] },
    noLink: { type: 'final' },
    editing: {
      on: {
        'password.submit': [
          { guard: 'isFormValid', target: 'saving', actions: assign({ password: ({ event }) => event.password, fieldErrors: {}, error: null }) },
          { actions: assign({ fieldErrors: ({ event }) => passwordCheck(event).fieldErrors, error: null }) },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'setPassword',
        src: 'setPassword',
        input: ({ context }) => ({ token: context.token ?? '', password: context.password ?? '' }),
        onDone: { target: 'done', actions: assign({ password: null, done: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ password: null, error: ({ event }) => messageOf(event.error) }) },
      },
    },
    done: { type: 'final' },
  },
})
