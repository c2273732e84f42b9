import type { HttpHandler } from 'msw'
import { adminCategories, updateCategories } from '../../use-cases/admin/categories'
import { adminCoupons, createCoupon, deleteCoupon, updateCoupon } from '../../use-cases/admin/coupons'
import { changeStock } from '../../use-cases/admin/stock-changes'
import { adminHandler, type AdminHandlerContext } from './admin-endpoint-handler'

/** Issue 30's stock, categories and coupons. */
export function stockCategoriesCouponsHandlers(context: AdminHandlerContext): HttpHandler[] {
  const { backend } = context
  return [
    adminHandler(context, 'changeStock', (input, { caller }) => changeStock(backend, caller.staff, input)),
    adminHandler(context, 'categories', () => adminCategories(backend)),
    adminHandler(context, 'updateCategories', (input, { caller }) => updateCategories(backend, caller.staff, input)),
    adminHandler(context, 'coupons', (input) => adminCoupons(backend, input)),
    adminHandler(context, 'createCoupon', (input, { caller }) => createCoupon(backend, caller.staff, input)),
    adminHandler(context, 'updateCoupon', (input, { caller }) => updateCoupon(backend, caller.staff, input)),
    adminHandler(context, 'deleteCoupon', (input, { caller }) => deleteCoupon(backend, caller.staff, input)),
  ]
}
