import type { ShippingOption } from '../../contracts/content'
import { DATED_SHIPPING_OPTION, isShippingOptionId, SHIPPING_OPTION_IDS, SHIPPING_PRICES, type ShippingOptionId } from '../../contracts/pricing'
import { USER_SCOPED_PREFIX } from './storage'

/** How the checkout words each option; its price and whether it needs a day are the rule's (contracts/pricing.ts). */
const SHIPPING_WORDS: Readonly<Record<ShippingOptionId, Pick<ShippingOption, 'name' | 'description' | 'estimatedDelivery'>>> = {
  free: { name: 'Free Shipping', description: 'Standard delivery at no cost', estimatedDelivery: '3-10 working days' },
  express: { name: 'Express Shipping', description: 'Priority handling and faster delivery', estimatedDelivery: '1-3 working days' },
  scheduled: { name: 'Scheduled Delivery', description: 'Delivered on the date you choose', estimatedDelivery: 'On the chosen date' },
}

/**
 * The three shipping options of SPEC 9. The original had no endpoint for them, so the
 * storefront lists them itself, with the prices the backends charge (in rupees like the rest
 * of checkout).
 */
export const SHIPPING_OPTIONS: readonly ShippingOption[] = SHIPPING_OPTION_IDS.map((id) => ({
  _id: id,
  ...SHIPPING_WORDS[id],
  price: SHIPPING_PRICES[id],
  requiresDateSelection: id === DATED_SHIPPING_OPTION,
}))

/** The buyer's choice on step 2: an option and, for the scheduled one, a 'YYYY-MM-DD' date. */
export interface ShippingChoice {
  readonly optionId: ShippingOptionId
  readonly date: string | null
}

export function shippingOptionById(id: ShippingOptionId): ShippingOption {
  // the list covers every id of the literal union, so the lookup cannot miss
  return SHIPPING_OPTIONS.find((o) => o._id === id) ?? SHIPPING_OPTIONS[0]!
}

function pad(n: number): string {
  return String(n).padStart(2, '0')
}

/** A local calendar date as 'YYYY-MM-DD' (the date picker's format). */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The earliest date a scheduled delivery can be booked for: tomorrow. */
export function earliestScheduleDate(today: Date = new Date()): string {
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1)
  return toIsoDate(tomorrow)
}

/** A scheduled delivery needs a well-formed date no earlier than tomorrow (SPEC 5). */
export function isValidScheduleDate(date: string | null, today: Date = new Date()): date is string {
  // ISO dates compare correctly as text
  return date !== null && /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= earliestScheduleDate(today)
}

/** Step 2 is complete when an option is chosen and, if it needs one, a valid date. */
export function isShippingComplete(choice: ShippingChoice | null, today: Date = new Date()): choice is ShippingChoice {
  if (!choice) return false
  return !shippingOptionById(choice.optionId).requiresDateSelection || isValidScheduleDate(choice.date, today)
}

/*
 * The shipping choice is kept for the tab's session so that a reload on the payment step keeps
 * the buyer's express or scheduled choice instead of silently falling back to free shipping.
 * The key is user-scoped, so logging out removes it.
 */
const DRAFT_KEY = `${USER_SCOPED_PREFIX}checkout-shipping`

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

export function readShippingDraft(): ShippingChoice | null {
  const raw = sessionStore()?.getItem(DRAFT_KEY)
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as { optionId?: unknown; date?: unknown }
    if (!isShippingOptionId(value.optionId)) return null
    return { optionId: value.optionId, date: typeof value.date === 'string' ? value.date : null }
  } catch {
    return null
  }
}

export function writeShippingDraft(choice: ShippingChoice | null): void {
  try {
    if (choice) sessionStore()?.setItem(DRAFT_KEY, JSON.stringify(choice))
    else sessionStore()?.removeItem(DRAFT_KEY)
  } catch {
    // storage full or blocked: a reload then falls back to the default option
  }
}
