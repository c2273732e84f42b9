import { Schema } from 'effect'
import { NonEmptyTextUpTo, Quantity, RecordId, TEXT_MAX, TextUpTo } from './limits'
import { Amount } from './common'
import { Product } from './product'

/**
 * Cart line (SPEC 3) with its product populated, as GET /user/cart answers it. Beyond SPEC
 * (issue 30): `noLongerSold` is true on a line whose product staff archived; such a line is kept,
 * cannot be bought (its itemPrice is 0, no coupon reaches it, the cart's total leaves it out and
 * Place Order refuses the cart until it is removed), and is absent on every other line.
 */
export const CartLine = Schema.Struct({
  _id: Schema.optional(Schema.String),
  productId: Product,
  productColor: Schema.String,
  quantity: Amount,
  itemPrice: Amount,
  couponDiscountedPrice: Schema.optional(Schema.NullOr(Amount)),
  appliedCoupon: Schema.optional(Schema.NullOr(Schema.Struct({ code: Schema.String }))),
  noLongerSold: Schema.optional(Schema.Boolean),
})
export type CartLine = typeof CartLine.Type

export const Cart = Schema.Struct({ products: Schema.Array(CartLine), totalPrice: Amount })
export type Cart = typeof Cart.Type

export const CartResponse = Schema.Struct({ data: Cart })
export type CartResponse = typeof CartResponse.Type

export const CartTotalResponse = Schema.Struct({ totalPrice: Amount })
export type CartTotalResponse = typeof CartTotalResponse.Type

/** Cart add (SPEC 3): product, colour and a quantity above 0. */
export const AddToCartRequest = Schema.Struct({
  productId: RecordId,
  color: TextUpTo(TEXT_MAX.colour),
  quantity: Quantity,
})
export type AddToCartRequest = typeof AddToCartRequest.Type

/** POST /user/add-to-cart answers the new list of lines, products as ids or populated. */
export const AddToCartResponse = Schema.Struct({
  data: Schema.Array(
    Schema.Struct({
      productId: Schema.Union([Schema.String, Schema.Struct({ _id: Schema.String })]),
      productColor: Schema.optional(Schema.String),
      quantity: Amount,
    }),
  ),
  msg: Schema.optional(Schema.String),
})
export type AddToCartResponse = typeof AddToCartResponse.Type

export const UpdateCartRequest = Schema.Struct({
  productId: RecordId,
  quantity: Quantity,
  color: TextUpTo(TEXT_MAX.colour),
})
export type UpdateCartRequest = typeof UpdateCartRequest.Type

export const RemoveFromCartRequest = Schema.Struct({
  productId: RecordId,
  color: TextUpTo(TEXT_MAX.colour),
})
export type RemoveFromCartRequest = typeof RemoveFromCartRequest.Type

export const CouponRequest = Schema.Struct({ couponCode: NonEmptyTextUpTo(TEXT_MAX.couponCode) })
export type CouponRequest = typeof CouponRequest.Type
