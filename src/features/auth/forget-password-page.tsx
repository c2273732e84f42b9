import { Button, Stack, TextInput } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { useEffect, useState, type FormEvent } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router-dom'
import { useAuthFlows } from './auth-flows'
import { AuthCard } from './auth-card'
import { FormActions } from './form-actions'
import { CodeNoticePanel } from './otp/code-notice-panel'
import { codePhaseOf, isCodeEntry, wasRestarted, type VerifyOtpLocationState } from './otp/code-phase'
import { RestartNotice } from './restart-notice'
import { TEXT_MAX } from '../../../contracts/limits'

const toVerify: VerifyOtpLocationState = { type: 'login' }

/**
 * Forgot password (SPEC 2): email, Request OTP, Back to /login. It signs the buyer in with a
 * one-time code: the login-by-code machine held by the auth layout, continued on /verify-otp.
 */
export function ForgetPasswordPage() {
  const { loginOtp } = useAuthFlows()
  const location = useLocation()
  const navigate = useNavigate()
  const value = useSelector(loginOtp, (s) => s.value)
  const savedEmail = useSelector(loginOtp, (s) => s.context.email)
  const codeSentByEmail = useSelector(loginOtp, (s) => s.context.codeSentByEmail)
  const phase = codePhaseOf({ value })
  const [email, setEmail] = useState(savedEmail)

  // came back from an open code entry (browser Back): return to the email step
  const [returning, setReturning] = useState(() => isCodeEntry(phase))
  useEffect(() => {
    if (!returning) return
    loginOtp.send({ type: 'otp.back' })
    setReturning(false)
  }, [returning, loginOtp])

  if (returning) return null
  if (isCodeEntry(phase)) return <Navigate to="/verify-otp" state={toVerify} />
  if (phase === 'signedIn') return <Navigate to="/" replace />

  const submit = (event: FormEvent) => {
    event.preventDefault()
    loginOtp.send({ type: 'loginOtp.submitEmail', email })
  }
  const requesting = value === 'requestingCode'

  return (
    <AuthCard title="Forgot Password" subtitle="Enter your account's email and we will send a one-time code to sign you in.">
      {wasRestarted(location.state) && value === 'enteringEmail' ? (
        <RestartNotice>The code step does not survive a page reload. Please request a new code.</RestartNotice>
      ) : null}

      {value === 'showingCode' ? (
        <CodeNoticePanel email={savedEmail} sentByEmail={codeSentByEmail} onContinue={() => loginOtp.send({ type: 'otp.continue' })} />
      ) : (
        <form onSubmit={submit} noValidate aria-busy={requesting}>
          <Stack gap="md">
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              withAsterisk
              value={email}
              maxLength={TEXT_MAX.email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              disabled={requesting}
            />
            <FormActions onBack={() => navigate('/login')} backDisabled={requesting}>
              <Button type="submit" size="md" fullWidth loading={requesting}>
                Request OTP
              </Button>
            </FormActions>
          </Stack>
        </form>
      )}
    </AuthCard>
  )
}
