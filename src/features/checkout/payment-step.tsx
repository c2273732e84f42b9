import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { DEFAULT_SHIPPING_OPTION } from '../../../contracts/pricing'
import { formatRupees } from '../../lib/money'
import { shippingOptionById } from '../../lib/shipping-options'
import type { checkoutMachine } from '../../machines/checkout.machine'
import type { paymentGatewayMachine } from '../../machines/payment-gateway.machine'
import { PaymentGatewayDialog } from '../payments/public/payment-gateway-dialog'
import classes from './checkout.module.css'
import { PaymentResultPopup } from './payment-result-popup'
import { PaymentTabs } from './payment-tabs'

interface PaymentStepProps {
  readonly checkout: ActorRefFrom<typeof checkoutMachine>
}

/** A 'YYYY-MM-DD' date as the buyer reads it. */
function readableDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number)
  return new Date(y ?? 0, (m ?? 1) - 1, d ?? 1).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' })
}

/**
 * Step 3 (SPEC 2): where and how the order goes, the payment method tabs, Place Order and Back
 * (both waiting while the order is placed), and the success or failure popup. The summary and
 * totals beside it come from the server's cart, read on entering the step.
 */
export function PaymentStep({ checkout }: PaymentStepProps) {
  const address = useSelector(checkout, (s) => s.context.address)
  const userName = useSelector(checkout, (s) => s.context.userName)
  const shipping = useSelector(checkout, (s) => s.context.shipping)
  const paymentTab = useSelector(checkout, (s) => s.context.paymentTab)
  const orderNumbers = useSelector(checkout, (s) => s.context.orderNumbers)
  const failure = useSelector(checkout, (s) => s.context.failure)
  const hasItems = useSelector(checkout, (s) => (s.context.summary?.products.length ?? 0) > 0)
  const loading = useSelector(checkout, (s) => s.matches({ payment: 'loadingSummary' }))
  const summaryFailed = useSelector(checkout, (s) => s.matches({ payment: 'summaryFailed' }))
  const placing = useSelector(
    checkout,
    (s) => s.matches({ payment: 'placing' }) || s.matches({ payment: 'placed' }) || s.matches({ payment: 'paying' }) || s.matches({ payment: 'reopening' }),
  )
  const gateway = useSelector(checkout, (s) => s.children.gateway as ActorRefFrom<typeof paymentGatewayMachine> | undefined)
  const result = useSelector(checkout, (s) =>
    s.matches({ payment: 'succeeded' }) ? 'success' : s.matches({ payment: 'failed' }) ? 'failure' : null,
  )
  const option = shippingOptionById(shipping?.optionId ?? DEFAULT_SHIPPING_OPTION)
  const settled = result !== null

  return (
    <section className={classes.panel} aria-label="Payment">
      <Stack gap="lg">
        <div className={classes.block}>
          <Title order={2} size="h5" mb={4}>
            Delivery Address
          </Title>
          {address && (
            <Text size="sm">
              <strong>{address.name?.trim() || userName}</strong>
              {address.tag?.trim() ? ` (${address.tag.trim()})` : ''}
              <br />
              {address.address}, {address.city}, {address.state}
              {address.pinCode !== undefined && String(address.pinCode) !== '' ? ` - ${String(address.pinCode)}` : ''}
              <br />
              Phone: {String(address.alternativePhoneNumber)}
            </Text>
          )}
        </div>
        <div className={classes.block}>
          <Title order={2} size="h5" mb={4}>
            Shipping
          </Title>
          <Text size="sm">
            {option.name} ({formatRupees(option.price)}) · Shipping ID: {option._id}
          </Text>
          {option._id === 'scheduled' && shipping?.date && <Text size="sm">Delivery on {readableDate(shipping.date)}</Text>}
        </div>
        <div>
          <Title order={2} size="h5" mb="xs">
            Payment Method
          </Title>
          <PaymentTabs
            value={paymentTab}
            disabled={placing || settled}
            onChange={(tab) => checkout.send({ type: 'checkout.choosePayment', tab })}
          />
        </div>
        {loading && (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text>Loading...</Text>
          </Group>
        )}
        {summaryFailed && (
          <Group gap="sm">
            <Text c="madder.7">We could not load your order summary.</Text>
            <Button variant="outline" size="xs" onClick={() => checkout.send({ type: 'checkout.retry' })}>
              Try again
            </Button>
          </Group>
        )}
        {!loading && !summaryFailed && !hasItems && !settled && (
          <Text c="dimmed">Your cart is empty, so there is nothing to order.</Text>
        )}
      </Stack>
      <div className={classes.actions}>
        <Button variant="default" onClick={() => checkout.send({ type: 'checkout.back' })} disabled={placing || settled}>
          Back
        </Button>
        <Button
          onClick={() => checkout.send({ type: 'checkout.placeOrder' })}
          disabled={placing || settled || loading || !hasItems}
        >
          {placing ? 'Placing Order...' : 'Place Order'}
        </Button>
      </div>
      <PaymentGatewayDialog gateway={gateway} />
      <PaymentResultPopup
        result={result}
        orderNumbers={orderNumbers}
        failure={failure}
        onClose={() => checkout.send({ type: 'checkout.closePopup' })}
        onRetry={() => checkout.send({ type: 'checkout.retry' })}
      />
    </section>
  )
}
