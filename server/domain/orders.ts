import { and, count, desc, eq, gte, sql } from 'drizzle-orm'
import type { MessageResponse } from '../../contracts/common'
import { MAX_PAGE_SIZE } from '../../contracts/limits'
import { BUYER_CANCEL_DONE } from '../../contracts/order-cancellation'
import type { BuyRequest, BuyResponse, Order, OrderIdParams, OrderListResponse } from '../../contracts/order'
import type { OrderPayment, PaymentCheckout } from '../../contracts/payment'
import { PAYMENT_MESSAGES } from '../../contracts/payment-messages'
import { buyerCancelEntry, cancellableUntilOf } from '../../rules/fulfilment'
import { refuseCodOverLimit } from '../../rules/payment-orders'
import { isPrepaid, paidThroughGateway, purchaseAmountPaise } from '../../rules/payments'
import { composePurchase, orderNumber, refuseStockShortfall, validateShipping, type ComposedOrder } from '../../rules/orders'
import { refuseNoLongerSold } from '../../rules/on-sale'
import { fail } from '../../rules/rule-error'
import { pageRequest } from '../../rules/query-numbers'
import type { Tx } from '../db/connection'
import { cartLines, idempotencyKeys, orders, payments, productVarieties, users } from '../db/schema'
import { selectedAddressOf } from './addresses'
import { mailBuyerAboutOrder } from './buyer-mails'
import { lockBuyer, priceBuyerCart, type PricedLine } from './cart'
import type { Caller, ServerContext } from './context'
import { redeemCoupon } from './coupons'
import { appendTracking, lockOrder, placedAtOf, restockOrder, type OrderRow } from './order-changes'
import { checkoutOf, lockPaymentOfOrder } from './payments/payment-records'
import { openPayment } from './payments/purchase-payment'
import { settleCancelledOrder } from './payments/refunds'

/**
 * A prepaid order's payment as the buyer's card reads it (issue 31): its state, the purchase's
 * payment (for Pay Now), and while it awaits payment, when its hold ends (`holdUntil`, the
 * payment's). Absent for Cash on Delivery and the orders placed before payments.
 */
function paymentOf(row: OrderRow, holdUntil: string | null): OrderPayment | undefined {
  if (row.paymentId === null || row.paymentState === null) return undefined
  return {
    state: row.paymentState,
    paymentId: row.paymentId,
    ...(row.paymentState === 'awaitingPayment' && holdUntil !== null ? { holdUntil: new Date(holdUntil).toISOString() } : {}),
  }
}

/**
 * An order row as the client reads it; keys the oldest records never had stay absent. While
 * the buyer may still cancel (SPEC 9's policy, rules/fulfilment.ts), `cancellableUntil` says until when.
 * `holdUntil` is its payment's hold end, for a prepaid order.
 */
export function toOrder(row: OrderRow, now: number, holdUntil: string | null = null): Order {
  const placedAt = placedAtOf(row)
  const payment = paymentOf(row, holdUntil)
  const cancellableUntil = cancellableUntilOf(placedAt, row.trackingDetails ?? undefined, now)
  return {
    _id: row.id,
    orderId: row.orderNumber,
    productId: row.productId,
    item: row.item,
    ...(row.trackingDetails === null ? {} : { trackingDetails: row.trackingDetails }),
    ...(row.shipment === null ? {} : { shipment: row.shipment }),
    ...(row.shippingAddress === null ? {} : { shippingAddress: row.shippingAddress }),
    ...(row.pricing === null ? {} : { pricing: row.pricing }),
    reviewed: row.reviewed,
    ...(row.color === null ? {} : { color: row.color }),
    ...(row.purchaseId === null ? {} : { purchaseId: row.purchaseId }),
    placedAt,
    ...(cancellableUntil === undefined ? {} : { cancellableUntil }),
    ...(payment === undefined ? {} : { payment }),
  }
}

/** The row that stores a composed order (rules/orders.ts makes it, for the seed and for /buy alike). */
export function orderRow(order: ComposedOrder): typeof orders.$inferInsert {
  return {
    id: order._id,
    orderNumber: order.orderId,
    userId: order.userId,
    productId: order.productId ?? '',
    paymentMethod: order.paymentMethod,
    reviewed: order.reviewed ?? false,
    item: order.item,
    trackingDetails: order.trackingDetails === undefined ? null : [...order.trackingDetails],
    shipment: order.shipment ?? null,
    shippingAddress: order.shippingAddress ?? null,
    pricing: order.pricing ?? null,
    createdAt: order.createdAt,
    color: order.color ?? null,
    unitPrice: order.unitPrice ?? null,
    couponCode: order.couponCode ?? null,
    discount: order.discount ?? null,
    purchaseId: order.purchaseId ?? null,
  }
}

