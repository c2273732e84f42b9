import { and, asc, eq, sql } from 'drizzle-orm'
import type { AddToCartRequest, AddToCartResponse, CartResponse, CartTotalResponse, RemoveFromCartRequest, UpdateCartRequest } from '../../contracts/cart'
import type { MessageResponse } from '../../contracts/common'
import { validationMessages } from '../../contracts/form-rules'
import type { Product } from '../../contracts/product'
import { couponStillHolds, priceCart, unitPriceOf, type PricedCart } from '../../rules/cart-pricing'
import { refuseAboveStock } from '../../rules/cart-stock'
import { judgeCoupon, normaliseCouponCode, type CouponVerdict } from '../../rules/coupons'
import { isOnSale, refuseNoLongerSold } from '../../rules/on-sale'
import { fail } from '../../rules/rule-error'
import type { Tx } from '../db/connection'
import { cartLines, products, productVarieties, users } from '../db/schema'
import type { ServerContext } from './context'
import { couponDefinition, couponUsage } from './coupons'
import { heldProductsById } from './product-records'

type CartLineRow = typeof cartLines.$inferSelect

export interface PricedLine {
  readonly row: CartLineRow
  readonly product: Product
  /** Set once staff archived the product: the line is kept, priced 0 and left out of the sums (rules/on-sale.ts). */
  readonly archivedAt: string | null
  readonly itemPrice: number
  readonly discounted: number | null
}

export interface PricedUserCart {
  /** Every line whose product exists, archived ones included. */
  readonly lines: readonly PricedLine[]
  /** The sums of the lines on sale. */
  readonly subtotal: number
  readonly total: number
  readonly couponCode: string | null
}

/**
 * Every cart mutation starts here: it locks the buyer's row, so two requests of one buyer
 * (two tabs, a double click) change the cart one after the other, in any number of processes.
 */
export async function lockBuyer(tx: Tx, userId: string) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update')
  return user ?? fail(401, 'Unauthorized')
}

/** The buyer's row for a read: no lock. */
async function readBuyer(tx: Tx, userId: string) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId))
  return user ?? fail(401, 'Unauthorized')
}

/**
 * The buyer's lines with their products, in the order they were added; those on sale priced by
 * rules/cart-pricing.ts after any coupon, those staff archived kept at 0 and out of the sums.
 */
export async function priceBuyerCart(ctx: ServerContext, tx: Tx, userId: string, couponCode: string | null): Promise<PricedUserCart> {
  const rows = await tx.select().from(cartLines).where(eq(cartLines.userId, userId)).orderBy(asc(cartLines.createdAt), asc(cartLines.id))
  const heldOf = await heldProductsById(tx, rows.map((r) => r.productId))
  const present = rows.flatMap((row) => {
    const held = heldOf.get(row.productId)
    return held ? [{ row, ...held }] : []
  })
  const sold = present.filter(isOnSale)
  const toPrice = sold.map(({ row, product }) => ({ unitPrice: unitPriceOf(product, row.color), quantity: row.quantity }))
  const bare: PricedCart = priceCart(toPrice, null)
  let verdict: CouponVerdict | null = null
  if (couponCode) verdict = judgeCoupon(await couponDefinition(tx, couponCode), bare.subtotal, ctx.now())
  const priced = verdict?.ok ? priceCart(toPrice, verdict) : bare
  return {
    lines: present.map((line) => {
      const i = sold.indexOf(line)
      return i < 0 ? { ...line, itemPrice: 0, discounted: null } : { ...line, itemPrice: priced.itemPrices[i] ?? 0, discounted: priced.discounted[i] ?? null }
    }),
    subtotal: priced.subtotal,
    total: priced.total,
    couponCode,
  }
}

