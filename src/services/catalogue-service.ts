import type { ProductsQuery } from '../../contracts/product'
import { apiClient } from './api-client'
import type { HttpClient } from './http-client'

/** Products and categories (SPEC 7). */
export function createCatalogueService(http: HttpClient) {
  return {
    /** One page of the listing, filtered on the server. */
    listProducts: (query: ProductsQuery, signal?: AbortSignal) => http.call('products', query, { signal }),
    /** The whole catalogue, loaded into the product store at startup. */
    allProducts: (signal?: AbortSignal) => http.call('products', {}, { signal }).then((r) => r.data),
    categoryNames: (signal?: AbortSignal) => http.call('categoryNames', {}, { signal }).then((r) => r.data),
    categories: (signal?: AbortSignal) => http.call('categories', {}, { signal }).then((r) => r.data),
  }
}

export type CatalogueService = ReturnType<typeof createCatalogueService>
export const catalogueService = createCatalogueService(apiClient)
