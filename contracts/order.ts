import { Schema } from 'effect'
import { NonEmptyTextUpTo, TEXT_MAX, TextUpTo } from './limits'
import { Amount } from './common'
import { OrderPayment, PaymentCheckout } from './payment'

/** Tracking step (SPEC 3). */
export const TrackingStep = Schema.Struct({
  status: Schema.String,
  message: Schema.optional(Schema.String),
  time: Schema.optional(Schema.String),
  isError: Schema.optional(Schema.Boolean),
  /** On the Shipped entry (issue 29): who carries the parcel and its tracking number. */
  carrier: Schema.optional(Schema.String),
  trackingNumber: Schema.optional(Schema.String),
})
export type TrackingStep = typeof TrackingStep.Type

/** Order (SPEC 3): one line of a purchase with its shipment and tracking. */
export const Order = Schema.Struct({
  _id: Schema.NonEmptyString,
  orderId: Schema.String,
  productId: Schema.optional(Schema.String),
  item: Schema.Struct({
    name: Schema.String,
    description: Schema.optional(Schema.String),
    quantity: Amount,
    price: Amount,
    productVarieties: Schema.optional(Schema.Array(Schema.Struct({ images: Schema.Array(Schema.String) }))),
  }),
  trackingDetails: Schema.optional(Schema.Array(TrackingStep)),
  shipment: Schema.optional(
    Schema.Struct({ date: Schema.optional(Schema.String), estimatedDelivery: Schema.optional(Schema.String) }),
  ),
  shippingAddress: Schema.optional(
    Schema.Struct({
      fullName: Schema.optional(Schema.String),
      phone: Schema.optional(Schema.Union([Schema.String, Schema.Number])),
      address: Schema.optional(Schema.String),
      city: Schema.optional(Schema.String),
      state: Schema.optional(Schema.String),
      pinCode: Schema.optional(Schema.Union([Schema.String, Schema.Number])),
    }),
  ),
  pricing: Schema.optional(
    Schema.Struct({
      estimatedTax: Schema.optional(Amount),
      estimatedShippingHandling: Schema.optional(Amount),
    }),
  ),
  reviewed: Schema.optional(Schema.Boolean),
  /** Issue 29: the variety (colour) bought, and the purchase (one checkout) the order belongs to. */
  color: Schema.optional(Schema.String),
  purchaseId: Schema.optional(Schema.String),
  /** When the order was placed (ISO time). */
  placedAt: Schema.optional(Schema.String),
  /**
   * Present while the buyer may still cancel the order (contracts/order-cancellation.ts): the
   * moment that right ends. Absent once the order has shipped or is cancelled.
   */
  cancellableUntil: Schema.optional(Schema.String),
  /** Issue 31: the order's payment, beside its tracking; absent for Cash on Delivery and old orders. */
  payment: Schema.optional(OrderPayment),
})
export type Order = typeof Order.Type

/** POST /user/orders/{id}/cancel (issue 29, beyond SPEC 7): the buyer cancels one of their orders. */
export const OrderIdParams = Schema.Struct({ id: NonEmptyTextUpTo(TEXT_MAX.recordId) })
export type OrderIdParams = typeof OrderIdParams.Type

export const OrderListQuery = Schema.Struct({ page: TextUpTo(TEXT_MAX.choice), limit: TextUpTo(TEXT_MAX.choice) })
export type OrderListQuery = typeof OrderListQuery.Type

export const OrderListResponse = Schema.Struct({
  orders: Schema.Array(Order),
  totalPages: Amount,
  totalItems: Amount,
})
export type OrderListResponse = typeof OrderListResponse.Type

/** SPEC 9: the Paypal tab sends UPI (a quirk of the original, kept). */
export const PaymentMethod = Schema.Literals(['UPI', 'Credit Card', 'Cash on Delivery'])
export type PaymentMethod = typeof PaymentMethod.Type

/** POST /buy. Shipping is not part of the original payload; the server reads the cart. */
export const BuyRequest = Schema.Struct({
  paymentMethod: PaymentMethod,
  shippingOption: Schema.optional(TextUpTo(TEXT_MAX.choice)),
  shippingDate: Schema.optional(TextUpTo(TEXT_MAX.date)),
})
export type BuyRequest = typeof BuyRequest.Type

/**
 * POST /buy's answer (SPEC 7 shows none). A purchase makes one order per cart line (SPEC 3), each
 * with its own number: `orderIds` names them all, in the cart's order (issue 28, point 8: the
 * Payment Success popup and the thank-you page show them); `orderId` is the first of them, as
 * answered before `orderIds` existed (and as a replayed Idempotency-Key of then still answers).
 */
export const BuyResponse = Schema.Struct({
  msg: Schema.optional(Schema.String),
  orderId: Schema.optional(Schema.String),
  orderIds: Schema.optional(Schema.Array(Schema.String)),
  /**
   * Issue 31: for Credit Card and Paypal (UPI), the orders await payment and the browser opens
   * the gateway with this; absent for Cash on Delivery, which is placed as before.
   */
  payment: Schema.optional(PaymentCheckout),
})
export type BuyResponse = typeof BuyResponse.Type

/** Order in progress (SPEC 3): what the payment step is about to buy. */
export const OrderInProgress = Schema.Struct({
  products: Schema.Array(Schema.Struct({ productId: Schema.String, quantity: Amount })),
  totalPrice: Amount,
})
export type OrderInProgress = typeof OrderInProgress.Type
