import { fail } from '../../rules/rule-error'
import type { ServerContext } from '../domain/context'
import type { AdminUseCases, StockCategoryCouponCallName } from './admin-use-cases'

// INTEGRATION PLACEHOLDER: the owner of this slice replaces it before anything reaches main.
const notYet = (): never => fail(501, 'Not built yet')

export function stockCategoriesCouponsUseCases(_ctx: ServerContext): Pick<AdminUseCases, StockCategoryCouponCallName> {
  return {
    changeStock: notYet,
    categories: notYet,
    updateCategories: notYet,
    coupons: notYet,
    createCoupon: notYet,
    updateCoupon: notYet,
    deleteCoupon: notYet,
  }
}
