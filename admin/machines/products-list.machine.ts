import type { AdminCategoriesResponse } from '../../contracts/admin/admin-categories'
import { PRODUCT_STATUSES, type AdminProductsQuery, type AdminProductsResponse, type ProductStatus } from '../../contracts/admin/admin-products'
import { categoriesService } from '../services/categories-service'
import { productsService } from '../services/products-service'
import { choiceFrom, LIST_PAGE_SIZE, pageFrom, textFrom } from './list-query'
import { queryMachineFor } from './query.machine'

/** The products table's filters as the URL holds them. */
export interface ProductsFilter {
  readonly search: string | null
  readonly category: string | null
  readonly status: ProductStatus | null
  readonly page: number
}

export function productsFilterFrom(search: URLSearchParams): ProductsFilter {
  return { search: textFrom(search, 'search'), category: textFrom(search, 'category'), status: choiceFrom(search, 'status', PRODUCT_STATUSES), page: pageFrom(search) }
}

/** The GET /admin/products query for a filter (the API takes page and limit as text). */
export function productsQueryOf(filter: ProductsFilter): AdminProductsQuery {
  return {
    ...(filter.search ? { search: filter.search } : {}),
    ...(filter.category ? { category: filter.category } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    page: String(filter.page),
    limit: String(LIST_PAGE_SIZE),
  }
}

/** The products table (GET /admin/products): search, category and status filters and server paging, from the URL. */
export const productsListQuery = queryMachineFor<AdminProductsQuery, AdminProductsResponse>(productsService.list)

/** The categories (with the vocabularies), read once for a screen's category filter. */
export const categoriesQuery = queryMachineFor<Record<string, never>, AdminCategoriesResponse>((_, signal) => categoriesService.get(signal))
