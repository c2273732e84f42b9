import { Button, Stack, TextInput } from '@mantine/core'
import { useRef, useState, type FormEvent } from 'react'
import type { FieldErrors, SignUpDetailsField } from '../../../lib/validation'
import type { SignUpDetails } from '../../../machines/sign-up.machine'
import { useFocusFirstInvalid } from '../../../ui/use-focus-first-invalid'
import markedField from '../../../ui/marked-field.module.css'
import { FormActions } from '../form-actions'
import { TEXT_MAX } from '../../../../contracts/limits'

interface DetailsStepProps {
  /** What the buyer typed before, when they come back to this step. */
  readonly initial: SignUpDetails
  /** The machine's marks from the last refused Next, each shown under its field. */
  readonly errors: FieldErrors<SignUpDetailsField>
  readonly onSubmit: (details: SignUpDetails) => void
  /** The buyer changed a field (its mark goes). */
  readonly onEdit: (field: SignUpDetailsField) => void
  readonly onBack: () => void
}

/** Sign-up step 1: Name, Email Address, Phone; Next (SPEC 2). The machine checks SPEC 5's rules. */
export function DetailsStep({ initial, errors, onSubmit, onEdit, onBack }: DetailsStepProps) {
  const [name, setName] = useState(initial.name)
  const [email, setEmail] = useState(initial.email)
  const [phone, setPhone] = useState(initial.phone)
  const formRef = useRef<HTMLFormElement>(null)
  const focusFirstInvalid = useFocusFirstInvalid(formRef)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit({ name, email, phone })
    focusFirstInvalid()
  }
  const edit = (field: SignUpDetailsField, set: (value: string) => void) => (e: { currentTarget: { value: string } }) => {
    set(e.currentTarget.value)
    onEdit(field)
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          autoComplete="name"
          withAsterisk
          maxLength={TEXT_MAX.personName}
          value={name}
          error={errors.name}
          classNames={{ input: markedField.input }}
          onChange={edit('name', setName)}
        />
        <TextInput
          label="Email Address"
          type="email"
          autoComplete="email"
          withAsterisk
          value={email}
          maxLength={TEXT_MAX.email}
          error={errors.email}
          classNames={{ input: markedField.input }}
          onChange={edit('email', setEmail)}
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
          error={errors.phone}
          classNames={{ input: markedField.input }}
          onChange={edit('phone', setPhone)}
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
