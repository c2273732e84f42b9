import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { authService, type RequestedCode, type Session } from '../services/auth-service'
import { serverMessageOr } from '../services/api-error'
import {
  checkSignUpDetails,
  otpError,
  passwordStepError,
  signUpDetailsError,
  withoutFieldError,
  type FieldErrors,
  type SignUpDetailsField,
} from '../lib/validation'
import {
  authFlowActions,
  authMessages,
  authNoticeMs,
  codeNoticeToast,
  flowErrorToast,
  type AuthFlowInput,
  type SessionPort,
} from './auth-shared'

export interface SignUpDetails {
  readonly name: string
  readonly email: string
  readonly phone: string
}

export interface SignUpContext {
  readonly session: SessionPort
  /** What the buyer typed on the details step; kept so going back shows it again. */
  readonly details: SignUpDetails
  /** The details the last Next found wrong, marked under each until the buyer edits it. */
  readonly detailsErrors: FieldErrors<SignUpDetailsField>
  /**
   * The chosen password. It lives here, in memory, from the password step until the code is
   * verified: never in the URL, router or history state, storage or logs (docs/architecture.md, Reliability and security).
   */
  readonly password: string
  /** The code the buyer typed on /verify-otp. */
  readonly enteredOtp: string
  /** The store mailed the code to details.email instead of answering it (OTP_DELIVERY=email). */
  readonly codeSentByEmail: boolean
}

export type SignUpEvent =
  | { type: 'signUp.chooseEmail' }
  | ({ type: 'signUp.submitDetails' } & SignUpDetails)
  /** The buyer changed a detail: its mark, if any, goes. */
  | { type: 'signUp.editDetail'; field: SignUpDetailsField }
  | { type: 'signUp.submitPassword'; password: string; confirmPassword: string }
  /** Back one step: password -> details -> the choice of method. */
  | { type: 'signUp.back' }
  /** Leave the code notice before its 14 s are up. */
  | { type: 'otp.continue' }
  | { type: 'otp.submit'; otp: string }
  | { type: 'otp.back' }

const emptyDetails: SignUpDetails = { name: '', email: '', phone: '' }

/**
 * Registration by email with a one-time code (SPEC 2 and 4, Sign-up; SPEC 7 signup/verifyOtp):
 * choosingMethod -> details -> password -> requestingCode -> showingCode (the code notice,
 * 14 s or until Continue) -> awaitingCode -> verifying -> signedIn. A refused Next on the
 * details step marks each wrong detail (beside SPEC 8's toast) until the buyer edits it. The
 * notice shows the code the store answered (SPEC 7), or the address it was mailed to when the
 * answer holds none.
 * A server error on the code request returns to details; a failed verification returns to the
 * password step. The view follows the state: /register shows the steps up to showingCode and
 * /verify-otp the rest.
 */
export const signUpMachine = setup({
  types: {
    context: {} as SignUpContext,
    events: {} as SignUpEvent,
    input: {} as AuthFlowInput,
  },
  actors: {
    requestSignupOtp: fromPromise<RequestedCode, { email: string }>(({ input, signal }) =>
      authService.requestSignupOtp(input.email, signal),
    ),
    verifyOtp: fromPromise<Session, { name: string; email: string; phone: string; password: string; otp: string }>(
      ({ input, signal }) => authService.verifyOtp({ type: 'signin', ...input }, signal),
    ),
  },
  actions: authFlowActions,
  guards: {
    areDetailsValid: ({ event }) => {
      assertEvent(event, 'signUp.submitDetails')
      return signUpDetailsError(event) === null
    },
    isPasswordAccepted: ({ event }) => {
      assertEvent(event, 'signUp.submitPassword')
      return passwordStepError(event) === null
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
  id: 'signUp',
  context: ({ input }) => ({
    session: input.session,
    details: emptyDetails,
    detailsErrors: {},
    password: '',
    enteredOtp: '',
    codeSentByEmail: false,
  }),
  initial: 'choosingMethod',
  states: {
    choosingMethod: {
      on: { 'signUp.chooseEmail': 'details' },
    },
    details: {
      on: {
        'signUp.submitDetails': [
          {
            guard: 'areDetailsValid',
            target: 'password',
            actions: assign({
              details: ({ event }) => ({ name: event.name.trim(), email: event.email.trim(), phone: event.phone.trim() }),
              detailsErrors: {},
            }),
          },
          {
            actions: [
              assign({
                details: ({ event }) => ({ name: event.name, email: event.email, phone: event.phone }),
                detailsErrors: ({ event }) => checkSignUpDetails(event).fieldErrors,
              }),
              { type: 'notify', params: ({ event }) => flowErrorToast(signUpDetailsError(event) ?? '') },
            ],
          },
        ],
        'signUp.editDetail': {
          actions: assign({ detailsErrors: ({ context, event }) => withoutFieldError(context.detailsErrors, event.field) }),
        },
        'signUp.back': 'choosingMethod',
      },
    },
    password: {
      on: {
        'signUp.submitPassword': [
          {
            guard: 'isPasswordAccepted',
            target: 'requestingCode',
            actions: assign({ password: ({ event }) => event.password }),
          },
          { actions: { type: 'notify', params: ({ event }) => flowErrorToast(passwordStepError(event) ?? '') } },
        ],
        'signUp.back': 'details',
      },
    },
    requestingCode: {
      invoke: {
        id: 'requestSignupOtp',
        src: 'requestSignupOtp',
        input: ({ context }) => ({ email: context.details.email }),
        onDone: {
          target: 'showingCode',
          actions: [
            assign({ codeSentByEmail: ({ event }) => event.output === null }),
            { type: 'notify', params: ({ context, event }) => codeNoticeToast(event.output, context.details.email) },
          ],
        },
        onError: {
          target: 'details',
          actions: {
            type: 'notify',
            params: ({ context, event }) =>
              flowErrorToast(serverMessageOr(event.error, authMessages.signUpFailed(context.details.email))),
          },
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
        'otp.back': 'password',
      },
    },
    verifying: {
      invoke: {
        id: 'verifyOtp',
        src: 'verifyOtp',
        input: ({ context }) => ({ ...context.details, password: context.password, otp: context.enteredOtp }),
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'startSession', params: ({ event }) => event.output },
            { type: 'notify', params: { tone: 'success', message: authMessages.codeVerified } },
          ],
        },
        onError: {
          target: 'password',
          actions: [
            assign({ enteredOtp: '' }),
            {
              type: 'notify',
              params: ({ context, event }) =>
                flowErrorToast(serverMessageOr(event.error, authMessages.verificationFailed('signin', context.details.email))),
            },
          ],
        },
      },
    },
    signedIn: {
      type: 'final',
      // the password has done its job; nothing keeps it once the session exists
      entry: assign({ password: '', enteredOtp: '' }),
    },
  },
})
