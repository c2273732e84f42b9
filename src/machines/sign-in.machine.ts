import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { SigninRequest } from '../../contracts/auth'
import { authService, type Session } from '../services/auth-service'
import { signInError } from '../lib/validation'
import {
  authFlowActions,
  authMessages,
  flowErrorToast,
  loginFailedMessage,
  type AuthFlowInput,
  type SessionPort,
} from './auth-shared'

export interface SignInContext {
  readonly session: SessionPort
  /** Held only while the request is on its way, then cleared. */
  readonly credentials: SigninRequest | null
}

export type SignInEvent = { type: 'signIn.submit'; email: string; password: string }

/**
 * Sign in with email and password (SPEC 2, SPEC 7 /user/signin): editing -> signingIn ->
 * signedIn. Empty fields and a refused sign-in keep the buyer on the form with a short notice.
 */
export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as AuthFlowInput,
  },
  actors: {
    signIn: fromPromise<Session, SigninRequest>(({ input, signal }) => authService.signIn(input, signal)),
  },
  actions: authFlowActions,
  guards: {
    areCredentialsFilled: ({ event }) => {
      assertEvent(event, 'signIn.submit')
      return signInError(event) === null
    },
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({ session: input.session, credentials: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'signIn.submit': [
          {
            guard: 'areCredentialsFilled',
            target: 'signingIn',
            actions: assign({ credentials: ({ event }) => ({ email: event.email.trim(), password: event.password }) }),
          },
          { actions: { type: 'notify', params: ({ event }) => flowErrorToast(signInError(event) ?? '') } },
        ],
      },
    },
    signingIn: {
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => context.credentials ?? { email: '', password: '' },
        onDone: {
          target: 'signedIn',
          actions: [
            assign({ credentials: null }),
            { type: 'startSession', params: ({ event }) => event.output },
            { type: 'notify', params: { tone: 'success', message: authMessages.signInSucceeded } },
          ],
        },
        onError: {
          target: 'editing',
          actions: [assign({ credentials: null }), { type: 'notify', params: ({ event }) => flowErrorToast(loginFailedMessage(event.error)) }],
        },
      },
    },
    signedIn: { type: 'final' },
  },
})
