import * as catalogueProducts from '../domain/admin/catalogue-products'
import type { ServerContext } from '../domain/context'
import type { AdminUseCases, ProductCallName } from './admin-use-cases'

/** Issue 30's product calls (server/domain/admin/catalogue-products.ts), each one transaction; writes by owner and catalogue staff only. */
export function productsUseCases(ctx: ServerContext): Pick<AdminUseCases, ProductCallName> {
  return {
    products: (input) => catalogueProducts.listProducts(ctx, input),
    product: (input) => catalogueProducts.getProduct(ctx, input),
    createProduct: (input, { staff }) => catalogueProducts.createProduct(ctx, staff, input),
    updateProduct: (input, { staff }) => catalogueProducts.updateProduct(ctx, staff, input),
    archiveProduct: (input, { staff }) => catalogueProducts.archiveProduct(ctx, staff, input),
    restoreProduct: (input, { staff }) => catalogueProducts.restoreProduct(ctx, staff, input),
  }
}
