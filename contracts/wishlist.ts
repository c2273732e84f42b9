import { Schema } from 'effect'
import { Quantity, RecordId, TEXT_MAX, TextUpTo } from './limits'
import { Product } from './product'
import { WishlistRef } from './user'

/**
 * GET /wishlist: entries with the product populated. Beyond SPEC (issue 30): `noLongerSold` is
 * true on an entry whose product staff archived (kept, but it cannot move to the cart), absent otherwise.
 */
export const WishlistResponse = Schema.Struct({
  data: Schema.Struct({
    products: Schema.Array(
      Schema.Struct({ productId: Product, color: Schema.optional(Schema.String), noLongerSold: Schema.optional(Schema.Boolean) }),
    ),
  }),
})
export type WishlistResponse = typeof WishlistResponse.Type

/** POST /wishlist/add: the product and its first variety's colour. */
export const WishlistAddRequest = Schema.Struct({ productId: RecordId, color: TextUpTo(TEXT_MAX.colour) })
export type WishlistAddRequest = typeof WishlistAddRequest.Type

export const WishlistAddResponse = Schema.Struct({
  data: Schema.Struct({ products: Schema.Array(WishlistRef) }),
  msg: Schema.optional(Schema.String),
})
export type WishlistAddResponse = typeof WishlistAddResponse.Type

/** PUT /wishlist/remove?id={productId} */
export const WishlistRemoveQuery = Schema.Struct({ id: RecordId })
export type WishlistRemoveQuery = typeof WishlistRemoveQuery.Type

export const MoveToCartRequest = Schema.Struct({
  productId: RecordId,
  color: TextUpTo(TEXT_MAX.colour),
  quantity: Quantity,
})
export type MoveToCartRequest = typeof MoveToCartRequest.Type
