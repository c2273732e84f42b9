import type { HttpHandler } from 'msw'
import type { BackendContext } from '../use-cases/backend-context'
import { allCategories, categoryNames, productHighlights } from '../use-cases/catalogue-overview'
import { endpointHandler } from './endpoint-handler'

/** The listing's rules (filters, sort, search) load with its first call (all-handlers.ts). */
const catalogue = () => import('../use-cases/catalogue')

/** The product listing, one product, its reviews, the landing's highlights and the category lists. */
export function catalogueHandlers(backend: BackendContext): HttpHandler[] {
  return [
    endpointHandler(backend, 'products', async (input) => (await catalogue()).queryProducts(backend, input)),
    endpointHandler(backend, 'product', async (input) => (await catalogue()).getProduct(backend, input)),
    endpointHandler(backend, 'productReviews', async (input) => (await catalogue()).productReviews(backend, input)),
    endpointHandler(backend, 'highlights', () => productHighlights(backend)),
    endpointHandler(backend, 'categoryNames', () => categoryNames(backend)),
    endpointHandler(backend, 'categories', () => allCategories(backend)),
  ]
}
