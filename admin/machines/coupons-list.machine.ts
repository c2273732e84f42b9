import { COUPON_STATES, type AdminCouponsQuery, type AdminCouponsResponse } from '../../contracts/admin/admin-coupons'
import { couponsService } from '../services/coupons-service'
import { choiceFrom, LIST_PAGE_SIZE, pageFrom, textFrom } from './list-query'
import { queryMachineFor } from './query.machine'

export type CouponState = (typeof COUPON_STATES)[number]

/** The coupons table's filters as the URL holds them. */
export interface CouponsFilter {
  readonly search: string | null
  readonly state: CouponState | null
  readonly page: number
}

export function couponsFilterFrom(search: URLSearchParams): CouponsFilter {
  return { search: textFrom(search, 'search'), state: choiceFrom(search, 'state', COUPON_STATES), page: pageFrom(search) }
}

export function couponsQueryOf(filter: CouponsFilter): AdminCouponsQuery {
  return {
    ...(filter.search ? { search: filter.search } : {}),
    ...(filter.state ? { state: filter.state } : {}),
    page: String(filter.page),
    limit: String(LIST_PAGE_SIZE),
  }
}

/** The coupons table (GET /admin/coupons): newest first, searched by code, filtered by state, paged on the server. */
export const couponsListQuery = queryMachineFor<AdminCouponsQuery, AdminCouponsResponse>(couponsService.list)
