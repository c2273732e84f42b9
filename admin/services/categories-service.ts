import type { AdminCategoriesResponse, CategoriesWriteRequest } from '../../contracts/admin/admin-categories'
import { adminApi } from './admin-api'

/** The categories in the category bar's order, with the vocabularies a product's count and construction come from. */
export const categoriesService = {
  get: (signal?: AbortSignal): Promise<AdminCategoriesResponse> => adminApi.call('categories', {}, signal),
  /** The whole list in its new order: renames follow to their products; one left out is removed (refused while it files products). */
  save: (request: CategoriesWriteRequest, signal?: AbortSignal): Promise<AdminCategoriesResponse> => adminApi.call('updateCategories', request, signal),
}
