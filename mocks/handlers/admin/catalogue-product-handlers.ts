import type { HttpHandler } from 'msw'
import { exportCatalogue, importCatalogue } from '../../use-cases/admin/catalogue-files'
import { adminProduct, adminProducts, archiveProduct, createProduct, restoreProduct, updateProduct } from '../../use-cases/admin/catalogue-products'
import { adminHandler, type AdminHandlerContext } from './admin-endpoint-handler'

/** Issue 30: products and the catalogue as CSV. */
export function catalogueProductHandlers(context: AdminHandlerContext): HttpHandler[] {
  const { backend } = context
  return [
    adminHandler(context, 'products', (input) => adminProducts(backend, input)),
    adminHandler(context, 'product', (input) => adminProduct(backend, input)),
    adminHandler(context, 'createProduct', (input, { caller }) => createProduct(backend, caller.staff, input)),
    adminHandler(context, 'updateProduct', (input, { caller }) => updateProduct(backend, caller.staff, input)),
    adminHandler(context, 'archiveProduct', (input, { caller }) => archiveProduct(backend, caller.staff, input)),
    adminHandler(context, 'restoreProduct', (input, { caller }) => restoreProduct(backend, caller.staff, input)),
    adminHandler(context, 'exportCatalogue', () => exportCatalogue(backend)),
    adminHandler(context, 'importCatalogue', (input, { caller }) => importCatalogue(backend, caller.staff, input)),
  ]
}
