import type { User } from '../../contracts/user'
import { isTooManyAttempts, serverMessageOr } from '../services/api-error'
import { notifier, type Toast } from '../services/notifier'
import type { SessionEvent } from './session.machine'

/*
 * What the sign-in, sign-up, login-by-code and social machines share: the notice durations and
 * messages of SPEC 8 (each in one place), and the port through which a finished flow starts
 * the app's session, and the two actions every flow runs with them.
 */

/** SPEC 8: error notices in the sign-in flows last 1 to 2 s; the empty-code notice 1000 ms; the code notice 14 s. */
export const authNoticeMs = {
  flowError: 1500,
  emptyCode: 1000,
  codeNotice: 14_000,
} as const

export const authMessages = {
  /** Password sign-in and the forgot-password request (SPEC 8 uses the same words for both). */
  loginFailed: 'Error in login',
  /**
   * SPEC 8 names two success texts without saying which flow shows which. Here the password
   * and social sign-ins say the first and a verified one-time code says the second.
   */
  signInSucceeded: 'Successful login',
  codeVerified: 'Successful User Login',
  /** SPEC 8: "'Error in Sign Up' plus the submitted email". */
  signUpFailed: (email: string) => `Error in Sign Up ${email}`,
  /** SPEC 8: "'Error in {type} Submitted Email is ...'", type being signin or login. */
  verificationFailed: (type: 'signin' | 'login', email: string) => `Error in ${type} Submitted Email is ${email}`,
  /** SPEC 7: the code the server answered, shown in a notice. */
  codeNotice: (otp: string) => `Your OTP is ${otp}`,
  /** The same notice when the store mailed the code instead of answering it (OTP_DELIVERY=email). */
  codeSent: (email: string) => `We have sent a code to ${email}`,
} as const

/**
 * What a failed password sign-in or forgot-password request says: SPEC 8's fixed 'Error in
 * login', except when the server refused for too many attempts (429). The buyer must then learn
 * to wait, so the server's message, which says how long, is shown (docs/spec-notes.md).
 */
export const loginFailedMessage = (error: unknown): string =>
  isTooManyAttempts(error) ? serverMessageOr(error, authMessages.loginFailed) : authMessages.loginFailed

export const flowErrorToast = (message: string): Toast => ({ tone: 'error', message, durationMs: authNoticeMs.flowError })

/**
 * The 14 s notice after a code request: the code the store answered (SPEC 7), or, when the
 * store mailed it (the answer holds no code), the address it went to.
 */
export const codeNoticeToast = (code: string | null, email: string): Toast => ({
  tone: 'info',
  message: code === null ? authMessages.codeSent(email) : authMessages.codeNotice(code),
  durationMs: authNoticeMs.codeNotice,
})

/** The one thing a flow needs of the session actor: to be told that someone signed in. */
export interface SessionPort {
  send(event: SessionEvent): void
}

export interface SignedInSession {
  readonly user: User
  readonly token: string
}

/** Every auth machine's input: the session its success starts. */
export interface AuthFlowInput {
  readonly session: SessionPort
}

/**
 * The actions every auth flow shares, for its `setup({ actions: authFlowActions })`. Each asks
 * only for what it uses (a context holding the session), so any flow's context fits and setup
 * still infers each action's params (a Toast, a SignedInSession).
 */
export const authFlowActions = {
  notify: (_: unknown, toast: Toast): void => notifier.notify(toast),
  startSession: ({ context }: { readonly context: AuthFlowInput }, session: SignedInSession): void =>
    context.session.send({ type: 'session.signedIn', user: session.user, token: session.token }),
}
