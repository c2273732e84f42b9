import { productsUseCases } from './admin-use-cases-products'
import { picturesUseCases } from './admin-use-cases-pictures'
import { catalogueFilesUseCases } from './admin-use-cases-catalogue-files'
import { stockCategoriesCouponsUseCases } from './admin-use-cases-stock-categories-coupons'
import type { ServerContext } from '../domain/context'
import type { AdminUseCases, CatalogueCallName } from './admin-use-cases'

/**
 * The staff calls about the catalogue (issue 30), each one transaction in server/domain/admin;
 * the route has already checked the caller's role against the call's row.
 */
export function catalogueUseCases(ctx: ServerContext): Pick<AdminUseCases, CatalogueCallName> {
  return {
    ...productsUseCases(ctx),
    ...picturesUseCases(ctx),
    ...catalogueFilesUseCases(ctx),
    ...stockCategoriesCouponsUseCases(ctx),
  }
}
