/*
 * Money formatting. SPEC 9: rupees in cart, checkout and filters; dollars on the product page
 * and in the free-shipping text (a quirk of the original, kept and named here).
 */
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 })
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 })

/** ₹1,23,456.50: Indian digit grouping (lakh, crore). */
export function formatRupees(amount: number): string {
  return rupees.format(amount)
}

/** The product page's prices are shown in dollars (SPEC 2, Product detail). */
export function formatDollars(amount: number): string {
  return dollars.format(amount)
}
