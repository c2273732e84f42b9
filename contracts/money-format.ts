/*
 * The store's rupee format, for what the server says in words (issue 31: Cash on Delivery's
 * limit in its refusal). The same format as the storefront's src/lib/money.ts formatRupees, so a
 * figure reads the same in a message as on the page beside it.
 */
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 })

/** ₹1,23,456.50: Indian digit grouping (lakh, crore). */
export function formatRupees(amount: number): string {
  return rupees.format(amount)
}
