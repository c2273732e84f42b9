import { and, count, desc, eq, gte, sql } from 'drizzle-orm'
import type { MessageResponse } from '../../contracts/common'
import { MAX_PAGE_SIZE } from '../../contracts/limits'
import { BUYER_CANCEL_DONE } from '../../contracts/order-cancellation'
import type { BuyRequest, BuyResponse, Order, OrderIdParams, OrderListResponse } from '../../contracts/order'
import { buyerCancelEntry, cancellableUntilOf } from '../../rules/fulfilment'
import { composePurchase, orderNumber, refuseStockShortfall, validateShipping, type ComposedOrder } from '../../rules/orders'
import { refuseNoLongerSold } from '../../rules/on-sale'
import { fail } from '../../rules/rule-error'
import { pageRequest } from '../../rules/query-numbers'
import type { Tx } from '../db/connection'
import { cartLines, idempotencyKeys, orders, productVarieties, users } from '../db/schema'
import { selectedAddressOf } from './addresses'
import { mailBuyerAboutOrder } from './buyer-mails'
import { lockBuyer, priceBuyerCart, type PricedLine } from './cart'
import type { Caller, ServerContext } from './context'
import { redeemCoupon } from './coupons'
import { appendTracking, lockOrder, placedAtOf, restockOrder, type OrderRow } from './order-changes'

/**
 * An order row as the client reads it; keys the oldest records never had stay absent. While
 * the buyer may still cancel (SPEC 9's policy, rules/fulfilment.ts), `cancellableUntil` says until when.
 */
export function toOrder(row: OrderRow, now: number): Order {
  const placedAt = placedAtOf(row)
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
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
      .limit(limit)
      .offset((page - 1) * limit)
    const now = ctx.now()
    return { orders: rows.map((row) => toOrder(row, now)), totalPages: Math.ceil(total / limit), totalItems: total }
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

/**
 * POST /buy, one transaction: claim the Idempotency-Key, price the cart, take the stock, spend the
 * applied coupon (server/domain/coupons.ts: its limits, or the order is refused with the reason),
 * write one order per line (SPEC 3) with its first tracking entry, empty the cart. A repeat of the key,
 * one after another or at the same moment, replays the first answer and creates nothing.
 */
export async function buy(ctx: ServerContext, caller: Caller<string>, input: BuyRequest): Promise<BuyResponse> {
  const { userId, idempotencyKey } = caller
  const shippingOption = validateShipping(input.shippingOption, input.shippingDate)
  return ctx.db.transaction(async (tx) => {
    if (idempotencyKey) {
      const replay = await claimKey(tx, userId, idempotencyKey)
      if (replay) return replay
    }
    const user = await lockBuyer(tx, userId)
    const cart = await priceBuyerCart(ctx, tx, userId, user.appliedCoupon)
    if (cart.lines.length === 0) return fail(400, 'Your cart is empty')
    // a line staff archived cannot be bought: the buyer removes it first (the cart says so)
    for (const line of cart.lines) refuseNoLongerSold(line)
    const address = (await selectedAddressOf(tx, userId)) ?? fail(400, 'Please select a delivery address')

    const placedAt = ctx.now()
    // varieties are locked in one global order (product id, then colour): two buyers whose carts
    // hold the same varieties in opposite orders would otherwise deadlock each other
    const byVariety = [...cart.lines].sort((a, b) => (varietyKey(a) < varietyKey(b) ? -1 : 1))
    for (const line of byVariety) await takeStock(tx, line.product._id, line.row.color, line.row.quantity, line.product.name)
    const ids: { _id: string; orderId: string }[] = []
    while (ids.length < cart.lines.length) ids.push({ _id: ctx.newId(), orderId: orderNumber(placedAt, await nextOrderSerial(tx)) })
    const { orders: composed, response } = composePurchase(
      {
        ids,
        // one checkout's orders share it: the back office groups them, and so does the buyer's order card
        purchaseId: ctx.newId(),
        ...(cart.couponCode ? { couponCode: cart.couponCode } : {}),
        user: { _id: user.id, name: user.name },
        address,
        placedAt,
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
    if (cart.couponCode) await redeemCoupon(ctx, tx, { userId, code: cart.couponCode, subtotal: cart.subtotal, orderId: response.orderId })
    await tx.insert(orders).values(composed.map(orderRow))
    await tx.delete(cartLines).where(eq(cartLines.userId, userId))
    await tx.update(users).set({ appliedCoupon: null }).where(eq(users.id, userId))

    if (idempotencyKey) {
      await tx.update(idempotencyKeys).set({ response }).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, idempotencyKey)))
    }
    return response
  })
}

/**
 * POST /user/orders/{id}/cancel (issue 29, beyond SPEC 7): the buyer cancels one of their own
 * orders while SPEC 9's policy allows it (rules/fulfilment.ts buyerCancelEntry: within 12 hours
 * of ordering and before dispatch). One transaction: the order, found only among the caller's
 * own (another buyer's answers 404 like a missing one), gets its Cancelled entry and a new
 * version, and its metres go back to its variety. The buyer is mailed once it has committed.
 */
export async function cancelOrder(ctx: ServerContext, userId: string, { id }: OrderIdParams): Promise<MessageResponse> {
  const cancelled = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id, userId)
    const entry = buyerCancelEntry(placedAtOf(order), order.trackingDetails ?? undefined, ctx.now())
    const saved = await appendTracking(tx, order, entry)
    await restockOrder(tx, saved)
    return { order: saved, entry }
  })
  mailBuyerAboutOrder(ctx, cancelled.order, cancelled.entry)
  return { msg: BUYER_CANCEL_DONE }
}
