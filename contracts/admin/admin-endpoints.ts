import { Schema } from 'effect'
import { MessageResponse } from '../common'
import type { HttpMethod, Transport } from '../endpoints'
import { AuditQuery, AuditResponse } from './admin-audit'
import { AdminBuyersQuery, AdminBuyersResponse } from './admin-buyers'
import { DashboardResponse } from './admin-dashboard'
import {
  AdminOrderDetail,
  AdminOrderIdParams,
  AdminOrderListQuery,
  AdminOrderListResponse,
  OrderCancelRequest,
  OrderDelayRequest,
  OrderStatusRequest,
} from './admin-orders'
import { AdminReviewResponse, AdminReviewsQuery, AdminReviewsResponse, HideReviewRequest, ReviewIdParams } from './admin-reviews'
import {
  AdminSupportListResponse,
  AdminSupportQuery,
  AdminSupportResponse,
  SupportReplyRequest,
  SupportStatusRequest,
} from './admin-support'
import {
  AddStaffRequest,
  AddStaffResponse,
  SetStaffPasswordRequest,
  StaffListResponse,
  StaffSessionResponse,
  StaffSigninRequest,
  UpdateStaffRequest,
  UpdateStaffResponse,
  StaffWhoAmIResponse,
  type StaffRole,
} from './staff'

/**
 * Who may make a call: `public` (no session: signing in, setting a password from a link),
 * `optional` (the session read when there is one, nobody otherwise: asking who is signed in),
 * `staff` (any signed-in member), or the roles named. Owners may make every call.
 */
export type StaffAccess = 'public' | 'optional' | 'staff' | readonly StaffRole[]

export interface AdminEndpoint<Req extends Schema.Top = Schema.Top, Res extends Schema.Top = Schema.Top> {
  readonly method: HttpMethod
  /** Relative to the API base: every staff path starts with /admin. */
  readonly path: string
  readonly transport: Transport
  readonly request: Req
  readonly response: Res
  readonly access: StaffAccess
}

const NoRequest = Schema.Struct({})
const adminEndpoint = <Req extends Schema.Top, Res extends Schema.Top>(e: AdminEndpoint<Req, Res>) => e

const ORDERS_READ: readonly StaffRole[] = ['owner', 'fulfilment', 'support']
const ORDERS_WRITE: readonly StaffRole[] = ['owner', 'fulfilment']
const SUPPORT: readonly StaffRole[] = ['owner', 'support']
const OWNER: readonly StaffRole[] = ['owner']

/**
 * Every staff call (issue 29): method, path, request, response and who may make it. The staff
 * API on the server, the fake backend, the back office's services and the role-matrix test all
 * read this one table, so a role is checked in one place.
 */
export const adminEndpoints = {
  staffSignin: adminEndpoint({ method: 'POST', path: '/admin/session', transport: 'json', request: StaffSigninRequest, response: StaffSessionResponse, access: 'public' }),
  staffSession: adminEndpoint({ method: 'GET', path: '/admin/session', transport: 'none', request: NoRequest, response: StaffWhoAmIResponse, access: 'optional' }),
  staffSignout: adminEndpoint({ method: 'DELETE', path: '/admin/session', transport: 'none', request: NoRequest, response: MessageResponse, access: 'staff' }),
  setStaffPassword: adminEndpoint({ method: 'POST', path: '/admin/set-password', transport: 'json', request: SetStaffPasswordRequest, response: MessageResponse, access: 'public' }),
  dashboard: adminEndpoint({ method: 'GET', path: '/admin/dashboard', transport: 'none', request: NoRequest, response: DashboardResponse, access: 'staff' }),
  orders: adminEndpoint({ method: 'GET', path: '/admin/orders', transport: 'query', request: AdminOrderListQuery, response: AdminOrderListResponse, access: ORDERS_READ }),
  order: adminEndpoint({ method: 'GET', path: '/admin/orders/:id', transport: 'none', request: AdminOrderIdParams, response: AdminOrderDetail, access: ORDERS_READ }),
  orderStatus: adminEndpoint({ method: 'POST', path: '/admin/orders/:id/status', transport: 'json', request: OrderStatusRequest, response: AdminOrderDetail, access: ORDERS_WRITE }),
  orderDelay: adminEndpoint({ method: 'POST', path: '/admin/orders/:id/delay', transport: 'json', request: OrderDelayRequest, response: AdminOrderDetail, access: ORDERS_WRITE }),
  orderCancel: adminEndpoint({ method: 'POST', path: '/admin/orders/:id/cancel', transport: 'json', request: OrderCancelRequest, response: AdminOrderDetail, access: ORDERS_WRITE }),
  support: adminEndpoint({ method: 'GET', path: '/admin/support', transport: 'query', request: AdminSupportQuery, response: AdminSupportListResponse, access: SUPPORT }),
  supportReply: adminEndpoint({ method: 'POST', path: '/admin/support/:id/reply', transport: 'json', request: SupportReplyRequest, response: AdminSupportResponse, access: SUPPORT }),
  supportStatus: adminEndpoint({ method: 'PATCH', path: '/admin/support/:id', transport: 'json', request: SupportStatusRequest, response: AdminSupportResponse, access: SUPPORT }),
  reviews: adminEndpoint({ method: 'GET', path: '/admin/reviews', transport: 'query', request: AdminReviewsQuery, response: AdminReviewsResponse, access: SUPPORT }),
  hideReview: adminEndpoint({ method: 'POST', path: '/admin/reviews/:id/hide', transport: 'json', request: HideReviewRequest, response: AdminReviewResponse, access: SUPPORT }),
  showReview: adminEndpoint({ method: 'POST', path: '/admin/reviews/:id/show', transport: 'none', request: ReviewIdParams, response: AdminReviewResponse, access: SUPPORT }),
  buyers: adminEndpoint({ method: 'GET', path: '/admin/buyers', transport: 'query', request: AdminBuyersQuery, response: AdminBuyersResponse, access: SUPPORT }),
  staff: adminEndpoint({ method: 'GET', path: '/admin/staff', transport: 'none', request: NoRequest, response: StaffListResponse, access: OWNER }),
  addStaff: adminEndpoint({ method: 'POST', path: '/admin/staff', transport: 'json', request: AddStaffRequest, response: AddStaffResponse, access: OWNER }),
  updateStaff: adminEndpoint({ method: 'PATCH', path: '/admin/staff/:id', transport: 'json', request: UpdateStaffRequest, response: UpdateStaffResponse, access: OWNER }),
  audit: adminEndpoint({ method: 'GET', path: '/admin/audit', transport: 'query', request: AuditQuery, response: AuditResponse, access: OWNER }),
} as const

export type AdminEndpoints = typeof adminEndpoints
export type AdminEndpointName = keyof AdminEndpoints
export type AdminRequestOf<N extends AdminEndpointName> = AdminEndpoints[N]['request']['Type']
export type AdminResponseOf<N extends AdminEndpointName> = AdminEndpoints[N]['response']['Type']
export type AdminResponseJsonOf<N extends AdminEndpointName> = AdminEndpoints[N]['response']['Encoded']

/** Whether a member of staff with `role` may make a call with this access (owners make every call). */
export function roleMayCall(access: StaffAccess, role: StaffRole): boolean {
  if (access === 'public' || access === 'optional' || access === 'staff' || role === 'owner') return true
  return access.includes(role)
}

/** Whether a call writes (and so is audited, and refused from another origin). */
export const isStaffWrite = (endpoint: Pick<AdminEndpoint, 'method'>): boolean => endpoint.method !== 'GET'
