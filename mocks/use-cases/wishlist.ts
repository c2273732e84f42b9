import type { MessageResponse } from '../../contracts/common'
import type { MoveToCartRequest, WishlistAddRequest, WishlistAddResponse, WishlistResponse } from '../../contracts/wishlist'
import { isOnSale, refuseNoLongerSold } from '../../rules/on-sale'
import { fail } from '../../rules/rule-error'
import type { BackendContext } from './backend-context'
import { addLine } from './cart'
import { findProduct } from './catalogue'
import { getUser, updateUser } from './users'

/**
 * GET /wishlist: entries with their products populated; entries of deleted products are skipped,
 * those staff archived kept and said to be no longer sold.
 */
export function getWishlist(ctx: BackendContext, userId: string): WishlistResponse {
  const products = ctx.db.get('products')
  const entries = getUser(ctx, userId).wishlist.products.flatMap((entry) => {
    const product = products.find((p) => p._id === entry.productId)
    if (!product) return []
    return [{ productId: product, color: entry.color, ...(isOnSale(product) ? {} : { noLongerSold: true }) }]
  })
  return { data: { products: entries } }
}

/** POST /wishlist/add: a product appears once; adding it again keeps one entry. An archived product is refused (400). */
export function addToWishlist(ctx: BackendContext, userId: string, input: WishlistAddRequest): WishlistAddResponse {
  refuseNoLongerSold(findProduct(ctx, input.productId))
  const user = updateUser(ctx, userId, (u) => {
    if (u.wishlist.products.some((e) => e.productId === input.productId)) return u
    return { ...u, wishlist: { products: [...u.wishlist.products, { productId: input.productId, color: input.color }] } }
  })
  return { data: { products: user.wishlist.products.map((e) => ({ ...e })) }, msg: 'Added to wishlist' }
}

/** PUT /wishlist/remove?id=<productId> */
export function removeFromWishlist(ctx: BackendContext, userId: string, input: { id: string }): MessageResponse {
  updateUser(ctx, userId, (u) => {
    if (!u.wishlist.products.some((e) => e.productId === input.id)) fail(404, 'Product not found in wishlist')
    return { ...u, wishlist: { products: u.wishlist.products.filter((e) => e.productId !== input.id) } }
  })
  return { msg: 'Removed from wishlist' }
}

/** POST /wishlist/move-to-cart: into the cart (stock rules apply), then out of the wishlist. */
export function moveToCart(ctx: BackendContext, userId: string, input: MoveToCartRequest): MessageResponse {
  if (!getUser(ctx, userId).wishlist.products.some((e) => e.productId === input.productId)) {
    fail(404, 'Product not found in wishlist')
  }
  addLine(ctx, userId, input)
  updateUser(ctx, userId, (u) => ({
    ...u,
    wishlist: { products: u.wishlist.products.filter((e) => e.productId !== input.productId) },
  }))
  return { msg: 'Moved to cart' }
}