/** Drops a coupon whose condition no longer holds (FLAT500 under ₹2000, an emptied cart). */
async function revalidateCoupon(ctx: ServerContext, tx: Tx, userId: string, couponCode: string | null): Promise<void> {
  if (!couponCode) return
  const { subtotal } = await priceBuyerCart(ctx, tx, userId, null)
  const verdict = judgeCoupon(await couponDefinition(tx, couponCode), subtotal, ctx.now())
  if (!couponStillHolds(verdict, subtotal)) await tx.update(users).set({ appliedCoupon: null }).where(eq(users.id, userId))
}

/** GET /user/cart */
export async function getCart(ctx: ServerContext, userId: string): Promise<CartResponse> {
  return ctx.db.transaction(async (tx) => {
    const user = await readBuyer(tx, userId)
    const cart = await priceBuyerCart(ctx, tx, userId, user.appliedCoupon)
    return {
      data: {
        products: cart.lines.map((l) => ({
          _id: l.row.id,
          productId: l.product,
          productColor: l.row.color,
          quantity: l.row.quantity,
          itemPrice: l.itemPrice,
          couponDiscountedPrice: l.discounted,
          appliedCoupon: cart.couponCode && l.discounted !== null ? { code: cart.couponCode } : null,
          ...(isOnSale(l) ? {} : { noLongerSold: true }),
        })),
        totalPrice: cart.total,
      },
    }
  })
}

/** GET /user/cart/totalprice */
export async function getCartTotal(ctx: ServerContext, userId: string): Promise<CartTotalResponse> {
  return ctx.db.transaction(async (tx) => {
    const user = await readBuyer(tx, userId)
    return { totalPrice: (await priceBuyerCart(ctx, tx, userId, user.appliedCoupon)).total }
  })
}

const lineOf = (userId: string, productId: string, color: string) =>
  and(eq(cartLines.userId, userId), eq(cartLines.productId, productId), eq(cartLines.color, color))

/** The product's sale state, or 404 for an unknown one. */
async function saleStateOf(tx: Tx, productId: string): Promise<{ archivedAt: string | null }> {
  const [product] = await tx.select({ archivedAt: products.archivedAt }).from(products).where(eq(products.id, productId))
  return product ?? fail(404, 'Product not found')
}

/**
 * Adds a line, or adds to the quantity of the same product in the same colour (one line per
 * buyer, product and colour: a unique index). A product staff archived is refused (400, no
 * longer sold), and so are a colour with no stock and a line that would hold more than the stock.
 */
export async function addLine(tx: Tx, ctx: ServerContext, userId: string, input: AddToCartRequest): Promise<void> {
  refuseNoLongerSold(await saleStateOf(tx, input.productId))
  const [variety] = await tx
    .select({ stock: productVarieties.stock })
    .from(productVarieties)
    .where(and(eq(productVarieties.productId, input.productId), eq(productVarieties.color, input.color)))
  if (!variety) return fail(404, 'Color not available')
  if (variety.stock <= 0) return fail(400, 'Out of Stock')
  const [line] = await tx.select({ quantity: cartLines.quantity }).from(cartLines).where(lineOf(userId, input.productId, input.color))
  refuseAboveStock((line?.quantity ?? 0) + input.quantity, variety.stock)
  await tx
    .insert(cartLines)
    .values({ id: ctx.newId(), userId, productId: input.productId, color: input.color, quantity: input.quantity, createdAt: new Date(ctx.now()).toISOString() })
    .onConflictDoUpdate({
      target: [cartLines.userId, cartLines.productId, cartLines.color],
      set: { quantity: sql`${cartLines.quantity} + excluded.quantity` },
    })
}

/** POST /user/add-to-cart: answers the new list of lines. */
export async function addToCart(ctx: ServerContext, userId: string, input: AddToCartRequest): Promise<AddToCartResponse> {
  return ctx.db.transaction(async (tx) => {
    await lockBuyer(tx, userId)
    await addLine(tx, ctx, userId, input)
    const rows = await tx.select().from(cartLines).where(eq(cartLines.userId, userId)).orderBy(asc(cartLines.createdAt), asc(cartLines.id))
    return { data: rows.map((l) => ({ productId: l.productId, productColor: l.color, quantity: l.quantity })), msg: 'Added to cart' }
  })
}

