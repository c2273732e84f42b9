import { ARCHIVED_PRODUCT_MESSAGES } from '../contracts/archived-products'
import { fail } from './rule-error'

/*
 * Issue 30: a product staff archived is no longer sold. It leaves what buyers browse (the listing,
 * search and its vocabulary, the highlights, the sitemap, its own page), and everything that
 * already names it keeps it whole: orders (their cards, tracking, a review of one), and the carts
 * and wishlists holding it, which show it as no longer sold. Both backends ask these two questions.
 */

/** What the rule reads of a product: when staff archived it, if they did (null or absent: on sale). */
export interface SaleState {
  readonly archivedAt?: string | null | undefined
}

/** Whether buyers may find and buy the product. */
export const isOnSale = (product: SaleState): boolean => product.archivedAt === undefined || product.archivedAt === null

/** Add to Cart, Move to Cart, a wishlist's add, a quantity change and Place Order refuse an archived product: 400. */
export function refuseNoLongerSold(product: SaleState): void {
  if (!isOnSale(product)) fail(400, ARCHIVED_PRODUCT_MESSAGES.noLongerSold)
}
