import { Schema } from 'effect'
import { Amount } from '../common'
import { NonEmptyTextUpTo, TEXT_MAX, TextUpTo } from '../limits'
import { Order } from '../order'
import { ORDER_PAYMENT_STATES, PAYMENT_PROVIDERS, Paise } from '../payment'
import { PageInfo, PageQuery } from './admin-paging'
import { ORDER_CARD_STATUSES } from '../order-status'
import { STAFF_STEPS } from '../fulfilment-rules'

/** The longest note staff write to a buyer (a delay's reason, a cancellation's reason, a step's message). */
export const STAFF_NOTE_MAX = 500
/** A carrier's name and a tracking number as typed. */
export const CARRIER_MAX = 60
export const TRACKING_NUMBER_MAX = 60


/** GET /admin/orders?status=&search=&page=&limit= (status as the buyer's card shows it). */
export const AdminOrderListQuery = Schema.Struct({
  status: Schema.optional(Schema.Literals(ORDER_CARD_STATUSES)),
  search: Schema.optional(TextUpTo(TEXT_MAX.search)),
  ...PageQuery,
})
export type AdminOrderListQuery = typeof AdminOrderListQuery.Type

/** A row of the orders table. */
export const AdminOrderRow = Schema.Struct({
  _id: Schema.NonEmptyString,
  orderId: Schema.String,
  placedAt: Schema.String,
  buyerName: Schema.String,
  productName: Schema.String,
  color: Schema.optional(Schema.String),
  quantity: Amount,
  /** What the buyer pays for this order: the line after any coupon, its tax share and its shipping. */
  total: Amount,
  status: Schema.String,
  paymentMethod: Schema.String,
  purchaseId: Schema.optional(Schema.String),
  /** Issue 31: a prepaid order's payment state (absent for Cash on Delivery and older orders). */
  paymentState: Schema.optional(Schema.Literals(ORDER_PAYMENT_STATES)),
})
export type AdminOrderRow = typeof AdminOrderRow.Type

export const AdminOrderListResponse = Schema.Struct({
  orders: Schema.Array(AdminOrderRow),
  ...PageInfo,
})
export type AdminOrderListResponse = typeof AdminOrderListResponse.Type

export const AdminOrderIdParams = Schema.Struct({ id: NonEmptyTextUpTo(TEXT_MAX.recordId) })
export type AdminOrderIdParams = typeof AdminOrderIdParams.Type

/** GET /admin/orders/{id}: the order, its buyer (contact only for the roles that need it), pricing, timeline. */
/** One line of a payment's history, newest last (server/db/schema.ts payment_events). */
export const PaymentHistoryEntry = Schema.Struct({
  at: Schema.String,
  /** created, captured, declined, holdEnded, refundRequested, refunded, refundFailed, rejectedWebhook, … */
  kind: Schema.String,
  /** browser, webhook, job, buyer, staff */
  source: Schema.String,
  /** The order it concerns, by number (a refund); absent for the whole purchase. */
  orderNumber: Schema.optional(Schema.String),
  /** A short human summary (the gateway's event, the refund's error). */
  note: Schema.optional(Schema.String),
})
export type PaymentHistoryEntry = typeof PaymentHistoryEntry.Type

export const AdminOrderPayment = Schema.Struct({
  /** This order's payment state (a refund is per order). */
  state: Schema.Literals(ORDER_PAYMENT_STATES),
  provider: Schema.Literals(PAYMENT_PROVIDERS),
  method: Schema.String,
  /** The purchase's amount and this order's share, in paise. */
  purchaseAmountPaise: Paise,
  orderAmountPaise: Paise,
  providerOrderId: Schema.String,
  providerPaymentId: Schema.optional(Schema.String),
  holdUntil: Schema.optional(Schema.String),
  refund: Schema.optional(
    Schema.Struct({
      state: Schema.Literals(['pending', 'succeeded', 'failed']),
      amountPaise: Paise,
      attempts: Amount,
      lastError: Schema.optional(Schema.String),
    }),
  ),
  history: Schema.Array(PaymentHistoryEntry),
})
export type AdminOrderPayment = typeof AdminOrderPayment.Type

export const AdminOrderDetail = Schema.Struct({
  order: Order,
  status: Schema.String,
  paymentMethod: Schema.String,
  /** Price per metre the order was sold at, before any coupon. */
  unitPrice: Schema.optional(Amount),
  couponCode: Schema.optional(Schema.String),
  /** What the coupon took off this order. */
  discount: Schema.optional(Amount),
  /** The other orders of the same purchase (one checkout), by number. */
  purchaseOrders: Schema.Array(Schema.Struct({ _id: Schema.String, orderId: Schema.String })),
  buyer: Schema.Struct({
    id: Schema.String,
    name: Schema.String,
    email: Schema.optional(Schema.String),
    phone: Schema.optional(Schema.String),
  }),
  /** What staff may do next (contracts/fulfilment-rules.ts), for the buttons. */
  nextStep: Schema.NullOr(Schema.Literals(STAFF_STEPS)),
  canCancel: Schema.Boolean,
  canDelay: Schema.Boolean,
  /** The order's version: sent back with a change, so a change made meanwhile is refused (409). */
  version: Amount,
  /** Issue 31: the payment of a prepaid order (absent for Cash on Delivery): state, figures and history. */
  payment: Schema.optional(AdminOrderPayment),
})
export type AdminOrderDetail = typeof AdminOrderDetail.Type

/** The version the staff member saw; a change made since is refused with 409. */
const SeenVersion = Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000_000 })))

/** POST /admin/orders/{id}/status */
export const OrderStatusRequest = Schema.Struct({
  id: NonEmptyTextUpTo(TEXT_MAX.recordId),
  status: Schema.Literals(STAFF_STEPS),
  message: Schema.optional(TextUpTo(STAFF_NOTE_MAX)),
  carrier: Schema.optional(TextUpTo(CARRIER_MAX)),
  trackingNumber: Schema.optional(TextUpTo(TRACKING_NUMBER_MAX)),
  version: SeenVersion,
})
export type OrderStatusRequest = typeof OrderStatusRequest.Type

/** POST /admin/orders/{id}/delay: an error entry (the buyer's card says Delayed). */
export const OrderDelayRequest = Schema.Struct({
  id: NonEmptyTextUpTo(TEXT_MAX.recordId),
  message: NonEmptyTextUpTo(STAFF_NOTE_MAX),
  version: SeenVersion,
})
export type OrderDelayRequest = typeof OrderDelayRequest.Type

/** POST /admin/orders/{id}/cancel: until the order has shipped; its metres go back in stock. */
export const OrderCancelRequest = Schema.Struct({
  id: NonEmptyTextUpTo(TEXT_MAX.recordId),
  reason: NonEmptyTextUpTo(STAFF_NOTE_MAX),
  version: SeenVersion,
})
export type OrderCancelRequest = typeof OrderCancelRequest.Type
