import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/Overlay.css'
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core'
import type { Order } from '../../../contracts/order'
import { BUYER_CANCEL_WORDS } from '../../../contracts/order-cancellation'
import { metres } from '../../../contracts/stock-rules'

interface CancelOrderDialogProps {
  /** The order being confirmed or cancelled; null closes the dialog. */
  readonly order: Order | null
  readonly cancelling: boolean
  readonly onKeep: () => void
  readonly onConfirm: () => void
}

/** 'Aster Linen, 12 m, Indigo': the line as the buyer knows it from the card. */
function lineOf(order: Order): string {
  return [order.item.name, metres(order.item.quantity), order.color].filter(Boolean).join(', ')
}

/**
 * Confirms the buyer's cancellation (issue 29, point 4): what it does (the order ends, nothing is
 * charged, the metres go back into stock) before anything is sent. While the call runs the
 * confirm button shows its progress and the dialog cannot be dismissed.
 */
export function CancelOrderDialog({ order, cancelling, onKeep, onConfirm }: CancelOrderDialogProps) {
  return (
    <Modal
      opened={order !== null}
      onClose={() => {
        if (!cancelling) onKeep()
      }}
      title={BUYER_CANCEL_WORDS.title}
      centered
      closeOnClickOutside={!cancelling}
      closeOnEscape={!cancelling}
      withCloseButton={!cancelling}
    >
      {order && (
        <Stack gap="lg">
          <Stack gap="xs">
            <Text>{BUYER_CANCEL_WORDS.consequences(order.orderId, lineOf(order))}</Text>
            <Text size="sm" c="dimmed">
              {BUYER_CANCEL_WORDS.final}
            </Text>
          </Stack>
          <Group justify="flex-end" gap="sm">
            {/* keeping is the safe choice, so it takes the focus when the dialog opens */}
            <Button variant="default" onClick={onKeep} disabled={cancelling} data-autofocus>
              {BUYER_CANCEL_WORDS.keep}
            </Button>
            <Button
              color="madder"
              onClick={onConfirm}
              disabled={cancelling}
              leftSection={cancelling ? <Loader size={14} color="currentColor" aria-hidden="true" /> : undefined}
            >
              {cancelling ? BUYER_CANCEL_WORDS.cancelling : BUYER_CANCEL_WORDS.confirm}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  )
}
