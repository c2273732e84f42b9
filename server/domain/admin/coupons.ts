import { and, asc, count, eq, ilike, sql } from 'drizzle-orm'
import type {
  AdminCoupon,
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
import { adminCouponOf, auditedCoupon, couponDefinitionOf } from '../../../rules/coupon-book'
import { normaliseCouponCode, type CouponDefinition } from '../../../rules/coupons'
import { fail } from '../../../rules/rule-error'
import type { Tx } from '../../db/connection'
import { couponRedemptions, coupons } from '../../db/schema'
import type { ServerContext } from '../context'
import { containing } from '../like-pattern'
import { recordAudit } from './audit-log'
import { isoTime } from './staff-records'
import { adminPageOf, offsetOf, pageInfoOf } from './paging'

/*
 * The coupon book in the back office (issue 30, point 6). What a buyer meets at the cart and at
 * Place Order is judged by rules/coupons.ts on the same rows (server/domain/coupons.ts), so a
 * coupon paused, not started or changed here applies, or not, at once. How often a coupon was
 * used is its redemptions: one per purchase placed with it.
 */

type CouponRow = typeof coupons.$inferSelect

/** Purchases placed with the coupon of the row at hand. */
// named in full: a column interpolated here may be written without its table, which the subquery would misread
const redemptionsOf = sql<number>`(select count(*)::int from "coupon_redemptions" r where r."coupon_code" = "coupons"."code")`

const definitionOf = (row: CouponRow): CouponDefinition => ({
  code: row.code,
  kind: row.kind,
  amount: row.amount,
  minSubtotal: row.minSubtotal,
  startsAt: row.startsAt && isoTime(row.startsAt),
  expiresAt: row.expiresAt && isoTime(row.expiresAt),
  perBuyerLimit: row.perBuyerLimit,
  totalLimit: row.totalLimit,
  paused: row.paused,
})

const adminRowOf = (row: CouponRow, timesUsed: number): AdminCoupon => adminCouponOf(definitionOf(row), timesUsed, row.createdAt && isoTime(row.createdAt))

/** GET /admin/coupons?search=&state=&page=&limit=: newest first (the seed's, made together, by code), one page. */
export async function listCoupons(ctx: ServerContext, query: AdminCouponsQuery): Promise<AdminCouponsResponse> {
  const page = adminPageOf(query)
  const search = query.search?.trim()
  const where = and(
    search ? ilike(coupons.code, containing(search)) : undefined,
    query.state === undefined ? undefined : eq(coupons.paused, query.state === 'paused'),
  )
  return ctx.db.transaction(async (tx) => {
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(coupons).where(where)
    const rows = await tx
      .select({ coupon: coupons, timesUsed: redemptionsOf })
      .from(coupons)
      .where(where)
      .orderBy(sql`${coupons.createdAt} desc nulls last`, asc(coupons.code))
      .limit(page.limit)
      .offset(offsetOf(page))
    return { coupons: rows.map((row) => adminRowOf(row.coupon, row.timesUsed)), ...pageInfoOf(total, page.limit) }
  })
}

/** The coupon's columns as staff write them. */
const columnsOf = (coupon: CouponDefinition) => ({
  kind: coupon.kind,
  amount: coupon.amount,
  minSubtotal: coupon.minSubtotal,
  startsAt: coupon.startsAt,
  expiresAt: coupon.expiresAt,
  perBuyerLimit: coupon.perBuyerLimit,
  totalLimit: coupon.totalLimit,
  paused: coupon.paused,
})

/** POST /admin/coupons: a code taken is refused (409); the coupon applies at once unless paused or not started. */
export async function createCoupon(ctx: ServerContext, staff: Staff, input: CouponCreateRequest): Promise<AdminCouponResponse> {
  const coupon = couponDefinitionOf(input)
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(coupons)
      .values({ code: coupon.code, ...columnsOf(coupon), createdAt: new Date(ctx.now()).toISOString() })
      .onConflictDoNothing()
      .returning()
    if (!row) return fail(409, CATALOGUE_MESSAGES.couponExists)
    await recordAudit(ctx, tx, staff, { action: AUDIT_ACTIONS.couponCreate, entity: AUDIT_ENTITIES.coupon, entityId: coupon.code, after: auditedCoupon(coupon) })
    return { coupon: adminRowOf(row, 0) }
  })
}

/** The coupon of this code, locked against a purchase spending it (redeemCoupon waits) and another writer; 404 when none has it. */
async function lockCoupon(tx: Tx, code: string): Promise<CouponDefinition> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.code, code)).for('update')
  return row ? definitionOf(row) : fail(404, CATALOGUE_MESSAGES.couponNotFound)
}

/**
 * PUT /admin/coupons/{code}: every field but the code. The uses a total limit counts are set again
 * from the redemptions (POST /buy counts them only while a coupon has a limit), never past the new
 * limit: a limit lowered below the uses leaves the coupon used up.
 */
export async function updateCoupon(ctx: ServerContext, staff: Staff, input: CouponUpdateRequest): Promise<AdminCouponResponse> {
  const coupon = couponDefinitionOf(input)
  return ctx.db.transaction(async (tx) => {
    const before = await lockCoupon(tx, coupon.code)
    const [row] = await tx
      .update(coupons)
      .set({ ...columnsOf(coupon), timesUsed: coupon.totalLimit === null ? redemptionsOf : sql`least(${redemptionsOf}, ${coupon.totalLimit})` })
      .where(eq(coupons.code, coupon.code))
      .returning()
    if (!row) return fail(404, CATALOGUE_MESSAGES.couponNotFound)
    await recordAudit(ctx, tx, staff, {
      action: AUDIT_ACTIONS.couponUpdate,
      entity: AUDIT_ENTITIES.coupon,
      entityId: coupon.code,
      before: auditedCoupon(before),
      after: auditedCoupon(coupon),
    })
    const [used] = await tx.select({ n: redemptionsOf }).from(coupons).where(eq(coupons.code, coupon.code))
    return { coupon: adminRowOf(row, used?.n ?? 0) }
  })
}

/** DELETE /admin/coupons/{code}: only a coupon no order was placed with (409 otherwise: pause it instead). */
export async function deleteCoupon(ctx: ServerContext, staff: Staff, input: CouponCodeParams): Promise<MessageResponse> {
  const code = normaliseCouponCode(input.code)
  return ctx.db.transaction(async (tx) => {
    const before = await lockCoupon(tx, code)
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(couponRedemptions).where(eq(couponRedemptions.couponCode, code))
    if (n > 0) fail(409, CATALOGUE_MESSAGES.couponUsed)
    await tx.delete(coupons).where(eq(coupons.code, code))
    await recordAudit(ctx, tx, staff, { action: AUDIT_ACTIONS.couponDelete, entity: AUDIT_ENTITIES.coupon, entityId: code, before: auditedCoupon(before) })
    return { msg: CATALOGUE_MESSAGES.couponDeleted }
  })
}
