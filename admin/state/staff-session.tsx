import { createActorContext } from '@xstate/react'
import { useEffect, type ReactNode } from 'react'
import type { StaffRole } from '../../contracts/admin/staff'
import { staffSessionMachine } from '../machines/staff-session.machine'
import { onSignedOut } from '../services/admin-api'

/** The back office's one app-wide actor: who is signed in. */
export const StaffSessionContext = createActorContext(staffSessionMachine)

/** Ends the session on screen whenever any staff call is answered 401. */
function ExpiryListener() {
  const session = StaffSessionContext.useActorRef()
  useEffect(() => onSignedOut(() => session.send({ type: 'session.expired' })), [session])
  return null
}

/** The session actor, started once for the whole back office; tests hand in a provided machine. */
export function StaffSessionProvider({ children, machine }: { children: ReactNode; machine?: typeof staffSessionMachine }) {
  return (
    <StaffSessionContext.Provider {...(machine ? { logic: machine } : {})}>
      <ExpiryListener />
      {children}
    </StaffSessionContext.Provider>
  )
}

/** The signed-in member's role, or null while nobody is signed in. */
export function useStaffRole(): StaffRole | null {
  return StaffSessionContext.useSelector((state) => state.context.staff?.role ?? null)
}
