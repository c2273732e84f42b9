import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { adminEndpoints, roleMayCall, type AdminEndpointName } from '../../contracts/admin/admin-endpoints'
import type { StaffRole } from '../../contracts/admin/staff'

/** One page of the back office. */
export interface BackOfficeRoute {
  /** Under /admin: '' is the dashboard, 'orders/:id' an order. */
  readonly path: string
  /** The browser tab's title. */
  readonly title: string
  /** The navigation's label; a page without one (an order) is reached from another page. */
  readonly nav?: string
  /**
   * The staff call the page opens with: who may open the page is who may make that call (its
   * row's `access` in contracts/admin/admin-endpoints.ts), so the navigation and the page's
   * gate never disagree with the server.
   */
  readonly opens: AdminEndpointName
  /** The screen, loaded on its first visit (each screen its own chunk). */
  readonly screen: LazyExoticComponent<ComponentType>
}

const screen = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => lazy(async () => ({ default: (await load())[name] }))

/**
 * THE ROUTE TABLE of the back office, in navigation order. A new screen is one row here and one
 * folder in admin/features/; the shell's navigation and the role gate read this table. The
 * public pages outside the shell (set-password) are in admin-app.tsx.
 */
export const backOfficeRoutes: readonly BackOfficeRoute[] = [
  { path: '', title: 'Dashboard', nav: 'Dashboard', opens: 'dashboard', screen: screen(() => import('../features/dashboard/dashboard-screen'), 'DashboardScreen') },
  { path: 'orders', title: 'Orders', nav: 'Orders', opens: 'orders', screen: screen(() => import('../features/orders/orders-screen'), 'OrdersScreen') },
  { path: 'orders/:id', title: 'Order', opens: 'order', screen: screen(() => import('../features/orders/order-page-screen'), 'OrderPageScreen') },
  { path: 'products', title: 'Products', nav: 'Products', opens: 'products', screen: screen(() => import('../features/products/products-screen'), 'ProductsScreen') },
  { path: 'products/new', title: 'New product', opens: 'createProduct', screen: screen(() => import('../features/product-editor/product-editor-screen'), 'NewProductScreen') },
  { path: 'products/import', title: 'Import the catalogue', opens: 'importCatalogue', screen: screen(() => import('../features/catalogue-import/import-screen'), 'ImportScreen') },
  { path: 'products/:id', title: 'Product', opens: 'product', screen: screen(() => import('../features/product-editor/product-editor-screen'), 'ProductEditorScreen') },
  { path: 'categories', title: 'Categories', nav: 'Categories', opens: 'categories', screen: screen(() => import('../features/categories/categories-screen'), 'CategoriesScreen') },
  { path: 'coupons', title: 'Coupons', nav: 'Coupons', opens: 'coupons', screen: screen(() => import('../features/coupons/coupons-screen'), 'CouponsScreen') },
  { path: 'support', title: 'Support inbox', nav: 'Support', opens: 'support', screen: screen(() => import('../features/support/support-screen'), 'SupportScreen') },
  { path: 'reviews', title: 'Reviews', nav: 'Reviews', opens: 'reviews', screen: screen(() => import('../features/reviews/reviews-screen'), 'ReviewsScreen') },
  { path: 'staff', title: 'Staff', nav: 'Staff', opens: 'staff', screen: screen(() => import('../features/staff/staff-screen'), 'StaffScreen') },
  { path: 'audit', title: 'Audit log', nav: 'Audit log', opens: 'audit', screen: screen(() => import('../features/audit/audit-screen'), 'AuditScreen') },
]

/** Whether a member with `role` may open the page (owners open every page). */
export const mayOpen = (route: Pick<BackOfficeRoute, 'opens'>, role: StaffRole): boolean => roleMayCall(adminEndpoints[route.opens].access, role)

/** The navigation a role sees: only the pages it may open. */
export const navigationFor = (role: StaffRole): readonly BackOfficeRoute[] => backOfficeRoutes.filter((route) => route.nav && mayOpen(route, role))
