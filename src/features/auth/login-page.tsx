import { Anchor, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { useState, type FormEvent } from 'react'
import { Link, Navigate, useLocation } from 'react-router-dom'
import { signInMachine } from '../../machines/sign-in.machine'
import { useScreenActor } from '../../state/machine-registry'
import { useSessionActor } from '../../state/session-context'
import { AuthCard } from './auth-card'
import { PasswordField } from './password-field'
import { redirectTargetFrom } from './redirect-target'
import { SocialButtons } from './social/social-buttons'
import { TEXT_MAX } from '../../../contracts/limits'

/**
 * Sign In (SPEC 2): email and password with show/hide, Forget Password, Sign in, a link to
 * Sign Up, and Google or Facebook. Success goes where the login guard came from, else home.
 */
export function LoginPage() {
  const location = useLocation()
  const session = useSessionActor()
  const input = { session }
  const actor = useScreenActor(signInMachine, input)
  const signingIn = useSelector(actor, (s) => s.matches('signingIn'))
  const signedIn = useSelector(actor, (s) => s.status === 'done')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const redirectTo = redirectTargetFrom(location.state)

  if (signedIn) return <Navigate to={redirectTo} replace />

  const submit = (event: FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'signIn.submit', email, password })
  }

  return (
    <AuthCard title="Sign In" subtitle="Welcome back. Sign in to your business account to order, track and reorder.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            withAsterisk
            value={email}
            maxLength={TEXT_MAX.email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            withAsterisk
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to="/forget-password" size="sm" fw={600}>
              Forget Password
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={signingIn}>
            Sign in
          </Button>
        </Stack>
      </form>

      <Divider label="or" labelPosition="center" />
      <SocialButtons redirectTo={redirectTo} />

      <Text size="sm" ta="center">
        New to Tanabana?{' '}
        <Anchor component={Link} to="/register" fw={600}>
          Sign Up
        </Anchor>
      </Text>
    </AuthCard>
  )
}
