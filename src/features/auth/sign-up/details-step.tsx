import { Button, Stack, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import type { SignUpDetails } from '../../../machines/sign-up.machine'
import { FormActions } from '../form-actions'
import { TEXT_MAX } from '../../../../contracts/limits'

interface DetailsStepProps {
  /** What the buyer typed before, when they come back to this step. */
  readonly initial: SignUpDetails
  readonly onSubmit: (details: SignUpDetails) => void
  readonly onBack: () => void
}

/** Sign-up step 1: Name, Email Address, Phone; Next (SPEC 2). The machine checks SPEC 5's rules. */
export function DetailsStep({ initial, onSubmit, onBack }: DetailsStepProps) {
  const [name, setName] = useState(initial.name)
  const [email, setEmail] = useState(initial.email)
  const [phone, setPhone] = useState(initial.phone)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit({ name, email, phone })
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Name" autoComplete="name" withAsterisk maxLength={TEXT_MAX.personName} value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <TextInput
          label="Email Address"
          type="email"
          autoComplete="email"
          withAsterisk
          value={email}
          maxLength={TEXT_MAX.email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <TextInput
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          description="10 digits"
          withAsterisk
          value={phone}
          maxLength={TEXT_MAX.phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
        />
        <FormActions onBack={onBack}>
          <Button type="submit" size="md" fullWidth>
            Next
          </Button>
        </FormActions>
      </Stack>
    </form>
  )
}