/**
 * PATCH /user/updateCart: sets a line's quantity (above 0: the contract and a CHECK refuse the
 * rest; at most the stock). A line of a product staff archived can only be removed (400).
 */
export async function updateCart(ctx: ServerContext, userId: string, input: UpdateCartRequest): Promise<MessageResponse> {
  return ctx.db.transaction(async (tx) => {
    const user = await lockBuyer(tx, userId)
    const [line] = await tx.select({ id: cartLines.id }).from(cartLines).where(lineOf(userId, input.productId, input.color))
    if (!line) return fail(404, 'Item not found in cart')
    refuseNoLongerSold(await saleStateOf(tx, input.productId))
    const [variety] = await tx
      .select({ stock: productVarieties.stock })
      .from(productVarieties)
      .where(and(eq(productVarieties.productId, input.productId), eq(productVarieties.color, input.color)))
    if (variety) refuseAboveStock(input.quantity, variety.stock)
    await tx.update(cartLines).set({ quantity: input.quantity }).where(eq(cartLines.id, line.id))
    await revalidateCoupon(ctx, tx, userId, user.appliedCoupon)
    return { msg: 'Cart updated successfully' }
  })
}

/** POST /user/remove-from-cart */
export async function removeFromCart(ctx: ServerContext, userId: string, input: RemoveFromCartRequest): Promise<MessageResponse> {
  return ctx.db.transaction(async (tx) => {
    const user = await lockBuyer(tx, userId)
    const removed = await tx.delete(cartLines).where(lineOf(userId, input.productId, input.color)).returning({ id: cartLines.id })
    if (removed.length === 0) return fail(404, 'Item not found in cart')
    await revalidateCoupon(ctx, tx, userId, user.appliedCoupon)
    return { msg: 'Item removed from cart' }
  })
}

/**
 * POST /user/apply-coupon: one coupon at a time, judged by rules/coupons.ts against the coupons
 * table and its limits (a coupon this buyer has used up is refused here, not at Place Order).
 */
export async function applyCoupon(ctx: ServerContext, userId: string, input: { couponCode: string }): Promise<MessageResponse> {
  const code = normaliseCouponCode(input.couponCode)
  if (!code) return fail(400, validationMessages.emptyCouponCode)
  return ctx.db.transaction(async (tx) => {
    const user = await lockBuyer(tx, userId)
    const cart = await priceBuyerCart(ctx, tx, userId, null)
    if (cart.lines.length === 0) return fail(400, 'Your cart is empty')
    if (user.appliedCoupon) return fail(400, `Coupon ${user.appliedCoupon} is already applied. Remove it to use another coupon`)
    const verdict = judgeCoupon(await couponDefinition(tx, code), cart.subtotal, ctx.now(), await couponUsage(tx, code, userId))
    if (!verdict.ok) return fail(400, verdict.msg)
    await tx.update(users).set({ appliedCoupon: code }).where(eq(users.id, userId))
    return { msg: 'Coupon applied successfully' }
  })
}

/** POST /user/remove-coupon: only the coupon that is applied. */
export async function removeCoupon(ctx: ServerContext, userId: string, input: { couponCode: string }): Promise<MessageResponse> {
  const code = normaliseCouponCode(input.couponCode)
  return ctx.db.transaction(async (tx) => {
    const user = await lockBuyer(tx, userId)
    if (!user.appliedCoupon) return fail(400, 'No coupon is applied')
    if (user.appliedCoupon !== code) return fail(400, 'This coupon is not applied to your cart')
    await tx.update(users).set({ appliedCoupon: null }).where(eq(users.id, userId))
    return { msg: 'Coupon removed successfully' }
  })
}
