import type { CategoriesResponse, CategoryNamesResponse } from '../../contracts/category'
import type { HighlightsResponse } from '../../contracts/product'
import { highlightsOf } from '../../rules/highlights'
import type { BackendContext } from './backend-context'
import { productsOnSale } from './products-on-sale'

/*
 * The catalogue's overview: the category lists every page's header reads and the landing's
 * highlights, the fake backend's answers to a first visit. The listing, a product and its reviews
 * are ./catalogue.ts, loaded with their first call (mocks/handlers/all-handlers.ts). Both mirror
 * server/domain/catalogue.ts.
 */

/** GET /products/highlights: the landing's new arrivals and best deals (rules/highlights.ts), of the products on sale. */
export function productHighlights(ctx: BackendContext): HighlightsResponse {
  return highlightsOf(productsOnSale(ctx))
}

/** GET /categories/array: names in the stored order (the category bar shows the first 8). */
export function categoryNames(ctx: BackendContext): CategoryNamesResponse {
  return { data: ctx.db.get('categories').map((c) => c.name) }
}

/** GET /categories: every category with its subcategories. */
export function allCategories(ctx: BackendContext): CategoriesResponse {
  return { data: ctx.db.get('categories') }
}
