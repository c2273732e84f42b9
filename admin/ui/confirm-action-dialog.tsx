import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core'
import type { FormEvent, ReactNode } from 'react'

export interface ConfirmActionDialogProps {
  readonly opened: boolean
  /** 'Mark Shipped', 'Cancel order': the dialog's title and its confirm button. */
  readonly title: string
  readonly confirmLabel: string
  /** What the action will tell the buyer (or whoever it reaches), shown before it is sent. */
  readonly tells: ReactNode
  /** The heading above `tells`: 'What the buyer will be told' unless the action reaches someone else. */
  readonly tellsHeading?: string
  /** The fields the action needs (a reason, a carrier and tracking number). */
  readonly children?: ReactNode
  readonly sending: boolean
  /** Why the last try failed. */
  readonly error: string | null
  /** Offered with the error when the record changed meanwhile (409): read it afresh. */
  readonly reload?: { readonly label: string; readonly onClick: () => void } | null
  /** Sent with the form's fields: the dialog's fields are read by name from the form. */
  readonly onConfirm: (form: HTMLFormElement) => void
  readonly onClose: () => void
  /** A destructive action's confirm button is madder red. */
  readonly danger?: boolean
}

/**
 * The confirm-action pattern of every back-office write: a dialog that says what the action
 * will tell the buyer, asks for what it needs, shows progress while it is sent (the buttons
 * held), and keeps the form with a clear error when it fails, offering a reload when the record
 * changed meanwhile. Its state lives in the screen's machine (see order-page.machine.ts).
 */
export function ConfirmActionDialog(props: ConfirmActionDialogProps) {
  const { opened, title, confirmLabel, tells, tellsHeading = 'What the buyer will be told', children, sending, error, reload, onConfirm, onClose, danger } = props
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onConfirm(event.currentTarget)
  }
  return (
    <Modal opened={opened} onClose={sending ? () => undefined : onClose} title={title} centered closeOnClickOutside={!sending} closeOnEscape={!sending}>
      <form onSubmit={submit} noValidate aria-busy={sending}>
        <Stack gap="md">
          <div>
            <Text size="sm" fw={600}>
              {tellsHeading}
            </Text>
            <Text size="sm" component="div" c="dimmed">
              {tells}
            </Text>
          </div>
          {children}
          {error && (
            <Alert color="madder" variant="light" role="alert">
              <Text size="sm">{error}</Text>
              {reload && (
                <Button mt="xs" size="xs" variant="outline" color="madder" onClick={reload.onClick}>
                  {reload.label}
                </Button>
              )}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={sending}>
              Go back
            </Button>
            <Button type="submit" loading={sending} color={danger ? 'madder' : 'indigo'}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
