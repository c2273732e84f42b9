/**
 * The label of the button that ends the Filter popup (issue 28, point 5, beyond SPEC; noted in
 * docs/spec-notes.md): it closes the popup onto the results, and says how many there are.
 * `total` is the listing's total for the filters as they stand, or null while it is being
 * counted (or could not be), when no number would be true.
 */
export function showResultsLabel(total: number | null): string {
  if (total === null) return 'Show fabrics'
  if (total === 0) return 'No fabrics match'
  return total === 1 ? 'Show 1 fabric' : `Show ${total} fabrics`
}
