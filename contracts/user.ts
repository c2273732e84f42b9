import { Schema } from 'effect'
import { TEXT_MAX, TextUpTo } from './limits'
import { Amount } from './common'

/** A wishlist entry as stored on the user record: the product's id and the chosen colour. */
export const WishlistRef = Schema.Struct({
  productId: Schema.Union([Schema.String, Schema.Struct({ _id: Schema.String })]),
  color: Schema.optional(Schema.String),
})
export type WishlistRef = typeof WishlistRef.Type

/** User (SPEC 3). Only name and email are required: old accounts lack the rest. */
export const User = Schema.Struct({
  _id: Schema.optional(Schema.String),
  name: Schema.String,
  email: Schema.String,
  phone: Schema.optional(Schema.NullOr(Schema.Union([Schema.String, Schema.Number]))),
  dob: Schema.optional(Schema.NullOr(Schema.String)),
  profile_pic: Schema.optional(Schema.NullOr(Schema.String)),
  cart: Schema.optional(
    Schema.Struct({
      products: Schema.Array(Schema.Unknown),
      totalPrice: Schema.optional(Amount),
    }),
  ),
  wishlist: Schema.optional(Schema.Struct({ products: Schema.Array(WishlistRef) })),
})
export type User = typeof User.Type

/** PUT /user/edit-user: multipart name, dob and an optional picture. */
export const EditUserRequest = Schema.Struct({
  name: TextUpTo(TEXT_MAX.personName),
  dob: TextUpTo(TEXT_MAX.date),
  profile_pic: Schema.optional(Schema.instanceOf(File)),
})
export type EditUserRequest = typeof EditUserRequest.Type

export const EditUserResponse = Schema.Struct({
  data: Schema.Struct({
    name: Schema.String,
    dob: Schema.optional(Schema.NullOr(Schema.String)),
    profile_pic: Schema.optional(Schema.NullOr(Schema.String)),
  }),
  msg: Schema.optional(Schema.String),
})
export type EditUserResponse = typeof EditUserResponse.Type
