import type {
  AdminOrderDetail,
  AdminOrderListQuery,
  AdminOrderListResponse,
  OrderCancelRequest,
  OrderDelayRequest,
  OrderStatusRequest,
} from '../../contracts/admin/admin-orders'
import { adminApi } from './admin-api'

/** The orders table and the order page's reads and writes; each write answers the order as it now stands. */
export const ordersService = {
  list: (query: AdminOrderListQuery, signal?: AbortSignal): Promise<AdminOrderListResponse> => adminApi.call('orders', query, signal),
  get: (id: string, signal?: AbortSignal): Promise<AdminOrderDetail> => adminApi.call('order', { id }, signal),
  markStep: (request: OrderStatusRequest, signal?: AbortSignal): Promise<AdminOrderDetail> => adminApi.call('orderStatus', request, signal),
  reportDelay: (request: OrderDelayRequest, signal?: AbortSignal): Promise<AdminOrderDetail> => adminApi.call('orderDelay', request, signal),
  cancel: (request: OrderCancelRequest, signal?: AbortSignal): Promise<AdminOrderDetail> => adminApi.call('orderCancel', request, signal),
}
