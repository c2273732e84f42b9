import type { Address } from '../contracts/address'
import type { Category } from '../contracts/category'
import type { Product, Review } from '../contracts/product'
import type { SupportRequest } from '../contracts/support'
import type { CouponDefinition } from '../rules/coupons'
import type { ComposedOrder, PurchaseAnswer } from '../rules/orders'

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
export type ProductRecord = Product & { readonly rating: readonly Review[] }

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

/** An order as composeOrder makes it (rules/orders.ts). */
export type OrderRecord = ComposedOrder

/** The first answer given to an `Idempotency-Key`, replayed for every retry with that key. */
export interface IdempotencyRecord {
  readonly key: string
  readonly userId: string
  /** Answers kept before issue 28 have no `orderIds`. */
  readonly response: Omit<PurchaseAnswer, 'orderIds'> & Partial<Pick<PurchaseAnswer, 'orderIds'>>
  readonly createdAt: string
}

export type SupportRequestRecord = SupportRequest & { readonly _id: string; readonly userId: string | null; readonly createdAt: string }

/** An uploaded picture (profile or review), served back from /media/upload/<id>. */
export interface UploadRecord {
  readonly _id: string
  readonly contentType: string
  /** The bytes, base64-encoded. */
  readonly base64: string
  readonly createdAt: string
}

/** A coupon and its redemptions: the buyer's id once per order placed with it (rules/coupons.ts's limits count them). */
export type CouponRecord = CouponDefinition & { readonly redeemedBy: readonly string[] }

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
}
