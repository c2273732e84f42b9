import type { MessageResponse } from '../../contracts/common'
import { MAX_PAGE_SIZE } from '../../contracts/limits'
import { FULFILMENT_MESSAGES } from '../../contracts/fulfilment-rules'
import { BUYER_CANCEL_DONE } from '../../contracts/order-cancellation'
import type { BuyRequest, BuyResponse, Order, OrderIdParams, OrderListResponse } from '../../contracts/order'
import { buyerCancelEntry, cancellableUntilOf } from '../../rules/fulfilment'
import { composePurchase, orderNumber, refuseStockShortfall, validateShipping } from '../../rules/orders'
import { refuseNoLongerSold } from '../../rules/on-sale'
import { fail } from '../../rules/rule-error'
import { refuseCodOverLimit } from '../../rules/payment-orders'
import { isPrepaid, paidThroughGateway, purchaseAmountPaise } from '../../rules/payments'
import { pageRequest } from '../../rules/query-numbers'
import type { OrderRecord } from '../../seed/records'
import { selectedAddress } from './addresses'
import type { BackendContext } from './backend-context'
import { emptyCart, pricedCart } from './cart'
import { redeemCoupon } from './coupons'
import { settleCancelledOrder } from './payment-refunds'
import { MOCK_PAYMENT_SETTINGS, orderPaymentOf, settlePayments, startPayment } from './payments'
import { putBackStock, takeStock } from './stock'
import { getUser } from './users'

/**
 * POST /buy: one order per cart line, shipped to the selected address; then the cart is empty.
 * A request carrying an Idempotency-Key already answered gets the same answer and creates
 * nothing, so a retried or double-sent Place Order buys once.
 */
export function buy(ctx: BackendContext, userId: string, input: BuyRequest, idempotencyKey: string | null): BuyResponse {
  const shippingOption = validateShipping(input.shippingOption, input.shippingDate)
  const key = idempotencyKey?.trim() || null
  if (key) {
    const earlier = ctx.db.get('idempotency').find((r) => r.key === key && r.userId === userId)
    if (earlier) return earlier.response
  }
  const user = getUser(ctx, userId)
  const { lines, subtotal, couponCode } = pricedCart(ctx, userId)
  if (lines.length === 0) fail(400, 'Your cart is empty')
  // a line staff archived cannot be bought: the buyer removes it first (the cart says so)
  for (const { product } of lines) refuseNoLongerSold(product)
  const address = selectedAddress(ctx, userId) ?? fail(400, 'Please select a delivery address')
  for (const { product, record } of lines) {
    const stock = product.productVarieties.find((v) => v.color === record.productColor)?.stock ?? 0
    if (stock < record.quantity) refuseStockShortfall(product.name, record.productColor)
  }
  if (couponCode) redeemCoupon(ctx, { userId, code: couponCode, subtotal })

  const placedAt = ctx.now()
  const serialBase = ctx.db.get('orders').length + 1
  const ids = lines.map((_, i) => ({ _id: ctx.newId(), orderId: orderNumber(placedAt, serialBase + i) }))
  const { orders, response } = composePurchase(
    {
      ids,
      user,
      address,
      placedAt,
      paymentMethod: input.paymentMethod,
      shippingOption,
      shippingDate: input.shippingDate,
      // one checkout's orders are one purchase, named after its first order (issue 29)
      purchaseId: ids[0]?._id,
      ...(couponCode ? { couponCode } : {}),
    },
    lines.map((line) => ({
      product: line.product,
      color: line.record.productColor,
      quantity: line.record.quantity,
      price: line.discounted ?? line.itemPrice,
      listPrice: line.itemPrice,
    })),
  )
  // Cash on Delivery up to the store's limit; card and UPI await the gateway, their stock held
  // (unless a coupon made the purchase free: no gateway takes an order for nothing)
  const amountPaise = purchaseAmountPaise(orders)
  if (!isPrepaid(input.paymentMethod)) refuseCodOverLimit(amountPaise / 100, MOCK_PAYMENT_SETTINGS.codLimit)
  const prepaid = paidThroughGateway(input.paymentMethod, amountPaise)
    ? startPayment(ctx, { userId, purchaseId: ids[0]?._id ?? '', method: input.paymentMethod, orders })
    : null
  const answer = prepaid ? { ...response, payment: prepaid.checkout } : response
  ctx.db.put('orders', [...ctx.db.get('orders'), ...(prepaid?.orders ?? orders)])
  takeStock(ctx, lines.map((l) => ({ productId: l.product._id, color: l.record.productColor, quantity: l.record.quantity })))
  emptyCart(ctx, userId)

  if (key) {
    ctx.db.put('idempotency', [
      ...ctx.db.get('idempotency'),
      { key, userId, response: answer, createdAt: new Date(placedAt).toISOString() },
    ])
  }
  return answer
}

/** An order as its buyer reads it: with the moment their right to cancel ends, while they have it (SPEC 9). */
export function buyerViewOf(order: OrderRecord, now: number): Order {
  const cancellableUntil = cancellableUntilOf(order.placedAt ?? order.createdAt, order.trackingDetails, now)
  return cancellableUntil ? { ...order, cancellableUntil } : order
}

/** The buyer's view with the order's payment (issue 31) when it was paid by card or UPI. */
function buyerOrderOf(ctx: BackendContext, order: OrderRecord, now: number): Order {
  const payment = orderPaymentOf(ctx, order)
  const view = buyerViewOf(order, now)
  return payment ? { ...view, payment } : view
}

/** GET /user/orderlist?page=&limit=: the user's orders, newest first. */
export function listOrders(ctx: BackendContext, userId: string, input: { page: string; limit: string }): OrderListResponse {
  const { page, limit } = pageRequest(input, MAX_PAGE_SIZE)
  settlePayments(ctx, userId)
  const mine = ctx.db
    .get('orders')
    .filter((o) => o.userId === userId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  const start = (page - 1) * limit
  const now = ctx.now()
  return {
    orders: mine.slice(start, start + limit).map((order) => buyerOrderOf(ctx, order, now)),
    totalPages: Math.ceil(mine.length / limit),
    totalItems: mine.length,
  }
}

/**
 * POST /user/orders/{id}/cancel (issue 29, beyond SPEC 7): the buyer cancels one of their own
 * orders while SPEC 9's policy allows (rules/fulfilment.ts); its metres go back in stock. Another
 * buyer's order is not found, as if it did not exist.
 */
export function cancelOrder(ctx: BackendContext, userId: string, { id }: OrderIdParams): MessageResponse {
  settlePayments(ctx, userId)
  const order = ctx.db.get('orders').find((o) => o._id === id && o.userId === userId) ?? fail(404, FULFILMENT_MESSAGES.notFound)
  const entry = buyerCancelEntry(order.placedAt ?? order.createdAt, order.trackingDetails, ctx.now())
  const cancelled: OrderRecord = { ...order, trackingDetails: [...(order.trackingDetails ?? []), entry], version: (order.version ?? 0) + 1 }
  ctx.db.put('orders', ctx.db.get('orders').map((o) => (o._id === id ? cancelled : o)))
  // then its payment, as the server and the staff's cancellation do: a paid order is refunded
  // through the gateway (issue 31, point 4)
  settleCancelledOrder(ctx, cancelled, 'buyer')
  if (order.productId && order.color) putBackStock(ctx, [{ productId: order.productId, color: order.color, quantity: order.item.quantity }])
  return { msg: BUYER_CANCEL_DONE }
}
