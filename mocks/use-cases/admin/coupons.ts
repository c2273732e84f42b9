import type {
  AdminCouponResponse,
  AdminCouponsQuery,
  AdminCouponsResponse,
  CouponCodeParams,
  CouponCreateRequest,
  CouponUpdateRequest,
} from '../../../contracts/admin/admin-coupons'
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../../contracts/admin/audit-actions'
import { CATALOGUE_MESSAGES } from '../../../contracts/admin/catalogue-messages'
import type { MessageResponse } from '../../../contracts/common'
import type { Staff } from '../../../contracts/admin/staff'
import { adminCouponOf, auditedCoupon, couponDefinitionOf, isCouponListed } from '../../../rules/coupon-book'
import { normaliseCouponCode } from '../../../rules/coupons'
import { fail } from '../../../rules/rule-error'
import type { CouponRecord } from '../../../seed/records'
import type { BackendContext } from '../backend-context'
import { recordAudit } from './audit-log'
import { pageOf } from './paging'

/*
 * The coupon book in the back office (the mirror of server/domain/admin/coupons.ts). The cart
 * and Place Order judge the same records (mocks/use-cases/coupons.ts), so a change here applies
 * at once. How often a coupon was used is its redemptions: one per purchase placed with it.
 */

const rowOf = (record: CouponRecord) => {
  const { redeemedBy, createdAt, ...coupon } = record
  return adminCouponOf(coupon, redeemedBy.length, createdAt)
}

const findCoupon = (ctx: BackendContext, code: string): CouponRecord =>
  ctx.db.get('coupons').find((c) => c.code === normaliseCouponCode(code)) ?? fail(404, CATALOGUE_MESSAGES.couponNotFound)

/** GET /admin/coupons?search=&state=&page=&limit=: newest first (the seed's, which have no time, last and by code), one page. */
export function adminCoupons(ctx: BackendContext, query: AdminCouponsQuery): AdminCouponsResponse {
  const listed = ctx.db
    .get('coupons')
    .filter((c) => isCouponListed(c, query))
    .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || a.code.localeCompare(b.code))
  const { items, totalPages, totalItems } = pageOf(listed.map(rowOf), query)
  return { coupons: items, totalPages, totalItems }
}

/** POST /admin/coupons: a code taken is refused (409). */
export function createCoupon(ctx: BackendContext, staff: Staff, input: CouponCreateRequest): AdminCouponResponse {
  const coupon = couponDefinitionOf(input)
  const book = ctx.db.get('coupons')
  if (book.some((c) => c.code === coupon.code)) fail(409, CATALOGUE_MESSAGES.couponExists)
  const record: CouponRecord = { ...coupon, redeemedBy: [], createdAt: new Date(ctx.now()).toISOString() }
  ctx.db.put('coupons', [...book, record])
  recordAudit(ctx, staff, { action: AUDIT_ACTIONS.couponCreate, entity: AUDIT_ENTITIES.coupon, entityId: coupon.code, after: auditedCoupon(coupon) })
  return { coupon: rowOf(record) }
}

/** PUT /admin/coupons/{code}: every field but the code; its redemptions stay (a lower limit leaves it used up). */
export function updateCoupon(ctx: BackendContext, staff: Staff, input: CouponUpdateRequest): AdminCouponResponse {
  const coupon = couponDefinitionOf(input)
  const before = findCoupon(ctx, coupon.code)
  const record: CouponRecord = { ...before, ...coupon }
  ctx.db.put('coupons', ctx.db.get('coupons').map((c) => (c === before ? record : c)))
  recordAudit(ctx, staff, {
    action: AUDIT_ACTIONS.couponUpdate,
    entity: AUDIT_ENTITIES.coupon,
    entityId: coupon.code,
    before: auditedCoupon(before),
    after: auditedCoupon(coupon),
  })
  return { coupon: rowOf(record) }
}

/** DELETE /admin/coupons/{code}: only a coupon no order was placed with (409 otherwise: pause it instead). */
export function deleteCoupon(ctx: BackendContext, staff: Staff, input: CouponCodeParams): MessageResponse {
  const before = findCoupon(ctx, input.code)
  if (before.redeemedBy.length > 0) fail(409, CATALOGUE_MESSAGES.couponUsed)
  ctx.db.put('coupons', ctx.db.get('coupons').filter((c) => c !== before))
  recordAudit(ctx, staff, { action: AUDIT_ACTIONS.couponDelete, entity: AUDIT_ENTITIES.coupon, entityId: before.code, before: auditedCoupon(before) })
  return { msg: CATALOGUE_MESSAGES.couponDeleted }
}
