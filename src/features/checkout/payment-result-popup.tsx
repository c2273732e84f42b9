import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/Overlay.css'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import type { OrderFailure } from '../../machines/order-failure'
import { PurchaseOrderNumbers } from './purchase-order-numbers'

interface PaymentResultPopupProps {
  readonly result: 'success' | 'failure' | null
  /** The numbers of the orders the purchase made (the success popup). */
  readonly orderNumbers: readonly string[]
  /** Why the order failed and where to put it right (the failure popup). */
  readonly failure: OrderFailure | null
  readonly onClose: () => void
  readonly onRetry: () => void
}

/**
 * The Payment Success and Payment Failure popups (SPEC 2, Checkout step 3). Closing success
 * leads to /success-payment and closing failure to /cart (the page follows the machine); a
 * retry from the failure popup resends the same attempt, so it can never buy twice. Success
 * names the orders the purchase made, with a link to them in Order History (issue 28, point 8).
 */
export function PaymentResultPopup({ result, orderNumbers, failure, onClose, onRetry }: PaymentResultPopupProps) {
  const success = result === 'success'
  return (
    <Modal
      opened={result !== null}
      onClose={onClose}
      title={success ? 'Payment Success' : 'Payment Failure'}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        {success ? (
          <>
            <Text>Your order has been placed successfully.</Text>
            <PurchaseOrderNumbers numbers={orderNumbers} />
          </>
        ) : (
          <>
            <Text>We could not place your order. You can try again, or go back to your cart.</Text>
            {failure && (
              <>
                <Text fw={600}>{failure.reason}</Text>
                <Text size="sm">{failure.fix}</Text>
              </>
            )}
          </>
        )}
        <Group justify="flex-end" gap="sm">
          {success ? (
            <Button onClick={onClose}>Continue</Button>
          ) : (
            <>
              <Button variant="default" onClick={onClose}>
                Back to Cart
              </Button>
              <Button onClick={onRetry}>Try Again</Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  )
}
