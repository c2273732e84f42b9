import type { Address } from '../contracts/address'
import type { AuditEntry } from '../contracts/admin/admin-audit'
import type { SupportReply, SupportStatus } from '../contracts/admin/admin-support'
import type { StaffRole } from '../contracts/admin/staff'
import type { Category } from '../contracts/category'
import type { Product, Review } from '../contracts/product'
import type { SupportRequest } from '../contracts/support'
import type { VocabularyAddition } from '../rules/catalogue-products'
import type { CouponDefinition } from '../rules/coupons'
import type { ComposedOrder, PurchaseAnswer } from '../rules/orders'
import type { OrderPaymentState, PaymentCheckout, PaymentProviderName } from '../contracts/payment'

/*
 * What the seed builds and the fake backend stores (mocks/db). Records are plain JSON (they
 * persist in localStorage) and hold server-only fields (passwords, owners, timestamps) that never
 * reach a response: every answer is encoded through its contract schema, which drops unknown keys.
 */

/**
 * A product as stored: its reviews beside it (SPEC 3's `rating`), which no answer carries (the
 * Product contract has no such field, so encoding drops them); answers carry the review counts
 * kept beside them (rules/ratings.ts reviewSummaryOf) and GET /product/{id}/reviews pages them.
 */
export type ProductRecord = Product & {
  readonly rating: readonly ReviewRecord[]
  /** Issue 30: set while staff have it archived (out of the listing, search and sitemap; orders keep it). */
  readonly archivedAt?: string
  /** Issue 30: bumped by every staff write (absent: 1), so a stale editor's save is refused. */
  readonly version?: number
  readonly updatedAt?: string
}

/**
 * A review as stored. Staff may hide one (issue 29): it then leaves the product's list, count,
 * rating counts and average, and is kept, with why, for the back office.
 */
export type ReviewRecord = Review & { readonly hidden?: boolean; readonly hiddenReason?: string }

export type CategoryRecord = Category & { readonly _id: string }

export interface CartLineRecord {
  readonly _id: string
  readonly productId: string
  readonly productColor: string
  readonly quantity: number
}

export interface WishlistEntryRecord {
  readonly productId: string
  readonly color: string
}

export interface UserRecord {
  readonly _id: string
  readonly name: string
  readonly email: string
  /** Absent for accounts made through Google or Facebook: they cannot sign in by password. */
  readonly password: string | null
  readonly phone: string | null
  readonly dob: string | null
  readonly profile_pic: string | null
  /** The UTC day of the latest picture upload and how many that day (rules/uploads.ts's daily limit); absent: none yet. */
  readonly uploads?: { readonly day: string; readonly count: number }
  readonly cart: { readonly products: readonly CartLineRecord[]; readonly appliedCoupon: string | null }
  readonly wishlist: { readonly products: readonly WishlistEntryRecord[] }
  readonly createdAt: string
}

/** A bearer token and whose it is. */
export interface SessionRecord {
  readonly token: string
  readonly userId: string
  readonly createdAt: string
}

export type OtpPurpose = 'signin' | 'login'

export interface OtpRecord {
  readonly email: string
  readonly purpose: OtpPurpose
  readonly otp: string
  /** Epoch milliseconds. */
  readonly expiresAt: number
  /** Wrong tries so far (rules/validation.ts's judgeOneTimeCodeTry); absent counts as 0. */
  readonly failedAttempts?: number
}

export type AddressRecord = Address & { readonly _id: string; readonly userId: string; readonly createdAt: string }

/**
 * An order as composeOrder makes it (rules/orders.ts), and its version: bumped by every change
 * staff or the buyer make, so a change made on a stale view is refused (absent: 0).
 */
export type OrderRecord = ComposedOrder & {
  readonly version?: number
  /** Issue 31: the purchase's payment and this order's payment state; absent for Cash on Delivery. */
  readonly paymentId?: string
  readonly paymentState?: OrderPaymentState
}

/** Issue 31: a prepaid purchase's payment (server/db/schema.ts payments, field for field). */
export interface PaymentRecord {
  readonly _id: string
  readonly purchaseId: string
  readonly userId: string
  readonly provider: PaymentProviderName
  readonly method: string
  readonly amountPaise: number
  readonly currency: 'INR'
  readonly providerOrderId: string
  readonly providerPaymentId: string | null
  readonly state: OrderPaymentState
  readonly holdUntil: string
  readonly createdAt: string
  readonly updatedAt: string
}

/** One line of a payment's history; only ever appended. */
export interface PaymentEventRecord {
  readonly _id: string
  readonly paymentId: string
  readonly orderId: string | null
  readonly kind: string
  readonly source: string
  readonly detail: Readonly<Record<string, unknown>> | null
  readonly at: string
}

