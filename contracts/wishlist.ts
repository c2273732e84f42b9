import { Schema } from 'effect'
import { Product } from './product'
import { WishlistRef } from './user'

/** GET /wishlist: entries with the product populated. */
export const WishlistResponse = Schema.Struct({
  data: Schema.Struct({
    products: Schema.Array(Schema.Struct({ productId: Product, color: Schema.optional(Schema.String) })),
  }),
})
export type WishlistResponse = typeof WishlistResponse.Type

/** POST /wishlist/add: the product and its first variety's colour. */
export const WishlistAddRequest = Schema.Struct({ productId: Schema.NonEmptyString, color: Schema.String })
export type WishlistAddRequest = typeof WishlistAddRequest.Type

export const WishlistAddResponse = Schema.Struct({
  data: Schema.Struct({ products: Schema.Array(WishlistRef) }),
  msg: Schema.optional(Schema.String),
})
export type WishlistAddResponse = typeof WishlistAddResponse.Type

/** PUT /wishlist/remove?id={productId} */
export const WishlistRemoveQuery = Schema.Struct({ id: Schema.NonEmptyString })
export type WishlistRemoveQuery = typeof WishlistRemoveQuery.Type

export const MoveToCartRequest = Schema.Struct({
  productId: Schema.NonEmptyString,
  color: Schema.String,
  quantity: Schema.Int.check(Schema.isGreaterThan(0)),
})
export type MoveToCartRequest = typeof MoveToCartRequest.Type
