import type { AdminCoupon, AdminCouponsQuery, AdminCouponsResponse, CouponCreateRequest } from '../../contracts/admin/admin-coupons'
import { adminApi } from './admin-api'

/** The coupons table and its writes; creating and changing answer the coupon as it now stands. */
export const couponsService = {
  list: (query: AdminCouponsQuery, signal?: AbortSignal): Promise<AdminCouponsResponse> => adminApi.call('coupons', query, signal),
  create: async (coupon: CouponCreateRequest, signal?: AbortSignal): Promise<AdminCoupon> => (await adminApi.call('createCoupon', coupon, signal)).coupon,
  update: async (coupon: CouponCreateRequest, signal?: AbortSignal): Promise<AdminCoupon> => (await adminApi.call('updateCoupon', coupon, signal)).coupon,
  remove: async (code: string, signal?: AbortSignal): Promise<void> => {
    await adminApi.call('deleteCoupon', { code }, signal)
  },
}
