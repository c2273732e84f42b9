import { Button, Stack, Text, UnstyledButton } from '@mantine/core'
import type { Order } from '../../../contracts/order'
import { BUYER_CANCEL_WORDS } from '../../../contracts/order-cancellation'
import { PAYMENT_MESSAGES } from '../../../contracts/payment-messages'
import { metres } from '../../../contracts/stock-rules'
import { formatRupees } from '../../lib/money'
import { canReviewOrder, orderPricingOf } from '../../lib/order-status'
import { ProductPicture } from '../../ui/product-picture'
import classes from './order-card.module.css'
import { formatOrderDate, formatTrackingTime } from './order-dates'
import { OrderStatusBadge } from './order-status-badge'
import { PaymentStateBadge } from './payment-state-badge'

/** What the card shows of the buyer's right to cancel (issue 29, point 4). */
export interface CardCancel {
  /** The server's deadline, while the policy still allows a cancel; null hides the button. */
  readonly until: string | null
  /** False while the list loads or a cancel is being confirmed or sent. */
  readonly enabled: boolean
  /** Why this card's last cancellation failed (the server's words). */
  readonly error: string | null
}

/** What the card shows of Pay Now (issue 31): offered while the order awaits payment and its hold lasts. */
export interface CardPay {
  readonly offered: boolean
  /** False while the list loads, or a payment is already open. */
  readonly enabled: boolean
}

interface OrderCardProps {
  readonly order: Order
  readonly expanded: boolean
  /** The numbers of the other orders of its purchase on this page. */
  readonly boughtTogether: readonly string[]
  readonly cancel: CardCancel
  readonly pay: CardPay
  readonly onPayNow: () => void
  readonly onToggle: () => void
  readonly onTrack: () => void
  readonly onReview: () => void
  readonly onCancel: () => void
}

