import { AUDIT_ACTIONS, type AuditAction } from '../../../contracts/admin/audit-actions'
import { and, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm'
import type {
  AdminOrderDetail,
  AdminOrderIdParams,
  AdminOrderListQuery,
  AdminOrderListResponse,
  AdminOrderRow,
  OrderCancelRequest,
  OrderDelayRequest,
  OrderStatusRequest,
} from '../../../contracts/admin/admin-orders'
import { ROLES_SEEING_BUYER_CONTACT, type Staff, type StaffRole } from '../../../contracts/admin/staff'
import { canDelay, canStaffCancel, FULFILMENT_MESSAGES } from '../../../contracts/fulfilment-rules'
import type { TrackingStep } from '../../../contracts/order'
import { orderTotalOf } from '../../../rules/back-office'
import { delayEntry, nextStaffStep, refuseStaleVersion, staffCancelEntry, staffStepEntry } from '../../../rules/fulfilment'
import { fail } from '../../../rules/rule-error'
import type { Tx } from '../../db/connection'
import { orders, users } from '../../db/schema'
import { mailBuyerAboutOrder } from '../buyer-mails'
import type { ServerContext } from '../context'
import { containing } from '../like-pattern'
import { appendTracking, lockOrder, placedAtOf, restockOrder, type OrderRow, type Restocked } from '../order-changes'
import { toOrder } from '../orders'
import { paymentOfOrder } from '../payments/order-payment-detail'
import { lockPaymentOfOrder } from '../payments/payment-records'
import { settleCancelledOrder } from '../payments/refunds'
import { recordAudit } from './audit-log'
import { adminPageOf, offsetOf, pageInfoOf } from './paging'

/*
 * The back office's orders (issue 29): the table, an order's page, and the three changes staff
 * make (the next step, a delay, a cancellation). Each change is one transaction that locks the
 * order, refuses a stale view (the version the member saw), appends its tracking entry with a
 * conditional update, bumps the version, records the audit entry, and answers the order as it
 * now stands; the buyer is mailed once it has committed.
 */

type Buyer = Pick<typeof users.$inferSelect, 'id' | 'name' | 'email' | 'phone'>

const buyerColumns = { id: users.id, name: users.name, email: users.email, phone: users.phone }

/** What the orders table's search looks in: the order number, the buyer's name and email, case-insensitive, as literal text. */
function searchOf(text: string | undefined): SQL | undefined {
  const search = text?.trim()
  if (!search) return undefined
  const pattern = containing(search)
  return or(ilike(orders.orderNumber, pattern), ilike(users.name, pattern), ilike(users.email, pattern))
}

function rowOf(order: OrderRow, buyerName: string): AdminOrderRow {
  return {
    _id: order.id,
    orderId: order.orderNumber,
    placedAt: placedAtOf(order),
    buyerName,
    productName: order.item.name,
    ...(order.color === null ? {} : { color: order.color }),
    quantity: order.item.quantity,
    total: orderTotalOf({ item: order.item, ...(order.pricing === null ? {} : { pricing: order.pricing }) }),
    status: order.status,
    paymentMethod: order.paymentMethod,
    ...(order.paymentState === null ? {} : { paymentState: order.paymentState }),
    ...(order.purchaseId === null ? {} : { purchaseId: order.purchaseId }),
  }
}

/**
 * GET /admin/orders?status=&search=&page=&limit=: newest first, one page. The status is the
 * card's (orders.status, which the database derives from the tracking whoever writes it).
 */
export async function listOrders(ctx: ServerContext, query: AdminOrderListQuery): Promise<AdminOrderListResponse> {
  const page = adminPageOf(query)
  const where = and(query.status === undefined ? undefined : eq(orders.status, query.status), searchOf(query.search))
  return ctx.db.transaction(async (tx) => {
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where)
    const rows = await tx
      .select({ order: orders, buyerName: users.name })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
      .limit(page.limit)
      .offset(offsetOf(page))
    return { orders: rows.map((row) => rowOf(row.order, row.buyerName)), ...pageInfoOf(total, page.limit) }
  })
}

/** The order's page for a member with `role`: the buyer's email and phone only for the roles that need them. */
async function detailOf(tx: Tx, order: OrderRow, role: StaffRole, now: number): Promise<AdminOrderDetail> {
  const [buyer] = await tx.select(buyerColumns).from(users).where(eq(users.id, order.userId))
  const purchaseOrders =
    order.purchaseId === null
      ? []
      : await tx
          .select({ _id: orders.id, orderId: orders.orderNumber })
          .from(orders)
          .where(and(eq(orders.purchaseId, order.purchaseId), ne(orders.id, order.id)))
          .orderBy(orders.orderNumber)
  const tracking = order.trackingDetails ?? undefined
  const payment = await paymentOfOrder(tx, order)
  const nextStep = nextStaffStep(tracking, order.paymentState)
  return {
    order: toOrder(order, now, payment?.holdUntil ?? null),
    status: order.status,
    paymentMethod: order.paymentMethod,
    ...(order.unitPrice === null ? {} : { unitPrice: Number(order.unitPrice) }),
    ...(order.couponCode === null ? {} : { couponCode: order.couponCode }),
    ...(order.discount === null ? {} : { discount: Number(order.discount) }),
    purchaseOrders,
    buyer: buyerOf(buyer, order.userId, role),
    // a prepaid order is offered no step until it is paid (issue 31)
    nextStep,
    canCancel: canStaffCancel(tracking),
    canDelay: canDelay(tracking),
    version: order.version,
    ...(payment === undefined ? {} : { payment }),
  }
}

