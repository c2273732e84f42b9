import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { authService, type RequestedCode, type Session } from '../services/auth-service'
import { serverMessageOr } from '../services/api-error'
import { forgotPasswordError, otpError } from '../lib/validation'
import {
  authFlowActions,
  authMessages,
  authNoticeMs,
  codeNoticeToast,
  flowErrorToast,
  loginFailedMessage,
  type AuthFlowInput,
  type SessionPort,
} from './auth-shared'

export interface LoginOtpContext {
  readonly session: SessionPort
  readonly email: string
  readonly enteredOtp: string
  /** The store mailed the code to `email` instead of answering it (OTP_DELIVERY=email). */
  readonly codeSentByEmail: boolean
}

export type LoginOtpEvent =
  | { type: 'loginOtp.submitEmail'; email: string }
  | { type: 'otp.continue' }
  | { type: 'otp.submit'; otp: string }
  | { type: 'otp.back' }

/**
 * Login by one-time code, the forgot-password route (SPEC 2, SPEC 7 login/verifyOtp):
 * enteringEmail -> requestingCode -> showingCode (14 s or until Continue) -> awaitingCode ->
 * verifying -> signedIn. A failed request or verification returns to the email step. The notice
 * shows the code the store answered (SPEC 7), or the address it was mailed to when the answer
 * holds none.
 */
export const loginOtpMachine = setup({
  types: {
    context: {} as LoginOtpContext,
    events: {} as LoginOtpEvent,
    input: {} as AuthFlowInput,
  },
  actors: {
    requestLoginOtp: fromPromise<RequestedCode, { email: string }>(({ input, signal }) =>
      authService.requestLoginOtp(input.email, signal),
    ),
    verifyOtp: fromPromise<Session, { email: string; otp: string }>(({ input, signal }) =>
      authService.verifyOtp({ type: 'login', ...input }, signal),
    ),
  },
  actions: authFlowActions,
  guards: {
    isEmailFilled: ({ event }) => {
      assertEvent(event, 'loginOtp.submitEmail')
      return forgotPasswordError(event) === null
    },
    isCodeComplete: ({ event }) => {
      assertEvent(event, 'otp.submit')
      return otpError(event.otp) === null
    },
  },
  delays: {
    codeNotice: authNoticeMs.codeNotice,
  },
}).createMachine({
  id: 'loginOtp',
  context: ({ input }) => ({ session: input.session, email: '', enteredOtp: '', codeSentByEmail: false }),
  initial: 'enteringEmail',
  states: {
    enteringEmail: {
      on: {
        'loginOtp.submitEmail': [
          { guard: 'isEmailFilled', target: 'requestingCode', actions: assign({ email: ({ event }) => event.email.trim() }) },
          { actions: { type: 'notify', params: ({ event }) => flowErrorToast(forgotPasswordError(event) ?? '') } },
        ],
      },
    },
    requestingCode: {
      invoke: {
        id: 'requestLoginOtp',
        src: 'requestLoginOtp',
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          target: 'showingCode',
          actions: [
            assign({ codeSentByEmail: ({ event }) => event.output === null }),
            { type: 'notify', params: ({ context, event }) => codeNoticeToast(event.output, context.email) },
          ],
        },
        // SPEC 8: the forgot-password request failure says 'Error in login', whatever the server
        // said; but a 429 shows the server's message, which says how long to wait
        onError: {
          target: 'enteringEmail',
          actions: { type: 'notify', params: ({ event }) => flowErrorToast(loginFailedMessage(event.error)) },
        },
      },
    },
    showingCode: {
      after: { codeNotice: 'awaitingCode' },
      on: { 'otp.continue': 'awaitingCode' },
    },
    awaitingCode: {
      on: {
        'otp.submit': [
          { guard: 'isCodeComplete', target: 'verifying', actions: assign({ enteredOtp: ({ event }) => event.otp }) },
          {
            actions: {
              type: 'notify',
              params: ({ event }) => ({ tone: 'error', message: otpError(event.otp) ?? '', durationMs: authNoticeMs.emptyCode }),
            },
          },
        ],
        'otp.back': 'enteringEmail',
      },
    },
    verifying: {
      invoke: {
        id: 'verifyOtp',
        src: 'verifyOtp',
        input: ({ context }) => ({ email: context.email, otp: context.enteredOtp }),
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'startSession', params: ({ event }) => event.output },
            { type: 'notify', params: { tone: 'success', message: authMessages.codeVerified } },
          ],
        },
        onError: {
          target: 'enteringEmail',
          actions: [
            assign({ enteredOtp: '' }),
            {
              type: 'notify',
              params: ({ context, event }) =>
                flowErrorToast(serverMessageOr(event.error, authMessages.verificationFailed('login', context.email))),
            },
          ],
        },
      },
    },
    signedIn: { type: 'final' },
  },
})
