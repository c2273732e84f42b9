import { useSelector } from '@xstate/react'
import { useAuthFlows } from '../auth-flows'
import { codePhaseOf, type CodePhase, type OtpFlowType } from './code-phase'

export type CodeFlowEvent = { type: 'otp.continue' } | { type: 'otp.submit'; otp: string } | { type: 'otp.back' }

export interface CodeFlowView {
  readonly phase: CodePhase
  /** The address the code was sent for. */
  readonly email: string
  /** The store mailed the code to `email` (OTP_DELIVERY=email) instead of showing it in the notice. */
  readonly sentByEmail: boolean
  readonly send: (event: CodeFlowEvent) => void
}

/** The code step of whichever flow /verify-otp serves: sign-up (signin) or login by code (login). */
export function useCodeFlow(type: OtpFlowType): CodeFlowView {
  const { signUp, loginOtp } = useAuthFlows()
  const signUpPhase = useSelector(signUp, codePhaseOf)
  const signUpEmail = useSelector(signUp, (s) => s.context.details.email)
  const loginPhase = useSelector(loginOtp, codePhaseOf)
  const signUpByEmail = useSelector(signUp, (s) => s.context.codeSentByEmail)
  const loginEmail = useSelector(loginOtp, (s) => s.context.email)
  const loginByEmail = useSelector(loginOtp, (s) => s.context.codeSentByEmail)
  return type === 'login'
    ? { phase: loginPhase, email: loginEmail, sentByEmail: loginByEmail, send: (event) => loginOtp.send(event) }
    : { phase: signUpPhase, email: signUpEmail, sentByEmail: signUpByEmail, send: (event) => signUp.send(event) }
}