function buyerOf(buyer: Buyer | undefined, userId: string, role: StaffRole): AdminOrderDetail['buyer'] {
  if (!buyer) return { id: userId, name: '' }
  const seesContact = ROLES_SEEING_BUYER_CONTACT.includes(role)
  return {
    id: buyer.id,
    name: buyer.name,
    ...(seesContact ? { email: buyer.email } : {}),
    ...(seesContact && buyer.phone ? { phone: buyer.phone } : {}),
  }
}

/** GET /admin/orders/{id} */
export async function getOrder(ctx: ServerContext, staff: Staff, { id }: AdminOrderIdParams): Promise<AdminOrderDetail> {
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id))
    return detailOf(tx, order ?? fail(404, FULFILMENT_MESSAGES.notFound), staff.role, ctx.now())
  })
}

/** What the audit log keeps of an order's change: its status, payment state and version, before and after, and the entry added. */
const auditedOf = (order: OrderRow) => ({ status: order.status, ...(order.paymentState ? { paymentState: order.paymentState } : {}), version: order.version })

interface OrderChange {
  readonly action: AuditAction
  /** The entry to append, judged on the locked order (rules/fulfilment.ts), or a refusal. */
  entryFor(order: OrderRow, now: number): TrackingStep
  /** The cancellation puts the metres back, in the same transaction. */
  readonly restocks?: boolean
}

/** One change by staff, as the module's header says; answers the order's page as it now stands. */
async function changeOrder(ctx: ServerContext, staff: Staff, id: string, seenVersion: number | undefined, change: OrderChange): Promise<AdminOrderDetail> {
  const done = await ctx.db.transaction(async (tx) => {
    if (change.restocks) await lockPaymentOfOrder(tx, id)
    const order = await lockOrder(tx, id)
    refuseStaleVersion(order.version, seenVersion)
    const now = ctx.now()
    const entry = change.entryFor(order, now)
    const saved = await appendTracking(tx, order, entry)
    const restocked: Restocked | null = change.restocks ? await restockOrder(tx, saved) : null
    // a cancelled paid order is refunded once this commits (issue 31); one awaiting payment is unpaid
    const refundId = change.restocks ? await settleCancelledOrder(tx, ctx, saved, 'staff') : null
    // read after the cancellation settled the payment: the audit's after shows its payment state too
    const [current] = await tx.select().from(orders).where(eq(orders.id, saved.id))
    await recordAudit(ctx, tx, staff, {
      action: change.action,
      entity: 'order',
      entityId: order.id,
      before: auditedOf(order),
      after: { ...auditedOf(current ?? saved), entry, ...(change.restocks ? { restocked } : {}), ...(refundId ? { refundId } : {}) },
    })
    return { saved, entry, detail: await detailOf(tx, current ?? saved, staff.role, now) }
  })
  mailBuyerAboutOrder(ctx, done.saved, done.entry)
  return done.detail
}

/** POST /admin/orders/{id}/status: the next step (forward only, each once; Shipped with a carrier and a tracking number). */
export const advanceOrder = (ctx: ServerContext, staff: Staff, input: OrderStatusRequest): Promise<AdminOrderDetail> =>
  changeOrder(ctx, staff, input.id, input.version, {
    action: AUDIT_ACTIONS.orderStatus,
    // nothing moves on before a prepaid order's money is in (rules/fulfilment.ts)
    entryFor: (order, now) => staffStepEntry(order.trackingDetails ?? undefined, input, now, order.paymentState),
  })

/** POST /admin/orders/{id}/delay: an error entry; the buyer's card says Delayed, with the message. */
export const delayOrder = (ctx: ServerContext, staff: Staff, input: OrderDelayRequest): Promise<AdminOrderDetail> =>
  changeOrder(ctx, staff, input.id, input.version, {
    action: AUDIT_ACTIONS.orderDelay,
    entryFor: (order, now) => delayEntry(order.trackingDetails ?? undefined, input, now),
  })

/** POST /admin/orders/{id}/cancel: until the order has shipped; its metres go back in stock in the same transaction. */
export const cancelOrder = (ctx: ServerContext, staff: Staff, input: OrderCancelRequest): Promise<AdminOrderDetail> =>
  changeOrder(ctx, staff, input.id, input.version, {
    action: AUDIT_ACTIONS.orderCancel,
    entryFor: (order, now) => staffCancelEntry(order.trackingDetails ?? undefined, input, now),
    restocks: true,
  })
