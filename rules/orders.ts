import type { Order, TrackingStep } from '../contracts/order'
import {
  DATED_SHIPPING_OPTION,
  DEFAULT_SHIPPING_OPTION,
  estimatedTaxOf,
  isShippingOptionId,
  roundMoney,
  shippingPriceOf,
  type ShippingOptionId,
} from '../contracts/pricing'
import type { Product } from '../contracts/product'
import { TRACKING_MESSAGES, type TrackingStatus } from '../contracts/tracking'
import { fail } from './rule-error'

const DAY = 24 * 60 * 60 * 1000

/** Days from order to expected delivery per shipping option. */
const deliveryDays = (option: string | undefined) => (option === 'express' ? 3 : 7)

/**
 * The shipping option of a purchase (free when none is chosen). Refuses an unknown option, and a
 * scheduled delivery without its day (SPEC 5).
 */
export function validateShipping(option: string | undefined, date: string | undefined): ShippingOptionId {
  const chosen = option ?? DEFAULT_SHIPPING_OPTION
  if (!isShippingOptionId(chosen)) return fail(400, 'Invalid shipping option')
  if (chosen === DATED_SHIPPING_OPTION && !date) fail(400, 'Please choose a delivery date')
  return chosen
}

/** Refuses a purchase whose line asks for more than its variety's stock (409); nothing is bought. */
export function refuseStockShortfall(name: string, color: string): never {
  return fail(409, `Only the stock left of ${name} (${color}) can be ordered: please lower the quantity`)
}

/** An order's number: `TBN`, the day it was placed (UTC, yyyymmdd) and a serial padded to 4 digits. */
export function orderNumber(placedAt: number, serial: number): string {
  const day = new Date(placedAt).toISOString().slice(0, 10).replaceAll('-', '')
  return `TBN${day}${String(serial).padStart(4, '0')}`
}

/** An order as stored: the API's order plus who placed it, when, and how they paid. */
export type ComposedOrder = Order & {
  readonly userId: string
  readonly createdAt: string
  readonly paymentMethod: string
  /** Issue 29: the price per metre it was sold at before any coupon, the coupon, and what it took off. */
  readonly unitPrice?: number
  readonly couponCode?: string
  readonly discount?: number
}

/** Everything composeOrder needs; structural, so any store's records fit. */
export interface OrderDraft {
  readonly _id: string
  readonly orderId: string
  readonly user: { readonly _id: string; readonly name: string }
  readonly product: Product
  readonly color: string
  readonly quantity: number
  /** The line's price after any coupon. */
  readonly price: number
  /** The line's price before any coupon (its metres at the price per metre); `price` when absent. */
  readonly listPrice?: number
  /** The coupon applied to the purchase. */
  readonly couponCode?: string
  /** The purchase (one checkout) the order belongs to; the order's own id when bought alone. */
  readonly purchaseId?: string
  readonly address: {
    readonly name?: string
    readonly address: string
    readonly city: string
    readonly state: string
    readonly pinCode?: string | number
    readonly alternativePhoneNumber: string | number
  }
  readonly placedAt: number
  readonly paymentMethod: string
  readonly shippingOption?: string
  /** The chosen day of a scheduled delivery. */
  readonly shippingDate?: string
  /** Shipping is charged once per purchase, on its first order. */
  readonly chargesShipping: boolean
  /** The order's share of its purchase's tax (taxShares); an order bought alone pays 10% of its price. */
  readonly estimatedTax?: number
  readonly trackingDetails?: readonly TrackingStep[]
  /** Old orders were stored without pricing; the order card then shows 0. */
  readonly withPricing?: boolean
  readonly reviewed?: boolean
}

/** One bought cart line: its product and colour, and its price after any coupon. */
export interface PurchasedLine {
  readonly product: Product
  readonly color: string
  readonly quantity: number
  readonly price: number
  /** The line's price before any coupon. */
  readonly listPrice?: number
}

/** What a whole purchase shares: who, where to, when, how paid and shipped, and each order's ids. */
export type PurchaseDraft = Pick<
  OrderDraft,
  'user' | 'address' | 'placedAt' | 'paymentMethod' | 'shippingOption' | 'shippingDate' | 'couponCode' | 'purchaseId'
> & {
  /** One per line, in the lines' order: the record id and the order number. */
  readonly ids: readonly { readonly _id: string; readonly orderId: string }[]
}

/**
 * Each order's share of its purchase's tax. The purchase is taxed once, on its subtotal, as the
 * checkout shows it (SPEC 9, contracts/pricing.ts). Taxing each line on its own and adding up
 * could differ from that by a paisa a line; instead the paise are shared out in proportion to
 * the lines' prices, a paisa left over going to the lines that lost most to rounding down, so
 * the orders add up to what the buyer was shown and none is taxed below zero.
 */
