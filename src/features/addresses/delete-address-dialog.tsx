import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/Overlay.css'
import { Button, Group, Modal, Text } from '@mantine/core'

interface DeleteAddressDialogProps {
  readonly opened: boolean
  readonly deleting: boolean
  readonly onCancel: () => void
  readonly onConfirm: () => void
}

/**
 * 'Are You Sure to Delete this Address?' (SPEC 2) with Cancel and Delete; Delete reads
 * 'Deleting...' and both wait while the call runs. It cannot be dismissed mid-call.
 */
export function DeleteAddressDialog({ opened, deleting, onCancel, onConfirm }: DeleteAddressDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!deleting) onCancel()
      }}
      title="Delete address"
      centered
      closeOnClickOutside={!deleting}
      closeOnEscape={!deleting}
      withCloseButton={!deleting}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text mb="lg">Are You Sure to Delete this Address?</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={deleting}>
          Cancel
        </Button>
        <Button color="madder" onClick={onConfirm} disabled={deleting}>
          {deleting ? 'Deleting...' : 'Delete'}
        </Button>
      </Group>
    </Modal>
  )
}
