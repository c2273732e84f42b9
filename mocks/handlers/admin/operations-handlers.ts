import type { HttpHandler } from 'msw'
import { buyersList } from '../../use-cases/admin/admin-buyers'
import { adminOrder, adminOrders, cancelOrderAsStaff, delayOrder, moveOrderOn } from '../../use-cases/admin/admin-orders'
import { hideReview, reviewsForModeration, showReview } from '../../use-cases/admin/admin-reviews'
import { replyToSupport, setSupportStatus, supportInbox } from '../../use-cases/admin/admin-support'
import { dashboard } from '../../use-cases/admin/dashboard'
import { adminHandler, type AdminHandlerContext } from './admin-endpoint-handler'

/** The store's work: the dashboard, orders, support, reviews and buyers. */
export function operationsHandlers(context: AdminHandlerContext): HttpHandler[] {
  const { backend } = context
  return [
    adminHandler(context, 'dashboard', () => dashboard(backend)),
    adminHandler(context, 'orders', (input) => adminOrders(backend, input)),
    adminHandler(context, 'order', (input, { caller }) => adminOrder(backend, caller.staff, input)),
    adminHandler(context, 'orderStatus', (input, { caller }) => moveOrderOn(backend, caller.staff, input)),
    adminHandler(context, 'orderDelay', (input, { caller }) => delayOrder(backend, caller.staff, input)),
    adminHandler(context, 'orderCancel', (input, { caller }) => cancelOrderAsStaff(backend, caller.staff, input)),
    adminHandler(context, 'support', (input) => supportInbox(backend, input)),
    adminHandler(context, 'supportReply', (input, { caller }) => replyToSupport(backend, caller.staff, input)),
    adminHandler(context, 'supportStatus', (input, { caller }) => setSupportStatus(backend, caller.staff, input)),
    adminHandler(context, 'reviews', (input) => reviewsForModeration(backend, input)),
    adminHandler(context, 'hideReview', (input, { caller }) => hideReview(backend, caller.staff, input)),
    adminHandler(context, 'showReview', (input, { caller }) => showReview(backend, caller.staff, input)),
    adminHandler(context, 'buyers', (input) => buyersList(backend, input)),
  ]
}
