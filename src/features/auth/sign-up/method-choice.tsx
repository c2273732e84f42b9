import { Button, Divider, Stack } from '@mantine/core'
import type { ReactNode } from 'react'

interface MethodChoiceProps {
  /** The Google and Facebook buttons. */
  readonly social: ReactNode
  readonly onChooseEmail: () => void
}

/** Sign-up's first screen: Google, Facebook or email (SPEC 2). */
export function MethodChoice({ social, onChooseEmail }: MethodChoiceProps) {
  return (
    <Stack gap="sm">
      {social}
      <Divider label="or" labelPosition="center" my={4} />
      <Button size="md" fullWidth onClick={onChooseEmail} leftSection={<MailMark />}>
        Continue with Email
      </Button>
    </Stack>
  )
}

function MailMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </svg>
  )
}
