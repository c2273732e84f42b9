/*
 * What a purchase costs (SPEC 9): the tax rate, the shipping options and their prices, and the
 * rounding to paise. The checkout shows these figures and both backends charge them, so they
 * live here, where the storefront and the rules read the same numbers.
 */

/** Rounds an amount to paise (two decimals), as every price, discount and tax is shown and stored. */
export const roundMoney = (amount: number): number => Math.round(amount * 100) / 100

/** SPEC 9: estimated tax is 10% of the subtotal. */
export const TAX_RATE = 0.1

/** The estimated tax on an amount, rounded to paise. */
export const estimatedTaxOf = (amount: number): number => roundMoney(amount * TAX_RATE)

/** The shipping options the checkout offers (SPEC 9), in the order it lists them. */
export const SHIPPING_OPTION_IDS = ['free', 'express', 'scheduled'] as const
export type ShippingOptionId = (typeof SHIPPING_OPTION_IDS)[number]

/** Shipping is free unless the buyer chooses otherwise (SPEC 4, Checkout). */
export const DEFAULT_SHIPPING_OPTION: ShippingOptionId = 'free'

/** SPEC 9: express shipping costs 8.50; free and scheduled cost nothing. */
export const SHIPPING_PRICES: Readonly<Record<ShippingOptionId, number>> = { free: 0, express: 8.5, scheduled: 0 }

/** The one option delivered on a day the buyer picks, so it needs that day (SPEC 5). */
export const DATED_SHIPPING_OPTION: ShippingOptionId = 'scheduled'

export function isShippingOptionId(value: unknown): value is ShippingOptionId {
  return (SHIPPING_OPTION_IDS as readonly unknown[]).includes(value)
}

/** What shipping costs for an option; an unknown or absent one costs nothing. */
export const shippingPriceOf = (option: string | undefined): number => (isShippingOptionId(option) ? SHIPPING_PRICES[option] : 0)
