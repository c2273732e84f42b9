import type {
  AddToCartRequest,
  AddToCartResponse,
  Cart,
  CartLine,
  RemoveFromCartRequest,
  UpdateCartRequest,
} from '../../contracts/cart'
import type { MessageResponse } from '../../contracts/common'
import { validationMessages } from '../../contracts/form-rules'
import { couponStillHolds, priceCart, unitPriceOf } from '../../rules/cart-pricing'
import { refuseAboveStock } from '../../rules/cart-stock'
import { normaliseCouponCode } from '../../rules/coupons'
import { isOnSale, refuseNoLongerSold } from '../../rules/on-sale'
import { fail } from '../../rules/rule-error'
import type { CartLineRecord, ProductRecord, UserRecord } from '../../seed/records'
import type { BackendContext } from './backend-context'
import { findProduct } from './catalogue'
import { judgeCode } from './coupons'
import { getUser, updateUser } from './users'

interface PricedLine {
  readonly record: CartLineRecord
  readonly product: ProductRecord
  /** discountedPrice × quantity; 0 on a line whose product staff archived (rules/on-sale.ts). */
  readonly itemPrice: number
  /** The line's price after the cart's coupon, when one applies. */
  readonly discounted: number | null
}

/**
 * Prices the user's lines whose product still exists (rules/cart-pricing.ts), after the applied
 * coupon when it holds. A line whose product staff archived is kept, in its place, at 0 and out
 * of the sums.
 */
function priceLines(ctx: BackendContext, user: UserRecord): { lines: PricedLine[]; subtotal: number; total: number } {
  const products = ctx.db.get('products')
  const found = user.cart.products.flatMap((record) => {
    const product = products.find((p) => p._id === record.productId)
    return product ? [{ record, product }] : []
  })
  const sold = found.filter((l) => isOnSale(l.product))
  const toPrice = sold.map((l) => ({ unitPrice: unitPriceOf(l.product, l.record.productColor), quantity: l.record.quantity }))
  const code = user.cart.appliedCoupon
  const verdict = code ? judgeCode(ctx, code, priceCart(toPrice, null).subtotal) : null
  const { itemPrices, discounted, subtotal, total } = priceCart(toPrice, verdict)
  const lines = found.map((l) => {
    const i = sold.indexOf(l)
    return i < 0 ? { ...l, itemPrice: 0, discounted: null } : { ...l, itemPrice: itemPrices[i] ?? 0, discounted: discounted[i] ?? null }
  })
  return { lines, subtotal, total }
}

/** The priced cart lines of a user and the coupon they hold, for POST /buy. */
export function pricedCart(ctx: BackendContext, userId: string) {
  const user = getUser(ctx, userId)
  return { ...priceLines(ctx, user), couponCode: user.cart.appliedCoupon }
}

/** GET /user/cart: lines with their products populated and prices after any coupon. */
export function getCart(ctx: BackendContext, userId: string): { data: Cart } {
  const user = getUser(ctx, userId)
  const { lines, total } = priceLines(ctx, user)
  const code = user.cart.appliedCoupon
  const products: CartLine[] = lines.map((l) => ({
    _id: l.record._id,
    productId: l.product,
    productColor: l.record.productColor,
    quantity: l.record.quantity,
    itemPrice: l.itemPrice,
    couponDiscountedPrice: l.discounted,
    appliedCoupon: code && l.discounted !== null ? { code } : null,
    ...(isOnSale(l.product) ? {} : { noLongerSold: true }),
  }))
  return { data: { products, totalPrice: total } }
}

/** GET /user/cart/totalprice */
export function cartTotal(ctx: BackendContext, userId: string): { totalPrice: number } {
  return { totalPrice: priceLines(ctx, getUser(ctx, userId)).total }
}

/**
 * Drops a coupon whose condition no longer holds (FLAT500 under ₹2000, an emptied cart), as a
 * real checkout would rather than keep showing a discount it will not give.
 */
function revalidateCoupon(ctx: BackendContext, user: UserRecord): UserRecord {
  const code = user.cart.appliedCoupon
  if (!code) return user
  const { subtotal } = priceLines(ctx, { ...user, cart: { ...user.cart, appliedCoupon: null } })
  if (couponStillHolds(judgeCode(ctx, code, subtotal), subtotal)) return user
  return { ...user, cart: { ...user.cart, appliedCoupon: null } }
}

function findLine(user: UserRecord, productId: string, color: string): CartLineRecord | undefined {
  return user.cart.products.find((l) => l.productId === productId && l.productColor === color)
}

