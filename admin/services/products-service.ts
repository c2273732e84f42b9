import type {
  AdminProductDetail,
  AdminProductsQuery,
  AdminProductsResponse,
  ProductUpdateRequest,
  ProductWrite,
} from '../../contracts/admin/admin-products'
import type { StockChangeRequest, StockChangeResponse } from '../../contracts/admin/admin-stock'
import { adminApi } from './admin-api'

/** The products table and the product editor's reads and writes; each write answers the product as it now stands. */
export const productsService = {
  list: (query: AdminProductsQuery, signal?: AbortSignal): Promise<AdminProductsResponse> => adminApi.call('products', query, signal),
  get: (id: string, signal?: AbortSignal): Promise<AdminProductDetail> => adminApi.call('product', { id }, signal),
  create: (product: ProductWrite, signal?: AbortSignal): Promise<AdminProductDetail> => adminApi.call('createProduct', product, signal),
  update: (product: ProductUpdateRequest, signal?: AbortSignal): Promise<AdminProductDetail> => adminApi.call('updateProduct', product, signal),
  archive: (id: string, signal?: AbortSignal): Promise<AdminProductDetail> => adminApi.call('archiveProduct', { id }, signal),
  restore: (id: string, signal?: AbortSignal): Promise<AdminProductDetail> => adminApi.call('restoreProduct', { id }, signal),
  /** Receives or counts one colour's metres (a conditional update on the server: an order meanwhile is never lost). */
  changeStock: (change: StockChangeRequest, signal?: AbortSignal): Promise<StockChangeResponse> => adminApi.call('changeStock', change, signal),
}