/** GET /user/orderlist?page=&limit=: the buyer's orders, newest first. */
export async function listOrders(ctx: ServerContext, userId: string, input: { page: string; limit: string }): Promise<OrderListResponse> {
  const { page, limit } = pageRequest(input, MAX_PAGE_SIZE)
  return ctx.db.transaction(async (tx) => {
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(orders).where(eq(orders.userId, userId))
    const rows = await tx
      .select({ order: orders, holdUntil: payments.holdUntil })
      .from(orders)
      .leftJoin(payments, eq(payments.id, orders.paymentId))
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
      .limit(limit)
      .offset((page - 1) * limit)
    const now = ctx.now()
    return { orders: rows.map((row) => toOrder(row.order, now, row.holdUntil)), totalPages: Math.ceil(total / limit), totalItems: total }
  })
}

/**
 * Claims an Idempotency-Key for this purchase. The insert waits while another transaction holds
 * the same key and, once that one commits, finds it taken: the caller then replays its answer.
 * If that one rolled back (out of stock, say), this one claims the key and tries afresh.
 */
async function claimKey(tx: Tx, userId: string, key: string): Promise<BuyResponse | null> {
  const claimed = await tx.insert(idempotencyKeys).values({ userId, key }).onConflictDoNothing().returning({ key: idempotencyKeys.key })
  if (claimed.length > 0) return null
  const [earlier] = await tx
    .select({ response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
  return earlier?.response ?? fail(409, 'This order is already being placed')
}

/** A variety's place in the one order every purchase locks stock in (see buy). */
const varietyKey = (line: PricedLine) => `${line.product._id}\u0000${line.row.color}`

/** The next order serial, unique across every process (a sequence; see schema.ts). */
async function nextOrderSerial(tx: Tx): Promise<number> {
  const result = (await tx.execute(sql`select nextval('order_number_seq')::int as serial`)) as unknown as { rows: { serial: number }[] }
  return result.rows[0]?.serial ?? fail(500, 'No order number could be drawn')
}

/** Takes stock off one variety, refusing to go below 0 (a CHECK refuses it too). */
async function takeStock(tx: Tx, productId: string, color: string, quantity: number, name: string): Promise<void> {
  const taken = await tx
    .update(productVarieties)
    .set({ stock: sql`${productVarieties.stock} - ${quantity}` })
    .where(and(eq(productVarieties.productId, productId), eq(productVarieties.color, color), gte(productVarieties.stock, quantity)))
    .returning({ stock: productVarieties.stock })
  if (taken.length === 0) refuseStockShortfall(name, color)
}

/** The cart as Place Order reads it: the buyer, the lines on sale, the delivery address; refused when it cannot be bought. */
async function readCheckout(ctx: ServerContext, tx: Tx, userId: string, lock: boolean) {
  const user = lock ? await lockBuyer(tx, userId) : ((await tx.select().from(users).where(eq(users.id, userId)))[0] ?? fail(401, 'Unauthorized'))
  const cart = await priceBuyerCart(ctx, tx, userId, user.appliedCoupon)
  if (cart.lines.length === 0) return fail(400, 'Your cart is empty')
  // a line staff archived cannot be bought: the buyer removes it first (the cart says so)
  for (const line of cart.lines) refuseNoLongerSold(line)
  const address = (await selectedAddressOf(tx, userId)) ?? fail(400, 'Please select a delivery address')
  return { user, cart, address }
}

type Checkout = Awaited<ReturnType<typeof readCheckout>>

/** The orders a checkout makes (rules/orders.ts composePurchase): the same figures whoever composes them. */
function composeCheckout(
  { user, cart, address }: Checkout,
  purchase: { ids: { _id: string; orderId: string }[]; purchaseId: string; placedAt: number },
  input: BuyRequest,
  shippingOption: string,
) {
  return composePurchase(
    {
      ...purchase,
      ...(cart.couponCode ? { couponCode: cart.couponCode } : {}),
      user: { _id: user.id, name: user.name },
      address,
      paymentMethod: input.paymentMethod,
      shippingOption,
      shippingDate: input.shippingDate,
    },
    cart.lines.map((line) => ({
      product: line.product,
      color: line.row.color,
      quantity: line.row.quantity,
      price: line.discounted ?? line.itemPrice,
      listPrice: line.itemPrice,
    })),
  )
}

/** The answer kept for an Idempotency-Key that a committed purchase already answered, if any. */
async function keptAnswer(tx: Tx, userId: string, key: string | null): Promise<BuyResponse | null> {
  if (!key) return null
  const [kept] = await tx
    .select({ response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
  return kept?.response ?? null
}

/**
 * What a prepaid purchase will cost, in paise, read before the gateway's order is made (the
 * gateway is never called inside a transaction). Refuses what Place Order would refuse, so a cart
 * that cannot be bought makes no gateway order; a kept answer is replayed instead.
 */
async function quotePurchase(
  ctx: ServerContext,
  caller: Caller<string>,
  input: BuyRequest,
  shippingOption: string,
): Promise<{ readonly replay: BuyResponse } | { readonly amountPaise: number }> {
  return ctx.db.transaction(async (tx) => {
    const replay = await keptAnswer(tx, caller.userId, caller.idempotencyKey)
    if (replay) return { replay }
    const checkout = await readCheckout(ctx, tx, caller.userId, false)
    for (const line of checkout.cart.lines) {
      const variety = line.product.productVarieties.find((v) => v.color === line.row.color)
      if (variety && Number(variety.stock) < line.row.quantity) refuseStockShortfall(line.product.name, line.row.color)
    }
    const ids = checkout.cart.lines.map((_, i) => ({ _id: `quote-${i}`, orderId: `quote-${i}` }))
    const { orders: composed } = composeCheckout(checkout, { ids, purchaseId: 'quote', placedAt: ctx.now() }, input, shippingOption)
    return { amountPaise: purchaseAmountPaise(composed) }
  })
}

/** The gateway's order made for a quote: placed only if the orders still cost exactly this. */
interface GatewayOrder {
  readonly purchaseId: string
  readonly providerOrderId: string
  readonly amountPaise: number
}

/**
 * How a purchase is paid: on delivery (up to COD_LIMIT), through the gateway's order, or not at
 * all when a prepaid purchase costs nothing (a coupon took it all) and so no gateway is asked.
 */
type PurchaseSettlement = { readonly by: 'onDelivery' } | { readonly by: 'nothingToPay' } | { readonly by: 'gateway'; readonly order: GatewayOrder }

/** Thrown inside Place Order's transaction when the cart no longer costs what the gateway's order asks: it rolls back. */
class AmountChanged extends Error {}

/**
 * Place Order's one transaction: claim the Idempotency-Key, price the cart, take the stock, spend the
 * applied coupon (server/domain/coupons.ts: its limits, or the order is refused with the reason),
 * write one order per line (SPEC 3) with its first tracking entry, empty the cart. Cash on Delivery
 * is refused over COD_LIMIT. With a gateway order (Credit Card, Paypal as UPI) the orders await
 * payment and the payment is written beside them, holding their stock until its hold ends.
 */
async function placePurchase(
  ctx: ServerContext,
  caller: Caller<string>,
  input: BuyRequest,
  shippingOption: string,
  settlement: PurchaseSettlement,
): Promise<BuyResponse> {
  const { userId, idempotencyKey } = caller
  return ctx.db.transaction(async (tx) => {
    if (idempotencyKey) {
      const replay = await claimKey(tx, userId, idempotencyKey)
      if (replay) return replay
    }
    const checkout = await readCheckout(ctx, tx, userId, true)
    const { cart } = checkout
    const placedAt = ctx.now()
    // varieties are locked in one global order (product id, then colour): two buyers whose carts
    // hold the same varieties in opposite orders would otherwise deadlock each other
    const byVariety = [...cart.lines].sort((a, b) => (varietyKey(a) < varietyKey(b) ? -1 : 1))
    for (const line of byVariety) await takeStock(tx, line.product._id, line.row.color, line.row.quantity, line.product.name)
    const ids: { _id: string; orderId: string }[] = []
    while (ids.length < cart.lines.length) ids.push({ _id: ctx.newId(), orderId: orderNumber(placedAt, await nextOrderSerial(tx)) })
    // one checkout's orders share it: the back office groups them, and so does the buyer's order card
    const gatewayOrder = settlement.by === 'gateway' ? settlement.order : null
    const purchaseId = gatewayOrder?.purchaseId ?? ctx.newId()
    const { orders: composed, response } = composeCheckout(checkout, { ids, purchaseId, placedAt }, input, shippingOption)
    const amountPaise = purchaseAmountPaise(composed)
    if (settlement.by === 'onDelivery') refuseCodOverLimit(amountPaise / 100, ctx.payments.codLimit)
    else if (amountPaise !== (gatewayOrder?.amountPaise ?? 0)) throw new AmountChanged()
    if (cart.couponCode) await redeemCoupon(ctx, tx, { userId, code: cart.couponCode, subtotal: cart.subtotal, orderId: response.orderId })

    const placed = gatewayOrder === null ? null : await openPayment(tx, ctx, { ...gatewayOrder, userId, method: input.paymentMethod, placedAt })
    await tx.insert(orders).values(composed.map((order) => ({ ...orderRow(order), ...(placed ? { paymentId: placed.payment.id, paymentState: 'awaitingPayment' as const } : {}) })))
    const answer: typeof response & { payment?: PaymentCheckout } = placed
      ? { ...response, payment: checkoutOf(ctx.payments.provider, placed.payment, response.orderIds) }
      : response
    await tx.delete(cartLines).where(eq(cartLines.userId, userId))
    await tx.update(users).set({ appliedCoupon: null }).where(eq(users.id, userId))

    if (idempotencyKey) {
      await tx.update(idempotencyKeys).set({ response: answer }).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, idempotencyKey)))
    }
    return answer
  })
}

/** A prepaid purchase's settlement: the gateway's order for its amount, made before any transaction opens. */
async function settlementFor(ctx: ServerContext, paymentMethod: string, amountPaise: number): Promise<PurchaseSettlement> {
  if (!paidThroughGateway(paymentMethod, amountPaise)) return { by: 'nothingToPay' }
  const purchaseId = ctx.newId()
  const { providerOrderId } = await ctx.payments.provider.createOrder({ amountPaise, currency: 'INR', receipt: purchaseId, notes: { purchaseId } })
  return { by: 'gateway', order: { purchaseId, providerOrderId, amountPaise } }
}

/** How many times Place Order makes a fresh gateway order when the cart changed under the first. */
const QUOTE_ATTEMPTS = 3

/**
 * POST /buy. Cash on Delivery: one transaction (placePurchase), up to COD_LIMIT. Credit Card and
 * Paypal (UPI): the purchase is priced first, the gateway's order made for that amount with a
 * fresh purchase id as its receipt, and only then the orders placed in one transaction with the
 * payment, checked to cost exactly what the gateway's order asks (a cart changed in between rolls
 * back and is priced again); one a coupon made free is placed at once, with no gateway. The
 * gateway is never called with a transaction open: its latency would hold the buyer's and the
 * varieties' locks. A gateway order left behind by a refusal is never paid and lapses at the
 * gateway. The hold's end is scheduled with the orders. A repeat of the Idempotency-Key, one after another or at the same moment, replays the first answer (its
 * checkout included) and creates nothing.
 */
export async function buy(ctx: ServerContext, caller: Caller<string>, input: BuyRequest): Promise<BuyResponse> {
  const shippingOption = validateShipping(input.shippingOption, input.shippingDate)
  if (!isPrepaid(input.paymentMethod)) return placePurchase(ctx, caller, input, shippingOption, { by: 'onDelivery' })
  for (let attempt = 0; attempt < QUOTE_ATTEMPTS; attempt += 1) {
    const quote = await quotePurchase(ctx, caller, input, shippingOption)
    if ('replay' in quote) return quote.replay
    try {
      return await placePurchase(ctx, caller, input, shippingOption, await settlementFor(ctx, input.paymentMethod, quote.amountPaise))
    } catch (error) {
      if (!(error instanceof AmountChanged)) throw error
    }
  }
  return fail(409, PAYMENT_MESSAGES.cartChanged)
}

/**
 * POST /user/orders/{id}/cancel (issue 29, beyond SPEC 7): the buyer cancels one of their own
 * orders while SPEC 9's policy allows it (rules/fulfilment.ts buyerCancelEntry: within 12 hours
 * of ordering and before dispatch). One transaction: the order, found only among the caller's
 * own (another buyer's answers 404 like a missing one), gets its Cancelled entry and a new
 * version, and its metres go back to its variety. A paid order's refund is decided in the same
 * transaction and asked of the gateway by the queue once it has committed (issue 31); an order still awaiting
 * payment is simply unpaid. The buyer is mailed once it has committed.
 */
export async function cancelOrder(ctx: ServerContext, userId: string, { id }: OrderIdParams): Promise<MessageResponse> {
  const cancelled = await ctx.db.transaction(async (tx) => {
    await lockPaymentOfOrder(tx, id, userId)
    const order = await lockOrder(tx, id, userId)
    const entry = buyerCancelEntry(placedAtOf(order), order.trackingDetails ?? undefined, ctx.now())
    const saved = await appendTracking(tx, order, entry)
    await restockOrder(tx, saved)
    await settleCancelledOrder(tx, ctx, saved, 'buyer')
    return { order: saved, entry }
  })
  mailBuyerAboutOrder(ctx, cancelled.order, cancelled.entry)
  return { msg: BUYER_CANCEL_DONE }
}
