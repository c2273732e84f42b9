import { MAX_PAGE_SIZE } from '../../contracts/limits'
import type { BuyRequest, BuyResponse, OrderListResponse } from '../../contracts/order'
import { composePurchase, orderNumber, refuseStockShortfall, validateShipping } from '../../rules/orders'
import { fail } from '../../rules/rule-error'
import { pageRequest } from '../../rules/query-numbers'
import { selectedAddress } from './addresses'
import type { BackendContext } from './backend-context'
import { emptyCart, pricedCart } from './cart'
import { redeemCoupon } from './coupons'
import { getUser } from './users'

/** Takes the bought quantity off the variety's stock (buy has checked there is enough). */
function takeStock(ctx: BackendContext, bought: readonly { productId: string; color: string; quantity: number }[]): void {
  ctx.db.put(
    'products',
    ctx.db.get('products').map((product) => {
      const lines = bought.filter((b) => b.productId === product._id)
      if (lines.length === 0) return product
      return {
        ...product,
        productVarieties: product.productVarieties.map((v) => {
          const taken = lines.filter((l) => l.color === v.color).reduce((sum, l) => sum + l.quantity, 0)
          return taken ? { ...v, stock: v.stock - taken } : v
        }),
      }
    }),
  )
}

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
  const address = selectedAddress(ctx, userId) ?? fail(400, 'Please select a delivery address')
  for (const { product, record } of lines) {
    const stock = product.productVarieties.find((v) => v.color === record.productColor)?.stock ?? 0
    if (stock < record.quantity) refuseStockShortfall(product.name, record.productColor)
  }
  if (couponCode) redeemCoupon(ctx, { userId, code: couponCode, subtotal })

  const placedAt = ctx.now()
  const serialBase = ctx.db.get('orders').length + 1
  const { orders, response } = composePurchase(
    {
      ids: lines.map((_, i) => ({ _id: ctx.newId(), orderId: orderNumber(placedAt, serialBase + i) })),
      user,
      address,
      placedAt,
      paymentMethod: input.paymentMethod,
      shippingOption,
      shippingDate: input.shippingDate,
    },
    lines.map((line) => ({ product: line.product, color: line.record.productColor, quantity: line.record.quantity, price: line.discounted ?? line.itemPrice })),
  )
  ctx.db.put('orders', [...ctx.db.get('orders'), ...orders])
  takeStock(ctx, lines.map((l) => ({ productId: l.product._id, color: l.record.productColor, quantity: l.record.quantity })))
  emptyCart(ctx, userId)

  if (key) {
    ctx.db.put('idempotency', [
      ...ctx.db.get('idempotency'),
      { key, userId, response, createdAt: new Date(placedAt).toISOString() },
    ])
  }
  return response
}

/** GET /user/orderlist?page=&limit=: the user's orders, newest first. */
export function listOrders(ctx: BackendContext, userId: string, input: { page: string; limit: string }): OrderListResponse {
  const { page, limit } = pageRequest(input, MAX_PAGE_SIZE)
  const mine = ctx.db
    .get('orders')
    .filter((o) => o.userId === userId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  const start = (page - 1) * limit
  return { orders: mine.slice(start, start + limit), totalPages: Math.ceil(mine.length / limit), totalItems: mine.length }
}
