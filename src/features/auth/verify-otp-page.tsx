import { Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { AuthCard } from './auth-card'
import { CodeEntryForm } from './otp/code-entry-form'
import { flowStartPath, flowTypeFrom, type RestartedLocationState } from './otp/code-phase'
import { useCodeFlow } from './otp/use-code-flow'

const restarted: RestartedLocationState = { restarted: true }

/**
 * Verify OTP (SPEC 2): six-digit entry, Verify and Back. The navigation state carries only the
 * flow type; everything else (email, name, phone, password) stays in the flow's machine. With
 * no flow in progress (a reload, a bookmark) the buyer is sent back to where that flow starts,
 * with a word of explanation.
 */
export function VerifyOtpPage() {
  const location = useLocation()
  const type = flowTypeFrom(location.state) ?? 'signin'
  const flow = useCodeFlow(type)
  const [arrivedWithoutFlow] = useState(() => flow.phase === 'notStarted')

  // reached while the code notice is still up (e.g. browser Forward): open the entry now
  const { phase, send } = flow
  useEffect(() => {
    if (phase === 'showingCode') send({ type: 'otp.continue' })
  }, [phase, send])

  if (arrivedWithoutFlow) return <Navigate to={flowStartPath[type]} replace state={restarted} />
  // Back, or a failed verification, moved the flow to an earlier step (SPEC 8: back a step)
  if (phase === 'notStarted') return <Navigate to={flowStartPath[type]} replace />
  if (phase === 'signedIn') return <Navigate to="/" replace />

  return (
    <AuthCard
      title="Verify OTP"
      subtitle={
        flow.sentByEmail ? (
          <>
            Enter the six-digit code we sent by email to <Text span fw={600} c="var(--mantine-color-text)">{flow.email}</Text>.
          </>
        ) : (
          <>
            Enter the six-digit code sent for <Text span fw={600} c="var(--mantine-color-text)">{flow.email}</Text>.
          </>
        )
      }
    >
      <CodeEntryForm
        verifying={phase === 'verifying'}
        onVerify={(otp) => send({ type: 'otp.submit', otp })}
        onBack={() => send({ type: 'otp.back' })}
      />
    </AuthCard>
  )
}
