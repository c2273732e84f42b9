import { Button, Group } from '@mantine/core'
import type { ReactNode } from 'react'

interface FormActionsProps {
  readonly onBack: () => void
  readonly backDisabled?: boolean
  /** The form's submit button; it takes the room Back does not need. */
  readonly children: ReactNode
}

/**
 * Back beside a form's main button. Back keeps its natural width and the main button fills the
 * rest, so long labels ('Request OTP', 'Generating OTP') fit on a 375 px phone.
 */
export function FormActions({ onBack, backDisabled, children }: FormActionsProps) {
  return (
    <Group gap="sm" wrap="nowrap" mt="xs" align="stretch">
      <Button variant="default" size="md" onClick={onBack} disabled={backDisabled} px="lg">
        Back
      </Button>
      <div style={{ flex: 1, minWidth: 0, display: 'flex' }}>{children}</div>
    </Group>
  )
}
