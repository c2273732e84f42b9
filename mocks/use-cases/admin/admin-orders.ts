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
import { canDelay, canStaffCancel, FULFILMENT_MESSAGES, nextStaffStepOf } from '../../../contracts/fulfilment-rules'
import type { TrackingStep } from '../../../contracts/order'
import { orderStatusOf } from '../../../contracts/order-status'
import type { AuditFields } from '../../../rules/audit'
import { delayEntry, refuseStaleVersion, staffCancelEntry, staffStepEntry } from '../../../rules/fulfilment'
import { orderTotalOf } from '../../../rules/order-totals'
import { fail } from '../../../rules/rule-error'
import type { OrderRecord, UserRecord } from '../../../seed/records'
import type { BackendContext } from '../backend-context'
import { buyerViewOf } from '../orders'
import { putBackStock } from '../stock'
import { recordAudit } from './audit-log'
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
  }
}

/**
 * GET /admin/orders?status=&search=&page=&limit=: newest first; status as the buyer's card shows
 * it (contracts/order-status.ts); search in the order number and the buyer's name and email.
 */
export function adminOrders(ctx: BackendContext, query: AdminOrderListQuery): AdminOrderListResponse {
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
    ...(order.couponCode ? { couponCode: order.couponCode, discount: order.discount ?? 0 } : {}),
    purchaseOrders,
    buyer: {
      id: order.userId,
      name: buyer?.name ?? '',
      ...(seesContact && buyer ? { email: buyer.email, ...(buyer.phone ? { phone: buyer.phone } : {}) } : {}),
    },
    nextStep: nextStaffStepOf(order.trackingDetails),
    canCancel: canStaffCancel(order.trackingDetails),
    canDelay: canDelay(order.trackingDetails),
    version: order.version ?? 0,
  }
}

/** GET /admin/orders/{id} */
export function adminOrder(ctx: BackendContext, reader: Staff, { id }: AdminOrderIdParams): AdminOrderDetail {
  return detailOf(ctx, findOrder(ctx, id), reader)
}

const auditedFieldsOf = (order: OrderRecord): AuditFields => ({ status: orderStatusOf(order), version: order.version ?? 0 })

/** What an entry says beside the new status, for the log: the message, and the parcel's carrier and number. */
function entryFields(entry: TrackingStep): AuditFields {
  return {
    ...(entry.message ? { message: entry.message } : {}),
    ...(entry.carrier ? { carrier: entry.carrier, trackingNumber: entry.trackingNumber } : {}),
  }
}

/**
 * Appends one tracking entry staff add to an order, refused when the order changed since the
 * member read it (the version they send); bumps the version and records the write.
 */
function addEntry(
  ctx: BackendContext,
  staff: Staff,
  id: string,
  seenVersion: number | undefined,
  action: string,
  entryFor: (order: OrderRecord) => TrackingStep,
): OrderRecord {
  const order = findOrder(ctx, id)
  refuseStaleVersion(order.version ?? 0, seenVersion)
  const entry = entryFor(order)
  const changed: OrderRecord = { ...order, trackingDetails: [...(order.trackingDetails ?? []), entry], version: (order.version ?? 0) + 1 }
  ctx.db.put('orders', ctx.db.get('orders').map((o) => (o._id === id ? changed : o)))
  recordAudit(ctx, staff, {
    action,
    entity: AUDIT_ENTITIES.order,
    entityId: id,
    before: auditedFieldsOf(order),
    after: { ...auditedFieldsOf(changed), ...entryFields(entry) },
  })
  return changed
}

/** POST /admin/orders/{id}/status: the next step, forward only and each once; Shipped with its carrier and tracking number. */
export function moveOrderOn(ctx: BackendContext, staff: Staff, input: OrderStatusRequest): AdminOrderDetail {
  const changed = addEntry(ctx, staff, input.id, input.version, AUDIT_ACTIONS.orderStatus, (order) =>
    staffStepEntry(order.trackingDetails, input, ctx.now()),
  )
  return detailOf(ctx, changed, staff)
}

/** POST /admin/orders/{id}/delay: an error entry with the member's message (the buyer's card says Delayed). */
export function delayOrder(ctx: BackendContext, staff: Staff, input: OrderDelayRequest): AdminOrderDetail {
  const changed = addEntry(ctx, staff, input.id, input.version, AUDIT_ACTIONS.orderDelay, (order) =>
    delayEntry(order.trackingDetails, input, ctx.now()),
  )
  return detailOf(ctx, changed, staff)
}

/** POST /admin/orders/{id}/cancel: until the order has shipped; its metres go back on its variety's stock. */
export function cancelOrderAsStaff(ctx: BackendContext, staff: Staff, input: OrderCancelRequest): AdminOrderDetail {
  const changed = addEntry(ctx, staff, input.id, input.version, AUDIT_ACTIONS.orderCancel, (order) =>
    staffCancelEntry(order.trackingDetails, input, ctx.now()),
  )
  if (changed.productId && changed.color) putBackStock(ctx, [{ productId: changed.productId, color: changed.color, quantity: changed.item.quantity }])
  return detailOf(ctx, changed, staff)
}
