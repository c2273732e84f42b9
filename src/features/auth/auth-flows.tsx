import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { loginOtpMachine } from '../../machines/login-otp.machine'
import { signUpMachine } from '../../machines/sign-up.machine'
import { useScreenActor } from '../../state/machine-registry'
import { useSessionActor } from '../../state/session-context'

type SignUpActor = ActorRefFrom<typeof signUpMachine>
type LoginOtpActor = ActorRefFrom<typeof loginOtpMachine>

/**
 * The two flows that span two screens: sign-up (/register then /verify-otp) and login by code
 * (/forget-password then /verify-otp). Their actors live as long as the auth layout, so the
 * move between screens keeps the details and the password in memory and nowhere else.
 */
export interface AuthFlows {
  readonly signUp: SignUpActor
  readonly loginOtp: LoginOtpActor
}

const AuthFlowsContext = createContext<AuthFlows | null>(null)

export function AuthFlowsProvider({ children }: { children: ReactNode }) {
  const session = useSessionActor()
  const input = { session }
  const signUp = useScreenActor(signUpMachine, input)
  const loginOtp = useScreenActor(loginOtpMachine, input)
  const flows = useMemo(() => ({ signUp, loginOtp }), [signUp, loginOtp])
  return <AuthFlowsContext.Provider value={flows}>{children}</AuthFlowsContext.Provider>
}

export function useAuthFlows(): AuthFlows {
  const flows = useContext(AuthFlowsContext)
  if (!flows) throw new Error('useAuthFlows must be used inside AuthFlowsProvider (the auth layout)')
  return flows
}