/** Adds a line, or adds to the quantity of the same product in the same colour; never beyond the stock, never an archived product. */
export function addLine(ctx: BackendContext, userId: string, input: AddToCartRequest): UserRecord {
  const product = findProduct(ctx, input.productId)
  refuseNoLongerSold(product)
  const variety = product.productVarieties.find((v) => v.color === input.color) ?? fail(404, 'Color not available')
  if (variety.stock <= 0) fail(400, 'Out of Stock')
  return updateUser(ctx, userId, (user) => {
    const existing = findLine(user, input.productId, input.color)
    refuseAboveStock((existing?.quantity ?? 0) + input.quantity, variety.stock)
    const products = existing
      ? user.cart.products.map((l) => (l === existing ? { ...l, quantity: l.quantity + input.quantity } : l))
      : [...user.cart.products, { _id: ctx.newId(), productId: input.productId, productColor: input.color, quantity: input.quantity }]
    return { ...user, cart: { ...user.cart, products } }
  })
}

/** POST /user/add-to-cart: answers the new list of lines. */
export function addToCart(ctx: BackendContext, userId: string, input: AddToCartRequest): AddToCartResponse {
  const user = addLine(ctx, userId, input)
  return {
    data: user.cart.products.map((l) => ({ productId: l.productId, productColor: l.productColor, quantity: l.quantity })),
    msg: 'Added to cart',
  }
}

/** PATCH /user/updateCart: sets a line's quantity (above 0; the contract refuses the rest); a line of an archived product can only be removed. */
export function updateCart(ctx: BackendContext, userId: string, input: UpdateCartRequest): MessageResponse {
  updateUser(ctx, userId, (user) => {
    const line = findLine(user, input.productId, input.color) ?? fail(404, 'Item not found in cart')
    const product = ctx.db.get('products').find((p) => p._id === input.productId)
    if (product) refuseNoLongerSold(product)
    const stock = product?.productVarieties.find((v) => v.color === input.color)?.stock
    if (stock !== undefined) refuseAboveStock(input.quantity, stock)
    const products = user.cart.products.map((l) => (l === line ? { ...l, quantity: input.quantity } : l))
    return revalidateCoupon(ctx, { ...user, cart: { ...user.cart, products } })
  })
  return { msg: 'Cart updated successfully' }
}

/** POST /user/remove-from-cart */
export function removeFromCart(ctx: BackendContext, userId: string, input: RemoveFromCartRequest): MessageResponse {
  updateUser(ctx, userId, (user) => {
    const line = findLine(user, input.productId, input.color) ?? fail(404, 'Item not found in cart')
    const products = user.cart.products.filter((l) => l !== line)
    return revalidateCoupon(ctx, { ...user, cart: { ...user.cart, products } })
  })
  return { msg: 'Item removed from cart' }
}

/** POST /user/apply-coupon: one coupon at a time; a coupon this buyer has used up is refused here. */
export function applyCoupon(ctx: BackendContext, userId: string, input: { couponCode: string }): MessageResponse {
  const code = normaliseCouponCode(input.couponCode)
  if (!code) fail(400, validationMessages.emptyCouponCode)
  const user = getUser(ctx, userId)
  if (user.cart.products.length === 0) fail(400, 'Your cart is empty')
  if (user.cart.appliedCoupon) fail(400, `Coupon ${user.cart.appliedCoupon} is already applied. Remove it to use another coupon`)
  const verdict = judgeCode(ctx, code, priceLines(ctx, user).subtotal, userId)
  if (!verdict.ok) fail(400, verdict.msg)
  updateUser(ctx, userId, (u) => ({ ...u, cart: { ...u.cart, appliedCoupon: code } }))
  return { msg: 'Coupon applied successfully' }
}

/** POST /user/remove-coupon: only the coupon that is applied. */
export function removeCoupon(ctx: BackendContext, userId: string, input: { couponCode: string }): MessageResponse {
  const code = normaliseCouponCode(input.couponCode)
  const user = getUser(ctx, userId)
  if (!user.cart.appliedCoupon) fail(400, 'No coupon is applied')
  if (user.cart.appliedCoupon !== code) fail(400, 'This coupon is not applied to your cart')
  updateUser(ctx, userId, (u) => ({ ...u, cart: { ...u.cart, appliedCoupon: null } }))
  return { msg: 'Coupon removed successfully' }
}

/** Empties the cart after a purchase; the coupon was spent on it. */
export function emptyCart(ctx: BackendContext, userId: string): void {
  updateUser(ctx, userId, (u) => ({ ...u, cart: { products: [], appliedCoupon: null } }))
}
