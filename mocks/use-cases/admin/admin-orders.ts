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
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../../contracts/admin/audit-actions'
import { ROLES_SEEING_BUYER_CONTACT, type Staff } from '../../../contracts/admin/staff'
import { canDelay, canStaffCancel, FULFILMENT_MESSAGES } from '../../../contracts/fulfilment-rules'
import type { TrackingStep } from '../../../contracts/order'
import { orderStatusOf } from '../../../contracts/order-status'
import type { AuditFields } from '../../../rules/audit'
import { delayEntry, nextStaffStep, refuseStaleVersion, staffCancelEntry, staffStepEntry } from '../../../rules/fulfilment'
import { orderTotalOf } from '../../../rules/back-office'
import { fail } from '../../../rules/rule-error'
import type { OrderRecord, UserRecord } from '../../../seed/records'
import type { BackendContext } from '../backend-context'
import { buyerViewOf } from '../orders'
import { putBackStock } from '../stock'
import { recordAudit } from './audit-log'
import { adminPaymentOf } from './order-payments'
import { settleCancelledOrder } from '../payment-refunds'
import { settlePayments } from '../payments'
import { holds, pageOf } from './paging'

const newestFirst = (a: OrderRecord, b: OrderRecord) => b.createdAt.localeCompare(a.createdAt) || b.orderId.localeCompare(a.orderId)

function rowOf(order: OrderRecord, buyer: UserRecord | undefined): AdminOrderRow {
  return {
    _id: order._id,
    orderId: order.orderId,
    placedAt: order.placedAt ?? order.createdAt,
    buyerName: buyer?.name ?? '',
    productName: order.item.name,
    ...(order.color ? { color: order.color } : {}),
    quantity: order.item.quantity,
    total: orderTotalOf(order),
    status: orderStatusOf(order),
    paymentMethod: order.paymentMethod,
    ...(order.purchaseId ? { purchaseId: order.purchaseId } : {}),
    ...(order.paymentState ? { paymentState: order.paymentState } : {}),
  }
}

/**
 * GET /admin/orders?status=&search=&page=&limit=: newest first; status as the buyer's card shows
 * it (contracts/order-status.ts); search in the order number and the buyer's name and email.
 */
export function adminOrders(ctx: BackendContext, query: AdminOrderListQuery): AdminOrderListResponse {
  settlePayments(ctx)
  const users = new Map(ctx.db.get('users').map((u) => [u._id, u]))
  const search = query.search?.trim() ?? ''
  const found = ctx.db
    .get('orders')
    .filter((order) => !query.status || orderStatusOf(order) === query.status)
    .filter((order) => {
      if (!search) return true
      const buyer = users.get(order.userId)
      return holds(order.orderId, search) || holds(buyer?.name, search) || holds(buyer?.email, search)
    })
    .sort(newestFirst)
  const { items, totalPages, totalItems } = pageOf(found, query)
  return { orders: items.map((order) => rowOf(order, users.get(order.userId))), totalPages, totalItems }
}

function findOrder(ctx: BackendContext, id: string): OrderRecord {
  return ctx.db.get('orders').find((o) => o._id === id) ?? fail(404, FULFILMENT_MESSAGES.notFound)
}

/** The order as staff read it: its buyer (email and phone only for the roles that need them), pricing, purchase, next moves. */
function detailOf(ctx: BackendContext, order: OrderRecord, reader: Staff): AdminOrderDetail {
  const buyer = ctx.db.get('users').find((u) => u._id === order.userId)
  const seesContact = ROLES_SEEING_BUYER_CONTACT.includes(reader.role)
  const purchaseOrders = order.purchaseId
    ? ctx.db
        .get('orders')
        .filter((o) => o.purchaseId === order.purchaseId && o._id !== order._id)
        .sort((a, b) => a.orderId.localeCompare(b.orderId))
        .map((o) => ({ _id: o._id, orderId: o.orderId }))
    : []
  return {
    order: buyerViewOf(order, ctx.now()),
    status: orderStatusOf(order),
    paymentMethod: order.paymentMethod,
    ...(order.unitPrice !== undefined ? { unitPrice: order.unitPrice } : {}),
    ...(order.couponCode ? { couponCode: order.couponCode } : {}),
    ...(order.discount !== undefined ? { discount: order.discount } : {}),
    purchaseOrders,
    buyer: {
      id: order.userId,
      name: buyer?.name ?? '',
      ...(seesContact && buyer ? { email: buyer.email, ...(buyer.phone ? { phone: buyer.phone } : {}) } : {}),
    },
    nextStep: nextStaffStep(order.trackingDetails, order.paymentState),
    canCancel: canStaffCancel(order.trackingDetails),
    canDelay: canDelay(order.trackingDetails),
    version: order.version ?? 0,
    ...withPayment(adminPaymentOf(ctx, order)),
  }
}

