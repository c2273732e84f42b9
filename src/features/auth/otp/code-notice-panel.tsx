import { Button, Paper, Stack, Text, VisuallyHidden } from '@mantine/core'
import { authNoticeMs } from '../../../machines/auth-shared'
import { useCountdown } from './use-countdown'

interface CodeNoticePanelProps {
  readonly email: string
  /** The store mailed the code (OTP_DELIVERY=email): the notice names the address, not the code. */
  readonly sentByEmail: boolean
  readonly onContinue: () => void
}

/**
 * Shown while the code notice is up (SPEC 7: 14 s, then verification). The code itself is in
 * the notice, or in the buyer's mailbox when the store mailed it; this panel says which, what
 * happens next, and lets the buyer go on without waiting. Only the first sentence is a live
 * region, so the ticking seconds are not read out.
 */
export function CodeNoticePanel({ email, sentByEmail, onContinue }: CodeNoticePanelProps) {
  const secondsLeft = useCountdown(authNoticeMs.codeNotice)
  return (
    <Paper withBorder radius="md" p="lg" bg="indigo.0">
      <Stack gap="sm">
        <Text fw={700} size="lg" role="status">
          {sentByEmail ? 'Check your email' : 'Your one-time code is ready'}
        </Text>
        <Text size="sm">
          {sentByEmail ? (
            <>
              We have sent the code to <strong>{email}</strong>. Keep that email at hand: the code entry opens by itself in{' '}
            </>
          ) : (
            <>
              The code for <strong>{email}</strong> is shown in the notice. Keep it handy: the code entry opens by itself in{' '}
            </>
          )}
          <span aria-hidden="true">{secondsLeft} s</span>
          <VisuallyHidden component="span">{authNoticeMs.codeNotice / 1000} seconds</VisuallyHidden>.
        </Text>
        <Button onClick={onContinue} size="md">
          Continue
        </Button>
      </Stack>
    </Paper>
  )
}
