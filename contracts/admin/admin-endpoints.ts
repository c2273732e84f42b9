import { Schema } from 'effect'
import { MessageResponse } from '../common'
import type { HttpMethod, Transport } from '../endpoints'
import { AdminCategoriesResponse, CategoriesWriteRequest } from './admin-categories'
import {
  AdminCouponResponse,
  AdminCouponsQuery,
  AdminCouponsResponse,
  CouponCodeParams,
  CouponCreateRequest,
  CouponUpdateRequest,
} from './admin-coupons'
import {
  AdminProductDetail,
  AdminProductsQuery,
  AdminProductsResponse,
  ProductArchiveRequest,
  ProductIdParams,
  ProductUpdateRequest,
  ProductWrite,
} from './admin-products'
import { StockChangeRequest, StockChangeResponse } from './admin-stock'
import { CataloguePictureRequest, CataloguePictureResponse } from './admin-uploads'
import { CatalogueImportRequest, ImportSummary, MAX_IMPORT_BYTES } from './catalogue-csv'
import { MAX_CATALOGUE_PICTURE_BYTES } from '../picture-sizes'
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

/**
 * How a staff call carries its request: the storefront's transports, plus `csv` (the catalogue
 * import): every field but `csv` goes in the query string, and `csv` (a Blob) is the text/csv body.
 */
export type AdminTransport = Transport | 'csv'

export interface AdminEndpoint<Req extends Schema.Top = Schema.Top, Res extends Schema.Top = Schema.Top> {
  readonly method: HttpMethod
  /** Relative to the API base: every staff path starts with /admin. */
  readonly path: string
  readonly transport: AdminTransport
  /** What the answer is: JSON (decoded with `response`, the default), or CSV text (the export). */
  readonly answers?: 'json' | 'csv'
  /** The largest body the call takes, in bytes, where the transport's usual limit (rules/validation.ts) is too small. */
  readonly maxBody?: number
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
/** Issue 30: every member reads the catalogue (support answers buyers about it); only these write it. */
const CATALOGUE_WRITE: readonly StaffRole[] = ['owner', 'catalogue']
/** A product with 30 colours of 10 pictures each, or every category with its sub-categories, outgrows a buyer's 64 KB. */
const CATALOGUE_JSON_BODY = 1024 * 1024
/** One picture and the multipart framing around it. */
const PICTURE_BODY = MAX_CATALOGUE_PICTURE_BYTES + 64 * 1024

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
  products: adminEndpoint({ method: 'GET', path: '/admin/products', transport: 'query', request: AdminProductsQuery, response: AdminProductsResponse, access: 'staff' }),
  product: adminEndpoint({ method: 'GET', path: '/admin/products/:id', transport: 'none', request: ProductIdParams, response: AdminProductDetail, access: 'staff' }),
  createProduct: adminEndpoint({ method: 'POST', path: '/admin/products', transport: 'json', request: ProductWrite, response: AdminProductDetail, access: CATALOGUE_WRITE, maxBody: CATALOGUE_JSON_BODY }),
  updateProduct: adminEndpoint({ method: 'PUT', path: '/admin/products/:id', transport: 'json', request: ProductUpdateRequest, response: AdminProductDetail, access: CATALOGUE_WRITE, maxBody: CATALOGUE_JSON_BODY }),
  archiveProduct: adminEndpoint({ method: 'POST', path: '/admin/products/:id/archive', transport: 'none', request: ProductArchiveRequest, response: AdminProductDetail, access: CATALOGUE_WRITE }),
  restoreProduct: adminEndpoint({ method: 'POST', path: '/admin/products/:id/restore', transport: 'none', request: ProductArchiveRequest, response: AdminProductDetail, access: CATALOGUE_WRITE }),
  changeStock: adminEndpoint({ method: 'PATCH', path: '/admin/products/:id/stock', transport: 'json', request: StockChangeRequest, response: StockChangeResponse, access: CATALOGUE_WRITE }),
  uploadPicture: adminEndpoint({ method: 'POST', path: '/admin/uploads', transport: 'multipart', request: CataloguePictureRequest, response: CataloguePictureResponse, access: CATALOGUE_WRITE, maxBody: PICTURE_BODY }),
  categories: adminEndpoint({ method: 'GET', path: '/admin/categories', transport: 'none', request: NoRequest, response: AdminCategoriesResponse, access: 'staff' }),
  updateCategories: adminEndpoint({ method: 'PUT', path: '/admin/categories', transport: 'json', request: CategoriesWriteRequest, response: AdminCategoriesResponse, access: CATALOGUE_WRITE, maxBody: CATALOGUE_JSON_BODY }),
  exportCatalogue: adminEndpoint({ method: 'GET', path: '/admin/catalogue/export', transport: 'none', answers: 'csv', request: NoRequest, response: Schema.String, access: 'staff' }),
  importCatalogue: adminEndpoint({ method: 'POST', path: '/admin/catalogue/import', transport: 'csv', request: CatalogueImportRequest, response: ImportSummary, access: CATALOGUE_WRITE, maxBody: MAX_IMPORT_BYTES }),
  coupons: adminEndpoint({ method: 'GET', path: '/admin/coupons', transport: 'query', request: AdminCouponsQuery, response: AdminCouponsResponse, access: 'staff' }),
  createCoupon: adminEndpoint({ method: 'POST', path: '/admin/coupons', transport: 'json', request: CouponCreateRequest, response: AdminCouponResponse, access: CATALOGUE_WRITE }),
  updateCoupon: adminEndpoint({ method: 'PUT', path: '/admin/coupons/:code', transport: 'json', request: CouponUpdateRequest, response: AdminCouponResponse, access: CATALOGUE_WRITE }),
  deleteCoupon: adminEndpoint({ method: 'DELETE', path: '/admin/coupons/:code', transport: 'none', request: CouponCodeParams, response: MessageResponse, access: CATALOGUE_WRITE }),
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
