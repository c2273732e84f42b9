import type { AdminOrderListQuery, AdminOrderListResponse } from '../../contracts/admin/admin-orders'
import { ORDER_CARD_STATUSES, type OrderCardStatus } from '../../contracts/order-status'
import { ordersService } from '../services/orders-service'
import { choiceFrom, LIST_PAGE_SIZE, pageFrom, textFrom } from './list-query'
import { queryMachineFor } from './query.machine'

/** The orders table's filters as the URL holds them. */
export interface OrdersFilter {
  readonly status: OrderCardStatus | null
  readonly search: string | null
  readonly page: number
}

export function ordersFilterFrom(search: URLSearchParams): OrdersFilter {
  return { status: choiceFrom(search, 'status', ORDER_CARD_STATUSES), search: textFrom(search, 'search'), page: pageFrom(search) }
}

/** The GET /admin/orders query for a filter (the API takes page and limit as text). */
export function ordersQueryOf(filter: OrdersFilter): AdminOrderListQuery {
  return {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.search ? { search: filter.search } : {}),
    page: String(filter.page),
    limit: String(LIST_PAGE_SIZE),
  }
}

/** The orders table (GET /admin/orders): status filter, search and server paging, from the URL. */
export const ordersListQuery = queryMachineFor<AdminOrderListQuery, AdminOrderListResponse>(ordersService.list)
