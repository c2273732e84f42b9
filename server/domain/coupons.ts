import { and, count, eq, lt, sql } from 'drizzle-orm'
import { COUPON_USED_UP, judgeCoupon, type CouponDefinition, type CouponUsage } from '../../rules/coupons'
import { fail } from '../../rules/rule-error'
import type { Tx } from '../db/connection'
import { couponRedemptions, coupons } from '../db/schema'
import type { ServerContext } from './context'

/** The coupon with this (normalised) code as rules/coupons.ts judges it; undefined when none has it. */
export async function couponDefinition(tx: Tx, code: string, { toRedeem = false } = {}): Promise<CouponDefinition | undefined> {
  const read = tx.select().from(coupons).where(eq(coupons.code, code))
  // redeeming holds the coupon's row (key share, which other redemptions share) until the order
  // commits: staff's delete, which locks the row first, either waits for this order or has already
  // gone, and then the coupon reads as unknown here instead of the redemption failing its foreign key
  const [row] = toRedeem ? await read.for('key share') : await read
  return (
    row && {
      code: row.code,
      kind: row.kind,
      amount: row.amount,
      minSubtotal: row.minSubtotal,
      expiresAt: row.expiresAt && new Date(row.expiresAt).toISOString(),
      perBuyerLimit: row.perBuyerLimit,
      totalLimit: row.totalLimit,
      startsAt: row.startsAt && new Date(row.startsAt).toISOString(),
      paused: row.paused,
    }
  )
}

/**
 * How often a coupon was redeemed by this buyer and by everyone. Read under the buyer's row lock
 * (lockBuyer), so the buyer's own count cannot change until the caller commits; the total can,
 * which is why redeemCoupon claims it with a conditional update.
 */
export async function couponUsage(tx: Tx, code: string, userId: string): Promise<CouponUsage> {
  const [mine] = await tx
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponCode, code), eq(couponRedemptions.userId, userId)))
  const [coupon] = await tx.select({ timesUsed: coupons.timesUsed }).from(coupons).where(eq(coupons.code, code))
  return { byBuyer: mine?.n ?? 0, total: coupon?.timesUsed ?? 0 }
}

/**
 * Spends the coupon applied to a purchase, inside the purchase's transaction (the caller holds
 * the buyer's row lock): a coupon refused now (used by this buyer meanwhile, used up, expired)
 * refuses the order with its reason rather than charge more than the cart showed. A total limit
 * is claimed with `times_used = times_used + 1 where times_used < total_limit`: a second buyer
 * taking the last use at the same moment waits on the row, then finds the condition false.
 */
export async function redeemCoupon(ctx: ServerContext, tx: Tx, purchase: { userId: string; code: string; subtotal: number; orderId: string }): Promise<void> {
  const { userId, code } = purchase
  const coupon = await couponDefinition(tx, code, { toRedeem: true })
  const verdict = judgeCoupon(coupon, purchase.subtotal, ctx.now(), await couponUsage(tx, code, userId))
  if (!verdict.ok) return fail(400, verdict.msg)
  if (coupon?.totalLimit != null) {
    const claimed = await tx
      .update(coupons)
      .set({ timesUsed: sql`${coupons.timesUsed} + 1` })
      .where(and(eq(coupons.code, code), lt(coupons.timesUsed, coupons.totalLimit)))
      .returning({ timesUsed: coupons.timesUsed })
    if (claimed.length === 0) return fail(400, COUPON_USED_UP)
  }
  await tx.insert(couponRedemptions).values({ couponCode: code, userId, orderId: purchase.orderId, createdAt: new Date(ctx.now()).toISOString() })
}
