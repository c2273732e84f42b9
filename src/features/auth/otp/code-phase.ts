/**
 * Where a code flow (sign-up or login by code) stands as far as /verify-otp is concerned. Both
 * machines name their code states alike, so one reading serves both.
 */
export type CodePhase = 'notStarted' | 'showingCode' | 'awaitingCode' | 'verifying' | 'signedIn'

const codeStates: readonly CodePhase[] = ['showingCode', 'awaitingCode', 'verifying', 'signedIn']

export function codePhaseOf(snapshot: { value: unknown }): CodePhase {
  const value = snapshot.value
  return typeof value === 'string' && (codeStates as readonly string[]).includes(value) ? (value as CodePhase) : 'notStarted'
}

/** The code entry is open: /verify-otp is the screen for it. */
export function isCodeEntry(phase: CodePhase): boolean {
  return phase === 'awaitingCode' || phase === 'verifying'
}

/** The flow type carried in /verify-otp's navigation state (SPEC 2); never more than this. */
export type OtpFlowType = 'signin' | 'login'

export interface VerifyOtpLocationState {
  readonly type: OtpFlowType
}

/** Navigation state a start screen receives when /verify-otp had no flow to continue. */
export interface RestartedLocationState {
  readonly restarted: true
}

export function flowTypeFrom(state: unknown): OtpFlowType | null {
  if (typeof state !== 'object' || state === null || !('type' in state)) return null
  return state.type === 'login' || state.type === 'signin' ? state.type : null
}

export function wasRestarted(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'restarted' in state && state.restarted === true
}

/** Where each flow starts: Back and a lost flow both lead there (SPEC 2). */
export const flowStartPath: Record<OtpFlowType, string> = { signin: '/register', login: '/forget-password' }