const withPayment = (payment: AdminOrderDetail['payment']) => (payment ? { payment } : {})

/** GET /admin/orders/{id} */
export function adminOrder(ctx: BackendContext, reader: Staff, { id }: AdminOrderIdParams): AdminOrderDetail {
  settlePayments(ctx)
  return detailOf(ctx, findOrder(ctx, id), reader)
}

/** What the audit log keeps of an order's change: its status and version, before and after, and the entry added. */
const auditedOf = (order: OrderRecord): AuditFields => ({
  status: orderStatusOf(order),
  version: order.version ?? 0,
  ...(order.paymentState ? { paymentState: order.paymentState } : {}),
})

/** The metres a cancellation put back, and in which colour; null when the order's colour or variety is unknown. */
function restock(ctx: BackendContext, order: OrderRecord): { color: string; metres: number } | null {
  const metres = order.item.quantity
  const variety = ctx.db.get('products').find((p) => p._id === order.productId)?.productVarieties.find((v) => v.color === order.color)
  if (!order.productId || !order.color || !variety || !(metres > 0)) return null
  putBackStock(ctx, [{ productId: order.productId, color: order.color, quantity: metres }])
  return { color: order.color, metres }
}

interface OrderChange {
  readonly action: string
  /** The entry to append, judged on the order as it is (rules/fulfilment.ts), or a refusal. */
  entryFor(order: OrderRecord): TrackingStep
  /** The cancellation puts the metres back with the change, and refunds a paid order (issue 31). */
  readonly restocks?: boolean
}

/**
 * One change by staff: refused when the order changed since the member read it (the version
 * they send); the entry appended, the version bumped, the metres put back for a cancellation,
 * the write recorded; answers the order's page as it now stands.
 */
function changeOrder(ctx: BackendContext, staff: Staff, id: string, seenVersion: number | undefined, change: OrderChange): AdminOrderDetail {
  const order = findOrder(ctx, id)
  refuseStaleVersion(order.version ?? 0, seenVersion)
  const entry = change.entryFor(order)
  const saved: OrderRecord = { ...order, trackingDetails: [...(order.trackingDetails ?? []), entry], version: (order.version ?? 0) + 1 }
  ctx.db.put('orders', ctx.db.get('orders').map((o) => (o._id === id ? saved : o)))
  const restocked = change.restocks ? restock(ctx, saved) : null
  const paid = change.restocks ? settleCancelledOrder(ctx, saved, 'staff', { reason: entry.message ?? '' }) : { order: saved, audited: {} }
  recordAudit(ctx, staff, {
    action: change.action,
    entity: AUDIT_ENTITIES.order,
    entityId: id,
    before: auditedOf(order),
    after: { ...auditedOf(paid.order), entry, ...(change.restocks ? { restocked } : {}), ...paid.audited },
  })
  return detailOf(ctx, paid.order, staff)
}

/** POST /admin/orders/{id}/status: the next step, forward only and each once; Shipped with its carrier and tracking number. */
export const moveOrderOn = (ctx: BackendContext, staff: Staff, input: OrderStatusRequest): AdminOrderDetail =>
  changeOrder(ctx, staff, input.id, input.version, {
    action: AUDIT_ACTIONS.orderStatus,
    entryFor: (order) => staffStepEntry(order.trackingDetails, input, ctx.now(), order.paymentState),
  })

/** POST /admin/orders/{id}/delay: an error entry with the member's message (the buyer's card says Delayed). */
export const delayOrder = (ctx: BackendContext, staff: Staff, input: OrderDelayRequest): AdminOrderDetail =>
  changeOrder(ctx, staff, input.id, input.version, {
    action: AUDIT_ACTIONS.orderDelay,
    entryFor: (order) => delayEntry(order.trackingDetails, input, ctx.now()),
  })

/**
 * POST /admin/orders/{id}/cancel: until the order has shipped; its metres go back on its
 * variety's stock, and a paid order's money goes back to the buyer (a refund, issue 31).
 */
export const cancelOrderAsStaff = (ctx: BackendContext, staff: Staff, input: OrderCancelRequest): AdminOrderDetail =>
  changeOrder(ctx, staff, input.id, input.version, {
    action: AUDIT_ACTIONS.orderCancel,
    entryFor: (order) => staffCancelEntry(order.trackingDetails, input, ctx.now()),
    restocks: true,
  })