function Chevron() {
  return (
    <svg className={classes.chevron} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

function ShippingAddress({ order }: { order: Order }) {
  const a = order.shippingAddress
  if (!a) return <Text size="sm">-</Text>
  const place = [a.city, a.state].filter(Boolean).join(', ')
  return (
    <Text size="sm" component="address" fs="normal">
      {a.fullName && <span className={classes.addressName}>{a.fullName}</span>}
      {a.address && <span className={classes.addressLine}>{a.address}</span>}
      {(place || a.pinCode) && <span className={classes.addressLine}>{[place, a.pinCode].filter(Boolean).join(' - ')}</span>}
      {a.phone != null && <span className={classes.addressLine}>Phone: {String(a.phone)}</span>}
    </Text>
  )
}

function CancelOffer({ cancel, onCancel, orderId }: { cancel: CardCancel; onCancel: () => void; orderId: string }) {
  const noteId = `order-cancel-note-${orderId}`
  return (
    <>
      {cancel.until !== null && (
        <Button
          size="xs"
          variant="outline"
          color="madder"
          onClick={onCancel}
          disabled={!cancel.enabled}
          aria-describedby={noteId}
        >
          {BUYER_CANCEL_WORDS.action}
        </Button>
      )}
      {cancel.until !== null && (
        <Text size="xs" c="dimmed" id={noteId} className={classes.cancelNote}>
          {BUYER_CANCEL_WORDS.openUntil(formatTrackingTime(cancel.until))}
        </Text>
      )}
      {cancel.error !== null && (
        <Text size="sm" className={classes.cancelError}>
          {cancel.error}
        </Text>
      )}
    </>
  )
}

/**
 * One order line (SPEC 2, 4): a summary that expands and collapses on click, Track My Order
 * (outside the toggle, so it never expands the card) and, until the line is reviewed, Review Your Purchase.
 * Issue 29: the colour bought, the other orders of its purchase, and Cancel Order while allowed.
 * Issue 31: the payment state beside the tracking, and Pay Now while the order awaits payment.
 */
export function OrderCard({ order, expanded, boughtTogether, cancel, pay, onPayNow, onToggle, onTrack, onReview, onCancel }: OrderCardProps) {
  const image = order.item.productVarieties?.[0]?.images[0]
  const pricing = orderPricingOf(order)
  const detailsId = `order-details-${order._id}`
  const payNoteId = `order-pay-note-${order._id}`

  return (
    <article className={classes.card} data-expanded={expanded || undefined} aria-label={`Order ${order.orderId}`}>
      <UnstyledButton className={classes.summary} onClick={onToggle} aria-expanded={expanded} aria-controls={detailsId}>
        {image ? (
          <ProductPicture src={image} alt={order.item.name} sizes="72px" fallback="thumb" width={72} height={72} className={classes.image} loading="lazy" />
        ) : (
          <span className={classes.image} aria-hidden="true" />
        )}
        <Stack gap={2} miw={0}>
          <Text fw={600} className={classes.name} title={order.item.name}>
            {order.item.name}
          </Text>
          <Text size="sm" c="dimmed">
            Quantity: {metres(order.item.quantity)}
          </Text>
          {order.color && (
            <Text size="sm" c="dimmed">
              Colour: {order.color}
            </Text>
          )}
          <Text size="xs" c="dimmed" truncate>
            Order ID: {order.orderId}
          </Text>
          {boughtTogether.length > 0 && (
            <Text size="xs" c="dimmed" className={classes.together}>
              Bought together with {boughtTogether.join(', ')}
            </Text>
          )}
        </Stack>
        <span className={classes.aside}>
          <Text fw={700}>{formatRupees(order.item.price)}</Text>
          <span className={classes.badges}>
            <OrderStatusBadge order={order} />
            <PaymentStateBadge payment={order.payment} />
          </span>
          <Chevron />
        </span>
      </UnstyledButton>

      <div className={classes.actions}>
        {pay.offered && (
          <Button size="xs" onClick={onPayNow} disabled={!pay.enabled} aria-describedby={order.payment?.holdUntil ? payNoteId : undefined}>
            Pay Now
          </Button>
        )}
        <Button size="xs" variant="light" onClick={onTrack}>
          Track My Order
        </Button>
        {canReviewOrder(order) && (
          <Button size="xs" variant="outline" onClick={onReview}>
            Review Your Purchase
          </Button>
        )}
        <CancelOffer cancel={cancel} onCancel={onCancel} orderId={order._id} />
        {pay.offered && order.payment?.holdUntil && (
          <Text size="xs" c="dimmed" id={payNoteId} className={classes.cancelNote}>
            {PAYMENT_MESSAGES.payBy(formatTrackingTime(order.payment.holdUntil))}
          </Text>
        )}
      </div>

      <div id={detailsId} hidden={!expanded} className={classes.details}>
        {expanded && (
          <>
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                Shipping Address
              </Text>
              <ShippingAddress order={order} />
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                Shipment
              </Text>
              <Text size="sm">Shipment date: {formatOrderDate(order.shipment?.date)}</Text>
              <Text size="sm">Estimated delivery: {formatOrderDate(order.shipment?.estimatedDelivery)}</Text>
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                Pricing
              </Text>
              <dl className={classes.pricing}>
                <Text component="dt" size="sm">
                  Item price
                </Text>
                <Text component="dd" size="sm">
                  {formatRupees(pricing.subtotal)}
                </Text>
                <Text component="dt" size="sm">
                  Estimated tax
                </Text>
                <Text component="dd" size="sm">
                  {formatRupees(pricing.tax)}
                </Text>
                <Text component="dt" size="sm">
                  Shipping &amp; handling
                </Text>
                <Text component="dd" size="sm">
                  {formatRupees(pricing.shipping)}
                </Text>
                <Text component="dt" size="sm" className={classes.total}>
                  Total
                </Text>
                <Text component="dd" size="sm" className={classes.total}>
                  {formatRupees(pricing.total)}
                </Text>
              </dl>
            </Stack>
          </>
        )}
      </div>
    </article>
  )
}