function taxShares(prices: readonly number[]): number[] {
  const paise = prices.map((price) => Math.round(price * 100))
  const subtotal = paise.reduce((sum, p) => sum + p, 0)
  if (subtotal <= 0) return prices.map(() => 0)
  const tax = Math.round(estimatedTaxOf(subtotal / 100) * 100)
  const exact = paise.map((p) => (tax * p) / subtotal)
  const shares = exact.map((share) => Math.floor(share))
  let left = tax - shares.reduce((sum, share) => sum + share, 0)
  const mostLost = exact.map((share, i) => ({ i, lost: share - (shares[i] ?? 0) })).sort((a, b) => b.lost - a.lost || a.i - b.i)
  for (const { i } of mostLost) {
    if (left <= 0) break
    shares[i] = (shares[i] ?? 0) + 1
    left -= 1
  }
  return shares.map((share) => share / 100)
}

/** What POST /buy answers for a purchase it made (contracts/order.ts, BuyResponse). */
export interface PurchaseAnswer {
  readonly msg: string
  /** The first order's number. */
  readonly orderId: string
  /** Every order's number, one per line, in the lines' order. */
  readonly orderIds: readonly string[]
}

/**
 * POST /buy's orders: one per cart line, shipping charged once, on the first; and the answer
 * the buyer gets (every order's number, and the first on its own as before).
 */
export function composePurchase(purchase: PurchaseDraft, lines: readonly PurchasedLine[]): { orders: ComposedOrder[]; response: PurchaseAnswer } {
  const { ids, ...shared } = purchase
  const taxes = taxShares(lines.map((line) => line.price))
  const orders = lines.map((line, i) =>
    composeOrder({
      ...shared,
      ...line,
      _id: ids[i]?._id ?? '',
      orderId: ids[i]?.orderId ?? '',
      chargesShipping: i === 0,
      estimatedTax: taxes[i] ?? 0,
    }),
  )
  const orderIds = orders.map((order) => order.orderId)
  return { orders, response: { msg: 'Order placed successfully', orderId: orderIds[0] ?? '', orderIds } }
}

/** One order record for one purchased line, as POST /buy and the seed both make them. */
export function composeOrder(draft: OrderDraft): ComposedOrder {
  const variety = draft.product.productVarieties.find((v) => v.color === draft.color) ?? draft.product.productVarieties[0]
  const placed = new Date(draft.placedAt).toISOString()
  const estimatedDelivery =
    draft.shippingOption === DATED_SHIPPING_OPTION && draft.shippingDate
      ? draft.shippingDate
      : new Date(draft.placedAt + deliveryDays(draft.shippingOption) * DAY).toISOString()
  const listPrice = roundMoney(draft.listPrice ?? draft.price)
  const discount = roundMoney(listPrice - draft.price)
  const order: ComposedOrder = {
    _id: draft._id,
    orderId: draft.orderId,
    productId: draft.product._id,
    userId: draft.user._id,
    createdAt: placed,
    placedAt: placed,
    paymentMethod: draft.paymentMethod,
    ...(variety ? { color: variety.color } : {}),
    purchaseId: draft.purchaseId ?? draft._id,
    unitPrice: draft.quantity > 0 ? roundMoney(listPrice / draft.quantity) : listPrice,
    ...(draft.couponCode ? { couponCode: draft.couponCode, discount } : {}),
    item: {
      name: draft.product.name,
      description: draft.product.description,
      quantity: draft.quantity,
      price: roundMoney(draft.price),
      productVarieties: variety ? [{ images: [...variety.images] }] : [],
    },
    trackingDetails: draft.trackingDetails ?? [
      { status: 'Ordered Placed', message: TRACKING_MESSAGES['Ordered Placed'], time: placed },
    ],
    shipment: { date: placed, estimatedDelivery },
    shippingAddress: {
      fullName: draft.address.name || draft.user.name,
      phone: draft.address.alternativePhoneNumber,
      address: draft.address.address,
      city: draft.address.city,
      state: draft.address.state,
      pinCode: draft.address.pinCode,
    },
    reviewed: draft.reviewed ?? false,
  }
  if (draft.withPricing === false) return order
  return {
    ...order,
    pricing: {
      estimatedTax: draft.estimatedTax ?? estimatedTaxOf(draft.price),
      estimatedShippingHandling: draft.chargesShipping ? shippingPriceOf(draft.shippingOption) : 0,
    },
  }
}

/** Tracking entries for the given steps, an hour to days apart after the order time. */
export function trackingFor(
  placedAt: number,
  statuses: readonly TrackingStatus[],
  error?: { readonly status: TrackingStatus; readonly message: string },
): TrackingStep[] {
  const steps: TrackingStep[] = statuses.map((status, i) => ({
    status,
    message: TRACKING_MESSAGES[status],
    time: new Date(placedAt + i * 1.5 * DAY + 3_600_000).toISOString(),
  }))
  if (error) {
    steps.push({
      status: error.status,
      message: error.message,
      time: new Date(placedAt + statuses.length * 1.5 * DAY + 3_600_000).toISOString(),
      isError: true,
    })
  }
  return steps
}
