import type { ProductsQuery } from '../../contracts/product'
import { apiClient } from './api-client'
import type { HttpClient } from './http-client'

/** Products and categories (SPEC 7). */
export function createCatalogueService(http: HttpClient) {
  return {
    /** One page of the listing, filtered on the server. */
    listProducts: (query: ProductsQuery, signal?: AbortSignal) => http.call('products', query, { signal }),
    /** One product, for a product page opened by a direct link or a reload. */
    product: (id: string, signal?: AbortSignal) => http.call('product', { id }, { signal }).then((r) => r.data),
    /** One page of a product's reviews, newest first: `skip` of them left out, at most `limit` (SPEC 4: 2, then 3 more). */
    productReviews: (id: string, page: { readonly skip: number; readonly limit: number }, signal?: AbortSignal) =>
      http.call('productReviews', { id, skip: String(page.skip), limit: String(page.limit) }, { signal }),
    /** What the landing shows (new arrivals and best deals), loaded at startup. */
    highlights: (signal?: AbortSignal) => http.call('highlights', {}, { signal }),
    categoryNames: (signal?: AbortSignal) => http.call('categoryNames', {}, { signal }).then((r) => r.data),
    categories: (signal?: AbortSignal) => http.call('categories', {}, { signal }).then((r) => r.data),
  }
}

export type CatalogueService = ReturnType<typeof createCatalogueService>
export const catalogueService = createCatalogueService(apiClient)
