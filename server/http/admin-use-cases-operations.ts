import * as buyers from '../domain/admin/buyers'
import * as dashboard from '../domain/admin/dashboard'
import * as orders from '../domain/admin/orders'
import * as reviews from '../domain/admin/reviews'
import * as support from '../domain/admin/support'
import type { ServerContext } from '../domain/context'
import type { AdminUseCases, OperationsCallName } from './admin-use-cases'

/**
 * The staff calls about the store's work (issue 29): the dashboard, orders, the support inbox,
 * review moderation and the buyers. Each is one transaction (server/domain/admin); the caller is
 * the signed-in member whose role the route has already checked against the call's row.
 */
export function operationsUseCases(ctx: ServerContext): Pick<AdminUseCases, OperationsCallName> {
  return {
    dashboard: () => dashboard.dashboard(ctx),
    orders: (input) => orders.listOrders(ctx, input),
    order: (input, { staff }) => orders.getOrder(ctx, staff, input),
    orderStatus: (input, { staff }) => orders.advanceOrder(ctx, staff, input),
    orderDelay: (input, { staff }) => orders.delayOrder(ctx, staff, input),
    orderCancel: (input, { staff }) => orders.cancelOrder(ctx, staff, input),
    support: (input) => support.listSupport(ctx, input),
    supportReply: (input, { staff }) => support.replyToSupport(ctx, staff, input),
    supportStatus: (input, { staff }) => support.setSupportStatus(ctx, staff, input),
    reviews: (input) => reviews.listReviews(ctx, input),
    hideReview: (input, { staff }) => reviews.hideReview(ctx, staff, input),
    showReview: (input, { staff }) => reviews.showReview(ctx, staff, input),
    buyers: (input) => buyers.listBuyers(ctx, input),
  }
}
