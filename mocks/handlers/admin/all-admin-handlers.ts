import type { HttpHandler } from 'msw'
import type { BackendContext } from '../../use-cases/backend-context'
import { cataloguePictureHandlers } from './catalogue-picture-handlers'
import { catalogueProductHandlers } from './catalogue-product-handlers'
import { operationsHandlers } from './operations-handlers'
import { headerSessionCookie, type StaffSessionCookie } from './staff-session-cookie'
import { staffHandlers } from './staff-handlers'
import { stockCategoriesCouponsHandlers } from './stock-categories-coupons-handlers'

/**
 * Every handler of the staff API (contracts/admin/admin-endpoints.ts), one per row, over the same
 * data as the storefront's handlers. `cookie` says how the session cookie reaches the caller: a
 * Set-Cookie header (HTTP and Node, the default) or the page's own cookie (the browser).
 */
export function createAdminHandlers(backend: BackendContext, cookie: StaffSessionCookie = headerSessionCookie): HttpHandler[] {
  const context = { backend, cookie }
  return [
    ...staffHandlers(context),
    ...operationsHandlers(context),
    ...catalogueProductHandlers(context),
    ...cataloguePictureHandlers(context),
    ...stockCategoriesCouponsHandlers(context),
  ]
}
