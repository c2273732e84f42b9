import { Button, Loader, Stack } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { PASSWORD_HINT } from '../../../../contracts/password-rule'
import { livePasswordHints, passwordStepError } from '../../../lib/validation'
import { FormActions } from '../form-actions'
import { PasswordField } from '../password-field'

interface PasswordStepProps {
  /** True while the code is being requested: Next reads 'Generating OTP' (SPEC 2). */
  readonly busy: boolean
  readonly onSubmit: (form: { password: string; confirmPassword: string }) => void
  readonly onBack: () => void
}

/**
 * Sign-up step 2: Add Password and Confirm Password with live error text; Next stays disabled
 * until the password follows SPEC 5's rule and both fields match.
 */
export function PasswordStep({ busy, onSubmit, onBack }: PasswordStepProps) {
  const [password, setPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const hints = livePasswordHints({ password, confirmPassword })
  const ready = passwordStepError({ password, confirmPassword }) === null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (ready && !busy) onSubmit({ password, confirmPassword })
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <Stack gap="md">
        <PasswordField
          label="Add Password"
          autoComplete="new-password"
          withAsterisk
          description={PASSWORD_HINT}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={hints.password}
          disabled={busy}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          withAsterisk
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.currentTarget.value)}
          error={hints.confirmPassword}
          disabled={busy}
        />
        <FormActions onBack={onBack} backDisabled={busy}>
          <Button
            type="submit"
            size="md"
            fullWidth
            px="md"
            disabled={!ready || busy}
            leftSection={busy ? <Loader size={16} color="currentColor" aria-hidden="true" /> : undefined}
          >
            {busy ? 'Generating OTP' : 'Next'}
          </Button>
        </FormActions>
      </Stack>
    </form>
  )
}
