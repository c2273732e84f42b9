import { useSelector } from '@xstate/react'
import { useAuthFlows } from '../auth-flows'
import { codePhaseOf, type CodePhase, type OtpFlowType } from './code-phase'

export type CodeFlowEvent = { type: 'otp.continue' } | { type: 'otp.submit'; otp: string } | { type: 'otp.back' }

export interface CodeFlowView {
  readonly phase: CodePhase
  /** The address the code was sent for. */
  readonly email: string
  readonly send: (event: CodeFlowEvent) => void
}

/** The code step of whichever flow /verify-otp serves: sign-up (signin) or login by code (login). */
export function useCodeFlow(type: OtpFlowType): CodeFlowView {
  const { signUp, loginOtp } = useAuthFlows()
  const signUpPhase = useSelector(signUp, codePhaseOf)
  const signUpEmail = useSelector(signUp, (s) => s.context.details.email)
  const loginPhase = useSelector(loginOtp, codePhaseOf)
  const loginEmail = useSelector(loginOtp, (s) => s.context.email)
  return type === 'login'
    ? { phase: loginPhase, email: loginEmail, send: (event) => loginOtp.send(event) }
    : { phase: signUpPhase, email: signUpEmail, send: (event) => signUp.send(event) }
}
