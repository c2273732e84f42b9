import { Anchor, Loader, Stack, Text, Title } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { useId, useState } from 'react'
import { Link } from 'react-router-dom'
import type { ActorRefFrom } from 'xstate'
import type { Order } from '../../../../contracts/order'
import { canBuyerCancel } from '../../../../contracts/order-cancellation'
import { boughtTogetherWith } from '../../../lib/order-status'
import { orderHistoryMachine } from '../../../machines/order-history.machine'
import { orderTrackingMachine } from '../../../machines/order-tracking.machine'
import { payNowMachine } from '../../../machines/pay-now.machine'
import { useScreenActor } from '../../../state/machine-registry'
import { ReviewPopup } from '../../reviews/public/review-popup'
import { CancelOrderDialog } from '../cancel-order-dialog'
import { OrderCard, type CardCancel, type CardPay } from '../order-card'
import { mayPayNow } from '../payment-state-badge'
import { PaymentGatewayDialog } from '../../payments/public/payment-gateway-dialog'
import type { paymentGatewayMachine } from '../../../machines/payment-gateway.machine'
import { OrderPager } from '../order-pager'
import { TrackingModal } from '../tracking-modal'
import { useClock } from '../../../ui/use-clock'

/**
 * Order History (SPEC 2, 4, 9): five orders a page, expandable cards (one at a time), the Track
 * My Order overlay and reviews of lines not yet reviewed. A failed load is silent (SPEC 8).
 * Issue 29: Cancel Order while the policy allows it, confirmed in a dialog first. Issue 31: Pay
 * Now on an order awaiting payment opens the same gateway as the checkout, then the page reloads.
 */
export function OrderHistorySection() {
  const [historyInput] = useState({})
  const history = useScreenActor(orderHistoryMachine, historyInput)
  const tracking = useScreenActor(orderTrackingMachine)
  const [payNowInput] = useState(() => ({ history }))
  const payNow = useScreenActor(payNowMachine, payNowInput)
  const [reviewing, setReviewing] = useState<Order | null>(null)
  const headingId = useId()

  const { orders, page, totalPages, selectedOrderId, cancelOrderId, cancelError } = useSelector(history, (s) => s.context)
  const loading = useSelector(history, (s) => s.matches('loading'))
  // a failed load says nothing (SPEC 8), so 'no orders' is only claimed after a real answer
  const loaded = useSelector(history, (s) => s.matches('ready'))
  const canGoBack = useSelector(history, (s) => s.can({ type: 'orders.previous' }))
  const canGoForward = useSelector(history, (s) => s.can({ type: 'orders.next' }))
  const cancelAllowed = useSelector(history, (s) => s.matches('ready') || s.matches('failed') || s.matches('cancelFailed'))
  const confirming = useSelector(history, (s) => s.matches('confirmingCancel') || s.matches('cancelling'))
  const cancelling = useSelector(history, (s) => s.matches('cancelling'))
  const trackingOpen = useSelector(tracking, (s) => s.matches('open'))
  const { order: trackedOrder, timeline, cancellation } = useSelector(tracking, (s) => s.context)
  // the server says until when; the clock at render says whether still (contracts/order-cancellation.ts)
  const now = useClock()
  const cancelOf = (order: Order): CardCancel => ({
    until: canBuyerCancel(order, now) ? (order.cancellableUntil ?? null) : null,
    enabled: cancelAllowed,
    error: order._id === cancelOrderId ? cancelError : null,
  })
  const payIdle = useSelector(payNow, (s) => s.matches('idle'))
  const payEnabled = cancelAllowed && payIdle
  const gateway = useSelector(payNow, (s) => s.children.gateway as ActorRefFrom<typeof paymentGatewayMachine> | undefined)
  const payOf = (order: Order): CardPay => ({ offered: mayPayNow(order.payment, now), enabled: payEnabled })
  const confirmingOrder = confirming ? (orders.find((o) => o._id === cancelOrderId) ?? null) : null

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId} aria-busy={loading}>
      <Title order={1} size="h2" id={headingId}>
        Order History
      </Title>

      {loading && orders.length === 0 && (
        <Stack align="center" py="xl">
          <Loader aria-label="Loading your orders" />
        </Stack>
      )}

      {loaded && orders.length === 0 && (
        <Stack align="center" py="xl" gap="xs">
          <Text fw={600}>You have not placed any orders yet.</Text>
          <Anchor component={Link} to="/products">
            Continue Shopping
          </Anchor>
        </Stack>
      )}

      {orders.length > 0 && (
        <Stack gap="sm">
          {orders.map((order) => (
            <OrderCard
              key={order._id}
              order={order}
              expanded={selectedOrderId === order._id}
              boughtTogether={boughtTogetherWith(order, orders)}
              cancel={cancelOf(order)}
              pay={payOf(order)}
              onPayNow={() => order.payment && payNow.send({ type: 'payNow.start', paymentId: order.payment.paymentId })}
              onToggle={() => history.send({ type: 'orders.toggle', orderId: order._id })}
              onTrack={() => tracking.send({ type: 'tracking.open', order })}
              onReview={() => setReviewing(order)}
              onCancel={() => history.send({ type: 'orders.cancel', orderId: order._id })}
            />
          ))}
        </Stack>
      )}

      {totalPages > 0 && (
        <OrderPager
          page={page}
          totalPages={totalPages}
          canGoBack={canGoBack}
          canGoForward={canGoForward}
          onPrevious={() => history.send({ type: 'orders.previous' })}
          onNext={() => history.send({ type: 'orders.next' })}
        />
      )}

      <TrackingModal
        opened={trackingOpen}
        order={trackedOrder}
        timeline={timeline}
        cancellation={cancellation}
        onClose={() => tracking.send({ type: 'tracking.close' })}
      />

      <PaymentGatewayDialog gateway={gateway} />

      <CancelOrderDialog
        order={confirmingOrder}
        cancelling={cancelling}
        onKeep={() => history.send({ type: 'orders.keep' })}
        onConfirm={() => history.send({ type: 'orders.confirmCancel' })}
      />

      {reviewing?.productId && (
        <ReviewPopup
          productId={reviewing.productId}
          orderId={reviewing.orderId}
          opened
          onClose={() => setReviewing(null)}
          onSubmitted={() => {
            history.send({ type: 'orders.reviewed', orderId: reviewing._id })
            setReviewing(null)
          }}
        />
      )}
    </Stack>
  )
}
