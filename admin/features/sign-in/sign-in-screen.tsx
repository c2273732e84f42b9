import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core'
import type { FormEvent } from 'react'
import { STAFF_ROLE_LABELS, type StaffRole } from '../../../contracts/admin/staff'
import { TEXT_MAX } from '../../../contracts/limits'
import { StaffSessionContext } from '../../state/staff-session'
import { BackOfficeMark } from '../../ui/back-office-mark'

/** The demo staff a mock-mode build lists under the form (the live bundle has none). */
export interface DemoStaffHint {
  readonly password: string
  readonly members: readonly { readonly email: string; readonly role: StaffRole }[]
}

const fieldOf = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? '')

/**
 * Staff sign in with email and password (issue 29). Shown in place of any back-office page while
 * nobody is signed in, so the page asked for opens right after. Blank or malformed fields are
 * marked under them (SPEC 5's words); a refusal (wrong password, too many attempts, with how
 * long to wait) is said above the button.
 */
export function SignInScreen({ demo }: { demo?: DemoStaffHint | null }) {
  const session = StaffSessionContext.useActorRef()
  const signingIn = StaffSessionContext.useSelector((s) => s.matches({ signedOut: 'signingIn' }))
  const { fieldErrors, error, notice } = StaffSessionContext.useSelector((s) => s.context)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    session.send({ type: 'session.signIn', email: fieldOf(form, 'email'), password: fieldOf(form, 'password') })
  }
  return (
    <Stack component="main" align="center" justify="center" mih="100dvh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <form onSubmit={submit} noValidate aria-labelledby="sign-in-title">
          <Stack gap="md">
            <BackOfficeMark />
            <Title order={1} size="h3" id="sign-in-title">
              Staff sign in
            </Title>
            {notice && (
              <Alert color="indigo" variant="light" role="status">
                {notice}
              </Alert>
            )}
            <TextInput label="Email" name="email" type="email" autoComplete="username" maxLength={TEXT_MAX.email} error={fieldErrors.email} disabled={signingIn} />
            <PasswordInput
              label="Password"
              name="password"
              autoComplete="current-password"
              maxLength={TEXT_MAX.password}
              error={fieldErrors.password}
              disabled={signingIn}
              visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the password' }}
            />
            {error && (
              <Alert color="madder" variant="light" role="alert">
                {error}
              </Alert>
            )}
            <Button type="submit" loading={signingIn} fullWidth>
              Sign in
            </Button>
            {demo && (
              <Text size="sm" c="dimmed">
                Mock mode: sign in as {demo.members.map((m) => `${m.email} (${STAFF_ROLE_LABELS[m.role]})`).join(', ')} with {demo.password}.
              </Text>
            )}
            <Text size="sm" c="dimmed">
              New to the team? Open the link an owner sent you to set your password. <Anchor href="/" underline="always">
                Back to the store
              </Anchor>
            </Text>
          </Stack>
        </form>
      </Paper>
    </Stack>
  )
}
