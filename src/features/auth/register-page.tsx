import { Anchor, Text } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { Link, Navigate, useLocation } from 'react-router-dom'
import { useAuthFlows } from './auth-flows'
import { AuthCard } from './auth-card'
import { codePhaseOf, isCodeEntry, wasRestarted, type VerifyOtpLocationState } from './otp/code-phase'
import { CodeNoticePanel } from './otp/code-notice-panel'
import { RestartNotice } from './restart-notice'
import { DetailsStep } from './sign-up/details-step'
import { MethodChoice } from './sign-up/method-choice'
import { PasswordStep } from './sign-up/password-step'
import { StepIndicator } from './sign-up/step-indicator'
import { SocialButtons } from './social/social-buttons'

const toVerify: VerifyOtpLocationState = { type: 'signin' }

/**
 * Sign Up (SPEC 2): the choice of Google, Facebook or email, then the email route's details and
 * password steps and the code notice. The screen follows the sign-up machine held by the auth
 * layout; once the code entry opens it moves to /verify-otp.
 */
export function RegisterPage() {
  const { signUp } = useAuthFlows()
  const location = useLocation()
  const value = useSelector(signUp, (s) => s.value)
  const details = useSelector(signUp, (s) => s.context.details)
  const detailsErrors = useSelector(signUp, (s) => s.context.detailsErrors)
  const codeSentByEmail = useSelector(signUp, (s) => s.context.codeSentByEmail)
  const phase = codePhaseOf({ value })

  // Arriving here while the code entry is open means the buyer came back (browser Back): return
  // to the password step rather than bouncing them forward to /verify-otp again.
  const [returning, setReturning] = useState(() => isCodeEntry(phase))
  useEffect(() => {
    if (!returning) return
    signUp.send({ type: 'otp.back' })
    setReturning(false)
  }, [returning, signUp])

  if (returning) return null
  if (isCodeEntry(phase)) return <Navigate to="/verify-otp" state={toVerify} />
  if (phase === 'signedIn') return <Navigate to="/" replace />

  const restarted = wasRestarted(location.state) && value === 'choosingMethod'

  return (
    <AuthCard
      title="Sign Up"
      eyebrow={
        value === 'details' ? <StepIndicator step={1} total={2} /> : value === 'password' || value === 'requestingCode' ? <StepIndicator step={2} total={2} /> : null
      }
      subtitle={subtitleFor(value)}
    >
      {restarted ? <RestartNotice>The code step does not survive a page reload. Please sign up again.</RestartNotice> : null}

      {value === 'choosingMethod' ? (
        <MethodChoice social={<SocialButtons redirectTo="/" />} onChooseEmail={() => signUp.send({ type: 'signUp.chooseEmail' })} />
      ) : null}

      {value === 'details' ? (
        <DetailsStep
          initial={details}
          errors={detailsErrors}
          onSubmit={(form) => signUp.send({ type: 'signUp.submitDetails', ...form })}
          onEdit={(field) => signUp.send({ type: 'signUp.editDetail', field })}
          onBack={() => signUp.send({ type: 'signUp.back' })}
        />
      ) : null}

      {value === 'password' || value === 'requestingCode' ? (
        <PasswordStep
          busy={value === 'requestingCode'}
          onSubmit={(form) => signUp.send({ type: 'signUp.submitPassword', ...form })}
          onBack={() => signUp.send({ type: 'signUp.back' })}
        />
      ) : null}

      {value === 'showingCode' ? <CodeNoticePanel email={details.email} sentByEmail={codeSentByEmail} onContinue={() => signUp.send({ type: 'otp.continue' })} /> : null}

      <Text size="sm" ta="center">
        Already have an account?{' '}
        <Anchor component={Link} to="/login" fw={600}>
          Sign In
        </Anchor>
      </Text>
    </AuthCard>
  )
}

function subtitleFor(value: unknown): string {
  switch (value) {
    case 'details':
      return 'Tell us who you are. We will send a one-time code to confirm your email.'
    case 'password':
    case 'requestingCode':
      return 'Choose a password for your account.'
    case 'showingCode':
      return 'Almost there: confirm your email with the code.'
    default:
      return 'Open a business account to buy fabric and yarn at trade prices.'
  }
}
