import * as categories from '../domain/admin/categories'
import * as coupons from '../domain/admin/coupons'
import * as stock from '../domain/admin/stock-changes'
import type { ServerContext } from '../domain/context'
import type { AdminUseCases, StockCategoryCouponCallName } from './admin-use-cases'

/**
 * Issue 30's stock, categories and coupons (server/domain/admin), each one transaction; the route
 * has already checked the caller's role against the call's row.
 */
export function stockCategoriesCouponsUseCases(ctx: ServerContext): Pick<AdminUseCases, StockCategoryCouponCallName> {
  return {
    changeStock: (input, { staff }) => stock.changeStock(ctx, staff, input),
    categories: () => categories.listCategories(ctx),
    updateCategories: (input, { staff }) => categories.updateCategories(ctx, staff, input),
    coupons: (input) => coupons.listCoupons(ctx, input),
    createCoupon: (input, { staff }) => coupons.createCoupon(ctx, staff, input),
    updateCoupon: (input, { staff }) => coupons.updateCoupon(ctx, staff, input),
    deleteCoupon: (input, { staff }) => coupons.deleteCoupon(ctx, staff, input),
  }
}
