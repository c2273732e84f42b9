import { Button, Stack, Textarea, TextInput } from '@mantine/core'
import { useRef, type FormEvent } from 'react'
import { TEXT_MAX } from '../../../../contracts/limits'
import { charactersUsed } from '../../../lib/characters-used'
import { supportMachine, type SupportField } from '../../../machines/support.machine'
import { useScreenMachine } from '../../../state/machine-registry'
import { useFocusFirstInvalid } from '../../../ui/use-focus-first-invalid'
import markedField from '../../../ui/marked-field.module.css'
import { SUBMITTING_LABEL, supportFormCopy, type SupportFormVariant } from '../support-labels'

export interface SupportFormProps {
  /** 'contact' for the Get In Touch page, 'profile' (default) for Support & Help. */
  readonly variant?: SupportFormVariant
}

/**
 * The support request form shared by /contact-us and the profile's Support & Help
 * (SPEC 2, 5, 8). The support machine validates, sends, raises the toasts and marks the blank
 * fields; this view only shows its state and forwards keystrokes and the submit.
 */
export function SupportForm({ variant = 'profile' }: SupportFormProps) {
  const [state, send] = useScreenMachine(supportMachine)
  const copy = supportFormCopy[variant]
  const sending = state.matches('sending')
  const values = state.context
  const errors = state.context.fieldErrors
  const formRef = useRef<HTMLFormElement>(null)
  const focusFirstInvalid = useFocusFirstInvalid(formRef)

  const change = (field: SupportField) => (event: { currentTarget: { value: string } }) =>
    send({ type: 'support.change', field, value: event.currentTarget.value })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    send({ type: 'support.submit' })
    focusFirstInvalid()
  }

  // noValidate: the machine, not the browser, tells the user what is missing (SPEC 5 wording)
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-busy={sending} aria-label={variant === 'contact' ? 'Get In Touch' : 'Support & Help'}>
      <Stack gap="md">
        <TextInput
          label={copy.fields.name.label}
          placeholder={copy.fields.name.placeholder}
          name="name"
          autoComplete="name"
          withAsterisk
          aria-required
          readOnly={sending}
          maxLength={TEXT_MAX.personName}
          value={values.name}
          error={errors.name}
          classNames={{ input: markedField.input }}
          onChange={change('name')}
        />
        <TextInput
          label={copy.fields.contactDetails.label}
          placeholder={copy.fields.contactDetails.placeholder}
          name="contactDetails"
          autoComplete="email"
          withAsterisk
          aria-required
          readOnly={sending}
          maxLength={TEXT_MAX.supportContact}
          value={values.contactDetails}
          error={errors.contactDetails}
          classNames={{ input: markedField.input }}
          onChange={change('contactDetails')}
        />
        <Textarea
          label={copy.fields.message.label}
          placeholder={copy.fields.message.placeholder}
          name="message"
          rows={5}
          withAsterisk
          aria-required
          readOnly={sending}
          maxLength={TEXT_MAX.supportMessage}
          description={charactersUsed(values.message, TEXT_MAX.supportMessage)}
          value={values.message}
          error={errors.message}
          classNames={{ input: markedField.input }}
          onChange={change('message')}
        />
        <Button type="submit" disabled={sending} style={{ alignSelf: 'flex-start' }}>
          {sending ? SUBMITTING_LABEL : copy.submit}
        </Button>
      </Stack>
    </form>
  )
}
