import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/Overlay.css'
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react'
import { socialProviderNames, type SocialProvider } from '../../../machines/social-sign-in.machine'
import { validationMessages } from '../../../../contracts/form-rules'
import { allFilled, isValidEmail } from '../../../lib/validation'
import { standInProvider } from './stand-in-provider'

/** Who the stand-in signs in as unless the buyer types someone else. */
const sampleIdentity: Record<SocialProvider, { name: string; email: string }> = {
  google: { name: 'Ishaan Kapoor', email: 'ishaan.kapoor@example.com' },
  facebook: { name: 'Nandini Rao', email: 'nandini.rao@example.com' },
}

/**
 * Mock mode only: plays the provider's account picker so the whole social flow can be clicked
 * through without leaving the app.
 */
export function StandInProviderDialog() {
  const request = useSyncExternalStore(standInProvider.subscribe, standInProvider.getSnapshot)
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (!request) return
    setName(sampleIdentity[request.provider].name)
    setEmail(sampleIdentity[request.provider].email)
    setError(null)
  }, [request])

  const providerName = request ? socialProviderNames[request.provider] : ''

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!request) return
    if (!allFilled(name, email)) return setError(validationMessages.fillAllFields)
    if (!isValidEmail(email)) return setError(validationMessages.invalidEmail)
    request.confirm({ name, email })
  }

  return (
    <Modal
      opened={request !== null}
      onClose={() => request?.cancel()}
      title={`Continue with ${providerName}`}
      centered
      radius="lg"
      styles={{ title: { fontWeight: 700 } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Demo mode: this stand-in plays the part of {providerName}. Choose the account to sign in with; nothing leaves
            this browser.
          </Text>
          <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} autoComplete="name" />
          <TextInput
            label="Email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            autoComplete="email"
          />
          {error ? (
            <Text size="sm" c="madder.7" role="alert">
              {error}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => request?.cancel()}>
              Cancel
            </Button>
            <Button type="submit">Continue</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
