import type { HttpHandler } from 'msw'
import type { BackendContext } from '../use-cases/backend-context'
import { allCategories, categoryNames, getProduct, productHighlights, productReviews, queryProducts } from '../use-cases/catalogue'
import { endpointHandler } from './endpoint-handler'

/** The product listing, one product, its reviews, the landing's highlights and the category lists. */
export function catalogueHandlers(backend: BackendContext): HttpHandler[] {
  return [
    endpointHandler(backend, 'products', (input) => queryProducts(backend, input)),
    endpointHandler(backend, 'product', (input) => getProduct(backend, input)),
    endpointHandler(backend, 'productReviews', (input) => productReviews(backend, input)),
    endpointHandler(backend, 'highlights', () => productHighlights(backend)),
    endpointHandler(backend, 'categoryNames', () => categoryNames(backend)),
    endpointHandler(backend, 'categories', () => allCategories(backend)),
  ]
}
