import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { authService, type Session } from '../services/auth-service'
import { serverMessageOr } from '../services/api-error'
import { authFlowActions, authMessages, flowErrorToast, type AuthFlowInput, type SessionPort } from './auth-shared'

export type SocialProvider = 'google' | 'facebook'

export const socialProviderNames: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' }

/** Shown on the button and in a notice when a provider has no client id in this build. */
export const providerNotSetUpMessage = (provider: SocialProvider) => `${socialProviderNames[provider]} sign-in is not set up`

/**
 * Raised by a provider adapter. `cancelled` means the buyer closed the provider's window: the
 * flow returns quietly. Otherwise `message` is shown.
 */
export class SocialProviderError extends Error {
  constructor(
    message: string,
    readonly cancelled = false,
  ) {
    super(message)
    this.name = 'SocialProviderError'
  }
}

export interface SocialSignInInput extends AuthFlowInput {
  /** Which providers this build can use (a client id is configured, or mock mode). */
  readonly configured: Readonly<Record<SocialProvider, boolean>>
}

export interface SocialSignInContext {
  readonly session: SessionPort
  readonly configured: Readonly<Record<SocialProvider, boolean>>
  readonly provider: SocialProvider | null
  /** The provider's access token, kept only until the exchange answers. */
  readonly providerToken: string | null
}

export type SocialSignInEvent = { type: 'social.start'; provider: SocialProvider }

const exchange = (provider: SocialProvider, token: string, signal: AbortSignal): Promise<Session> =>
  provider === 'google' ? authService.googleSignIn(token, signal) : authService.facebookSignIn(token, signal)

/**
 * Continue with Google or Facebook (SPEC 2, SPEC 7 google-auth / facebook-login):
 * idle -> obtainingToken (the provider's own window) -> exchangingToken (our server) -> signedIn.
 * How a token is obtained depends on the build (the providers' SDKs live, a stand-in dialog in
 * mock mode), so the app supplies `obtainProviderToken` with `.provide`.
 */
export const socialSignInMachine = setup({
  types: {
    context: {} as SocialSignInContext,
    events: {} as SocialSignInEvent,
    input: {} as SocialSignInInput,
  },
  actors: {
    obtainProviderToken: fromPromise<string, { provider: SocialProvider }>(async () => {
      throw new SocialProviderError('No sign-in provider is connected')
    }),
    exchangeProviderToken: fromPromise<Session & { message?: string }, { provider: SocialProvider; token: string }>(
      ({ input, signal }) => exchange(input.provider, input.token, signal),
    ),
  },
  actions: authFlowActions,
  guards: {
    isProviderConfigured: ({ context, event }) => {
      assertEvent(event, 'social.start')
      return context.configured[event.provider]
    },
    wasCancelled: ({ event }) => 'error' in event && event.error instanceof SocialProviderError && event.error.cancelled,
  },
}).createMachine({
  id: 'socialSignIn',
  context: ({ input }) => ({ session: input.session, configured: input.configured, provider: null, providerToken: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'social.start': [
          { guard: 'isProviderConfigured', target: 'obtainingToken', actions: assign({ provider: ({ event }) => event.provider }) },
          { actions: { type: 'notify', params: ({ event }) => flowErrorToast(providerNotSetUpMessage(event.provider)) } },
        ],
      },
    },
    obtainingToken: {
      invoke: {
        id: 'obtainProviderToken',
        src: 'obtainProviderToken',
        input: ({ context }) => ({ provider: context.provider ?? 'google' }),
        onDone: { target: 'exchangingToken', actions: assign({ providerToken: ({ event }) => event.output }) },
        onError: [
          { guard: 'wasCancelled', target: 'idle' },
          {
            target: 'idle',
            actions: {
              type: 'notify',
              params: ({ event }) =>
                flowErrorToast(event.error instanceof SocialProviderError ? event.error.message : authMessages.loginFailed),
            },
          },
        ],
      },
    },
    exchangingToken: {
      invoke: {
        id: 'exchangeProviderToken',
        src: 'exchangeProviderToken',
        input: ({ context }) => ({ provider: context.provider ?? 'google', token: context.providerToken ?? '' }),
        onDone: {
          target: 'signedIn',
          actions: [
            assign({ providerToken: null }),
            { type: 'startSession', params: ({ event }) => event.output },
            // the server's own greeting when it sends one (SPEC 7 answers a message)
            { type: 'notify', params: ({ event }) => ({ tone: 'success', message: event.output.message || authMessages.signInSucceeded }) },
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            assign({ providerToken: null }),
            // SPEC 8: a Google (and here also Facebook) failure shows the server's message
            { type: 'notify', params: ({ event }) => flowErrorToast(serverMessageOr(event.error, authMessages.loginFailed)) },
          ],
        },
      },
    },
    signedIn: { type: 'final' },
  },
})
