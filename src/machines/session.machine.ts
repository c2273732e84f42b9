import { assign, fromPromise, setup } from 'xstate'
import type { User } from '../../contracts/user'
import { serverMessageOr } from '../services/api-error'
import { authService } from '../services/auth-service'
import { notifier, type Toast } from '../services/notifier'
import { tokenStore } from '../services/token-store'
import { clearUserScopedKeys, storageKeys, writeJson, writeText } from '../lib/storage'

export interface SessionContext {
  readonly user: User | null
  readonly token: string | null
}

export type SessionEvent =
  | { type: 'session.signedIn'; user: User; token: string }
  | { type: 'session.userUpdated'; changes: Partial<User> }
  | { type: 'session.logout' }
  /** The server answered 401 to a call with our token: end the session without a toast. */
  | { type: 'session.expired' }
  /** My Account's 'Log out everywhere': every token of the buyer ends on the server, this one too. */
  | { type: 'session.logoutEverywhere' }

/** The tag of every state in which a buyer is signed in (the screens ask for it, not for a state). */
export const SIGNED_IN = 'signedIn'

/** What 'Log out everywhere' says when the server gives no message of its own. */
export const LOGGED_OUT_EVERYWHERE = 'Logged out of every device'
const LOGOUT_EVERYWHERE_FAILED = 'Something went wrong'

/**
 * The signed-in user and token (SPEC 4, Session). Restored from storage by the caller through
 * `input`; saved after sign-in; logout clears state, every user-scoped key and the token.
 * 'Log out everywhere' (beyond SPEC) asks the server to end every token of the buyer first: the
 * session ends when it has, and stays (with the server's reason) when it could not.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionContext,
  },
  actors: {
    endEverySession: fromPromise<string | null>(({ signal }) => authService.logoutEverywhere(signal)),
  },
  actions: {
    notify: (_, toast: Toast) => notifier.notify(toast),
    applyToken: ({ context }) => tokenStore.set(context.token),
    persist: ({ context }) => {
      if (context.user && context.token) {
        writeText(storageKeys.token, context.token)
        writeJson(storageKeys.user, context.user)
      }
    },
    /**
     * Logging out ends the token on the server too, so a copy of it (a stolen phone, a shared
     * computer) stops working. The buyer is logged out here whatever the server answers: the
     * call runs on after the session has forgotten the token, and a failure only leaves the
     * token to expire on its own.
     */
    endTokenOnServer: ({ context }) => {
      if (context.token) authService.logout(context.token).catch(() => undefined)
    },
    forget: () => {
      tokenStore.set(null)
      clearUserScopedKeys()
    },
  },
  guards: {
    hasSession: ({ context }) => context.user !== null && context.token !== null,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => input,
  initial: 'restoring',
  states: {
    restoring: {
      entry: 'applyToken',
      always: [{ guard: 'hasSession', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      on: {
        'session.signedIn': {
          target: 'signedIn',
          actions: [assign(({ event }) => ({ user: event.user, token: event.token })), 'applyToken', 'persist'],
        },
      },
    },
    signedIn: {
      tags: [SIGNED_IN],
      on: {
        'session.signedIn': {
          target: 'signedIn',
          reenter: true,
          actions: ['forget', assign(({ event }) => ({ user: event.user, token: event.token })), 'applyToken', 'persist'],
        },
        'session.userUpdated': {
          actions: [assign({ user: ({ context, event }) => (context.user ? { ...context.user, ...event.changes } : null) }), 'persist'],
        },
        'session.logout': {
          target: 'signedOut',
          actions: [
            'endTokenOnServer',
            assign({ user: null, token: null }),
            'forget',
            { type: 'notify', params: { tone: 'success', message: 'Logged out successfully' } },
          ],
        },
        'session.expired': { target: 'signedOut', actions: [assign({ user: null, token: null }), 'forget'] },
        'session.logoutEverywhere': { target: 'endingEverywhere' },
      },
    },
    // still signed in: My Account stays, its button showing the call under way
    endingEverywhere: {
      tags: [SIGNED_IN],
      invoke: {
        id: 'endEverySession',
        src: 'endEverySession',
        onDone: {
          target: 'signedOut',
          actions: [
            assign({ user: null, token: null }),
            'forget',
            { type: 'notify', params: ({ event }) => ({ tone: 'success', message: event.output ?? LOGGED_OUT_EVERYWHERE }) },
          ],
        },
        onError: {
          target: 'signedIn',
          actions: { type: 'notify', params: ({ event }) => ({ tone: 'error', message: serverMessageOr(event.error, LOGOUT_EVERYWHERE_FAILED) }) },
        },
      },
    },
  },
})
