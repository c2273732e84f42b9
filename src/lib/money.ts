/*
 * Money formatting. SPEC 9: rupees in cart, checkout and filters; dollars on the product page
 * and in the free-shipping text (a quirk of the original, kept and named here).
 */
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 })

/** ₹1,23,456.50: the store's one rupee format, which the server's words use too (contracts/money-format.ts). */
export { formatRupees } from '../../contracts/money-format'

/** The product page's prices are shown in dollars (SPEC 2, Product detail). */
export function formatDollars(amount: number): string {
  return dollars.format(amount)
}
