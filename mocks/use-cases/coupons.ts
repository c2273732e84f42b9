import { judgeCoupon, type CouponUsage, type CouponVerdict } from '../../rules/coupons'
import { fail } from '../../rules/rule-error'
import type { BackendContext } from './backend-context'

/** How often the coupon was redeemed by this buyer and by everyone. */
function couponUsage(ctx: BackendContext, code: string, userId: string): CouponUsage {
  const redeemedBy = ctx.db.get('coupons').find((c) => c.code === code)?.redeemedBy ?? []
  return { byBuyer: redeemedBy.filter((id) => id === userId).length, total: redeemedBy.length }
}

/**
 * A coupon code judged against a subtotal with the coupon book in the db; with `userId`, against
 * its limits too (applying and ordering), without it as pricing a cart that already holds it.
 */
export function judgeCode(ctx: BackendContext, code: string, subtotal: number, userId?: string): CouponVerdict {
  const coupon = ctx.db.get('coupons').find((c) => c.code === code)
  return judgeCoupon(coupon, subtotal, ctx.now(), userId === undefined ? undefined : couponUsage(ctx, code, userId))
}

/**
 * Spends the coupon applied to a purchase, before the purchase writes anything: a coupon refused
 * now (used meanwhile, used up, expired) refuses the order with its reason, as the server does.
 */
export function redeemCoupon(ctx: BackendContext, purchase: { userId: string; code: string; subtotal: number }): void {
  const verdict = judgeCode(ctx, purchase.code, purchase.subtotal, purchase.userId)
  if (!verdict.ok) fail(400, verdict.msg)
  ctx.db.put(
    'coupons',
    ctx.db.get('coupons').map((c) => (c.code === purchase.code ? { ...c, redeemedBy: [...c.redeemedBy, purchase.userId] } : c)),
  )
}
