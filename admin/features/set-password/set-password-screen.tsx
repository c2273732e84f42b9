import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core'
import { useMachine } from '@xstate/react'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { BACK_OFFICE_MESSAGES } from '../../../contracts/admin/back-office-messages'
import { TEXT_MAX } from '../../../contracts/limits'
import { PASSWORD_HINT } from '../../../contracts/password-rule'
import { linkTokenOf, setPasswordMachine } from '../../machines/set-password.machine'
import { BackOfficeMark } from '../../ui/back-office-mark'

const fieldOf = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? '')

/**
 * A new member of staff sets their password from their one-time link
 * (`/admin/set-password#token=...`, from an owner or `npm run staff:add`), under SPEC 5's
 * password rule, then signs in.
 */
export function SetPasswordScreen() {
  // read once: the fragment is dropped from the address bar so the token is not left on screen
  const [token] = useState(() => {
    const found = linkTokenOf(window.location.hash)
    if (found) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search)
    return found
  })
  const [state, send] = useMachine(setPasswordMachine, { input: { token } })
  const saving = state.matches('saving')
  const { fieldErrors, error, done } = state.context
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    send({ type: 'password.submit', password: fieldOf(event.currentTarget, 'password'), confirmPassword: fieldOf(event.currentTarget, 'confirmPassword') })
  }
  return (
    <Stack component="main" align="center" justify="center" mih="100dvh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={440}>
        <Stack gap="md">
          <BackOfficeMark />
          <Title order={1} size="h3">
            Set your password
          </Title>
          {state.matches('noLink') && (
            <Alert color="madder" variant="light" role="alert">
              {BACK_OFFICE_MESSAGES.noLinkToken}
            </Alert>
          )}
          {state.matches('done') && (
            <>
              <Alert color="leaf" variant="light" role="status">
                {done}
              </Alert>
              <Button component={Link} to="/">
                Go to sign in
              </Button>
            </>
          )}
          {(state.matches('editing') || saving) && (
            <form onSubmit={submit} noValidate aria-label="Set your password">
              <Stack gap="md">
                <PasswordInput
                  label="New password"
                  name="password"
                  autoComplete="new-password"
                  description={PASSWORD_HINT}
                  maxLength={TEXT_MAX.password}
                  error={fieldErrors.password}
                  disabled={saving}
                  visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the new password' }}
                />
                <PasswordInput
                  label="Confirm password"
                  name="confirmPassword"
                  autoComplete="new-password"
                  maxLength={TEXT_MAX.password}
                  error={fieldErrors.confirmPassword}
                  disabled={saving}
                  visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the confirmed password' }}
                />
                {error && (
                  <Alert color="madder" variant="light" role="alert">
                    {error}
                  </Alert>
                )}
                <Button type="submit" loading={saving} fullWidth>
                  Set password
                </Button>
              </Stack>
            </form>
          )}
          <Text size="sm">
            <Anchor component={Link} to="/">
              Back to sign in
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Stack>
  )
}