/** One refund per cancelled paid order (orderId null: a late capture refunded whole). */
export interface RefundRecord {
  readonly _id: string
  readonly paymentId: string
  readonly orderId: string | null
  readonly amountPaise: number
  readonly state: 'pending' | 'succeeded' | 'failed'
  readonly providerRefundId: string | null
  readonly attempts: number
  readonly lastError: string | null
  readonly createdAt: string
  readonly updatedAt: string
}

/** A gateway webhook's event id, kept once handled. */
export interface GatewayEventRecord {
  readonly provider: PaymentProviderName
  readonly eventId: string
  readonly receivedAt: string
}

/** The first answer given to an `Idempotency-Key`, replayed for every retry with that key. */
export interface IdempotencyRecord {
  readonly key: string
  readonly userId: string
  /** Answers kept before issue 28 have no `orderIds`; a prepaid purchase's carries its gateway checkout (issue 31). */
  readonly response: Omit<PurchaseAnswer, 'orderIds'> & Partial<Pick<PurchaseAnswer, 'orderIds'>> & { readonly payment?: PaymentCheckout }
  readonly createdAt: string
}

/** A support request and its life in the back office's inbox (issue 29): open, answered or closed, and the replies. */
export type SupportRequestRecord = SupportRequest & {
  readonly _id: string
  readonly userId: string | null
  readonly createdAt: string
  readonly status: SupportStatus
  readonly replies: readonly SupportReply[]
}

/** A member of staff (issue 29). The password is kept as buyers' are in the fake: as typed. */
export interface StaffRecord {
  readonly _id: string
  readonly name: string
  /** Trimmed and lower-case. */
  readonly email: string
  readonly role: StaffRole
  /** Null until the member sets one through their one-time link. */
  readonly password: string | null
  /** A disabled member cannot sign in; their sessions ended when they were disabled. */
  readonly disabled: boolean
  readonly createdAt: string
}

/** A staff session: the cookie's token, whose it is, and its last call (12 hours idle ends it). */
export interface StaffSessionRecord {
  readonly token: string
  readonly staffId: string
  readonly createdAt: string
  readonly lastSeenAt: string
}

/** A one-time link that lets a member set their password: 24 hours, once. */
export interface StaffPasswordLinkRecord {
  readonly token: string
  readonly staffId: string
  /** Epoch milliseconds. */
  readonly expiresAt: number
  readonly usedAt: string | null
}

/** One staff write, as the audit log keeps it; nothing edits or deletes an entry. */
export type AuditRecord = AuditEntry

/** An uploaded picture (profile or review), served back from /media/upload/<id>. */
export interface UploadRecord {
  readonly _id: string
  readonly contentType: string
  /** The bytes, base64-encoded. */
  readonly base64: string
  readonly createdAt: string
  /** Issue 30: a catalogue picture's size in pixels (a buyer's picture has none, and no sizes). */
  readonly width?: number
  readonly height?: number
}

/** A coupon and its redemptions: the buyer's id once per order placed with it (rules/coupons.ts's limits count them). */
export type CouponRecord = CouponDefinition & { readonly redeemedBy: readonly string[]; readonly createdAt?: string }

export interface DbState {
  readonly users: readonly UserRecord[]
  readonly sessions: readonly SessionRecord[]
  readonly otps: readonly OtpRecord[]
  readonly products: readonly ProductRecord[]
  readonly categories: readonly CategoryRecord[]
  readonly addresses: readonly AddressRecord[]
  readonly orders: readonly OrderRecord[]
  readonly idempotency: readonly IdempotencyRecord[]
  readonly supportRequests: readonly SupportRequestRecord[]
  readonly uploads: readonly UploadRecord[]
  readonly coupons: readonly CouponRecord[]
  readonly staff: readonly StaffRecord[]
  readonly staffSessions: readonly StaffSessionRecord[]
  readonly staffPasswordLinks: readonly StaffPasswordLinkRecord[]
  /** Oldest first: entries are only ever appended. */
  readonly auditLog: readonly AuditRecord[]
  /** Issue 30: the counts and constructions staff added to SPEC 9's lists (rules/catalogue-products.ts). */
  readonly vocabularyAdditions: readonly VocabularyAddition[]
  /** Issue 31: payments, their history, refunds and the webhook event ids handled. */
  readonly payments: readonly PaymentRecord[]
  readonly paymentEvents: readonly PaymentEventRecord[]
  readonly refunds: readonly RefundRecord[]
  readonly gatewayEvents: readonly GatewayEventRecord[]
}
