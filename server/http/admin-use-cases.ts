import type { AdminEndpointName, AdminEndpoints, AdminRequestOf, AdminResponseOf } from '../../contracts/admin/admin-endpoints'
import type { Staff } from '../../contracts/admin/staff'
import type { CsvFile, StreamedImportRequest } from '../domain/admin/catalogue-files'
import type { StaffCaller } from '../domain/admin/staff-caller'
import type { StaffSignedIn } from '../domain/admin/staff-sign-in'
import type { ServerContext } from '../domain/context'
import { catalogueUseCases } from './admin-use-cases-catalogue'
import { operationsUseCases } from './admin-use-cases-operations'
import { staffUseCases } from './admin-use-cases-staff'

/** The caller a row's use case gets: a member of staff for sure, except on the public rows. */
type CallerOf<N extends AdminEndpointName> = StaffCaller<
  AdminEndpoints[N]['access'] extends 'public' ? null : AdminEndpoints[N]['access'] extends 'optional' ? Staff | null : Staff
>

/**
 * What a row's use case answers: the row's response. Signing in also hands the route the new
 * session's token, which goes into the cookie and never into the body.
 */
type AnswerOf<N extends AdminEndpointName> = N extends 'staffSignin' ? StaffSignedIn : N extends 'exportCatalogue' ? CsvFile : AdminResponseOf<N>

/**
 * What a row's use case takes: its decoded request. The catalogue import takes its CSV as the
 * request's body while it arrives (admin-routes.ts), never held whole; the export answers a file
 * made while it is sent.
 */
type InputOf<N extends AdminEndpointName> = N extends 'importCatalogue' ? StreamedImportRequest : AdminRequestOf<N>

export type AdminUseCase<N extends AdminEndpointName> = (input: InputOf<N>, caller: CallerOf<N>) => Promise<AnswerOf<N>>

/** The calls about staff themselves: sessions, passwords, members, the audit log. */
export type StaffCallName = 'staffSignin' | 'staffSession' | 'staffSignout' | 'setStaffPassword' | 'staff' | 'addStaff' | 'updateStaff' | 'audit'
/** Issue 30, products: list, read, create, update, archive and restore. */
export type ProductCallName = 'products' | 'product' | 'createProduct' | 'updateProduct' | 'archiveProduct' | 'restoreProduct'
/** Issue 30, catalogue pictures. */
export type PictureCallName = 'uploadPicture'
/** Issue 30, the catalogue as CSV: export and import. */
export type CatalogueFileCallName = 'exportCatalogue' | 'importCatalogue'
/** Issue 30, stock, categories and coupons. */
export type StockCategoryCouponCallName = 'changeStock' | 'categories' | 'updateCategories' | 'coupons' | 'createCoupon' | 'updateCoupon' | 'deleteCoupon'
/** The calls about the catalogue (issue 30). */
export type CatalogueCallName = ProductCallName | PictureCallName | CatalogueFileCallName | StockCategoryCouponCallName
/** The calls about the store's work: the dashboard, orders, support, reviews, buyers. */
export type OperationsCallName = Exclude<AdminEndpointName, StaffCallName | CatalogueCallName>

export type AdminUseCases = { readonly [N in AdminEndpointName]: AdminUseCase<N> }

/** One use case per row of contracts/admin/admin-endpoints.ts; the type makes a missing row a compile error. */
export function createAdminUseCases(ctx: ServerContext): AdminUseCases {
  return { ...staffUseCases(ctx), ...operationsUseCases(ctx), ...catalogueUseCases(ctx) }
}
