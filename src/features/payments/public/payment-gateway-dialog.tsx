import '@mantine/core/styles/Alert.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/Overlay.css'
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { PAYMENT_MESSAGES } from '../../../../contracts/payment-messages'
import { formatRupees } from '../../../lib/money'
import type { paymentGatewayMachine } from '../../../machines/payment-gateway.machine'

interface PaymentGatewayDialogProps {
  /** The running gateway pass (checkout's Place Order, or Pay Now), or undefined when none runs. */
  readonly gateway: ActorRefFrom<typeof paymentGatewayMachine> | undefined
}

/**
 * What the buyer sees of a pass through the gateway (issue 31). The demo gateway is this dialog:
 * it says no money moves, shows the server's amount, and offers Pay and Decline; closing it
 * abandons the payment (the orders still await it). Razorpay opens its own window: this only
 * says that the store is confirming its return.
 */
export function PaymentGatewayDialog({ gateway }: PaymentGatewayDialogProps) {
  return gateway ? <GatewayDialog gateway={gateway} /> : null
}

function GatewayDialog({ gateway }: { gateway: ActorRefFrom<typeof paymentGatewayMachine> }) {
  const checkout = useSelector(gateway, (s) => s.context.checkout)
  const demo = useSelector(gateway, (s) => s.matches('demo'))
  const choosing = useSelector(gateway, (s) => s.matches({ demo: 'choosing' }))
  const paying = useSelector(gateway, (s) => s.matches({ demo: 'paying' }))
  const declining = useSelector(gateway, (s) => s.matches({ demo: 'declining' }))
  const confirming = useSelector(gateway, (s) => s.matches('confirming') || s.matches('awaitingCapture') || s.matches('checkingCapture'))
  const opened = demo || confirming

  return (
    <Modal
      opened={opened}
      // closing the demo gateway abandons the payment; once returned, the store is confirming it
      onClose={() => gateway.send({ type: 'gateway.dismiss' })}
      withCloseButton={demo}
      closeOnClickOutside={demo}
      closeOnEscape={demo}
      title={checkout.provider === 'demo' ? 'Demo payment gateway' : 'Confirming your payment'}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        {checkout.provider === 'demo' && (
          <Alert color="indigo" variant="light" title="Demo">
            {PAYMENT_MESSAGES.demoNotice}
          </Alert>
        )}
        <Group justify="space-between" gap="xs">
          <Text>Amount to pay</Text>
          <Text fw={700} data-testid="gateway-amount">
            {formatRupees(checkout.amount / 100)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {checkout.orderIds.length === 1 ? 'Order' : 'Orders'} {checkout.orderIds.join(', ')}
        </Text>
        {confirming ? (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text>Confirming your payment...</Text>
          </Group>
        ) : (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => gateway.send({ type: 'gateway.decline' })} disabled={!choosing} loading={declining}>
              Decline
            </Button>
            <Button onClick={() => gateway.send({ type: 'gateway.pay' })} disabled={!choosing} loading={paying}>
              Pay
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  )
}
