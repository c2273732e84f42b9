import '@mantine/core/styles/PinInput.css'
import { Button, Input, PinInput, Stack } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { OTP_LENGTH } from '../../../../contracts/form-rules'
import { FormActions } from '../form-actions'

interface CodeEntryFormProps {
  readonly verifying: boolean
  readonly onVerify: (otp: string) => void
  readonly onBack: () => void
}

/**
 * Six-digit code entry with Verify and Back (SPEC 2). Only digits are accepted; a pasted code
 * fills all six boxes. Checking that all six are there is the machine's job.
 */
export function CodeEntryForm({ verifying, onVerify, onBack }: CodeEntryFormProps) {
  const [otp, setOtp] = useState('')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onVerify(otp)
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={verifying}>
      <Stack gap="lg">
        <div>
          <Input.Label id="otp-code-label" labelElement="div">
            One-time code
          </Input.Label>
          <PinInput
            mt={6}
            length={OTP_LENGTH}
            type="number"
            // six 42 px boxes with 8 px gaps fit the narrowest card (375 px phones)
            size="md"
            gap={8}
            oneTimeCode
            autoFocus
            value={otp}
            onChange={setOtp}
            disabled={verifying}
            aria-labelledby="otp-code-label"
            getInputProps={(index) => ({ 'aria-label': `Digit ${index + 1} of ${OTP_LENGTH}` })}
          />
        </div>
        <FormActions onBack={onBack} backDisabled={verifying}>
          <Button type="submit" size="md" fullWidth loading={verifying}>
            Verify
          </Button>
        </FormActions>
      </Stack>
    </form>
  )
}
