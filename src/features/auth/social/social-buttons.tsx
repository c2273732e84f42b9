import { Button, Stack, Text } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { lazy, Suspense, useState } from 'react'
import { Navigate } from 'react-router-dom'
import {
  providerNotSetUpMessage,
  socialProviderNames,
  socialSignInMachine,
  type SocialProvider,
} from '../../../machines/social-sign-in.machine'
import { useScreenActor } from '../../../state/machine-registry'
import { useSessionActor } from '../../../state/session-context'
import { obtainProviderToken } from './obtain-provider-token'
import { FacebookMark, GoogleMark } from './provider-icons'
import { providerAvailability } from './provider-config'

// mock mode only; a live build drops this branch and never emits the dialog's chunk
const StandInProviderDialog =
  import.meta.env.VITE_MOCK === 'true'
    ? lazy(() => import('./stand-in-provider-dialog').then((m) => ({ default: m.StandInProviderDialog })))
    : null

const providers: readonly SocialProvider[] = ['google', 'facebook']
const marks = { google: <GoogleMark />, facebook: <FacebookMark /> }

interface SocialButtonsProps {
  /** Where a successful sign-in leads. */
  readonly redirectTo: string
}

/** Continue with Google and Continue with Facebook (SPEC 2), on /login and /register. */
export function SocialButtons({ redirectTo }: SocialButtonsProps) {
  const session = useSessionActor()
  // provided once: the actor keeps the logic it started with
  const [logic] = useState(() => socialSignInMachine.provide({ actors: { obtainProviderToken } }))
  const input = { session, configured: providerAvailability }
  const actor = useScreenActor(logic, input)
  const activeProvider = useSelector(actor, (s) => (s.matches('idle') ? null : s.context.provider))
  const signedIn = useSelector(actor, (s) => s.status === 'done')

  if (signedIn) return <Navigate to={redirectTo} replace />

  return (
    <Stack gap="sm">
      {providers.map((provider) => {
        const available = providerAvailability[provider]
        const noteId = `social-${provider}-note`
        return (
          <div key={provider}>
            <Button
              fullWidth
              variant="default"
              size="md"
              leftSection={marks[provider]}
              loading={activeProvider === provider}
              disabled={activeProvider !== null && activeProvider !== provider}
              aria-describedby={available ? undefined : noteId}
              onClick={() => actor.send({ type: 'social.start', provider })}
            >
              Continue with {socialProviderNames[provider]}
            </Button>
            {available ? null : (
              <Text id={noteId} size="xs" c="dimmed" mt={4} ta="center">
                {providerNotSetUpMessage(provider)}
              </Text>
            )}
          </div>
        )
      })}
      {StandInProviderDialog ? (
        <Suspense fallback={null}>
          <StandInProviderDialog />
        </Suspense>
      ) : null}
    </Stack>
  )
}
