import { and, asc, eq } from 'drizzle-orm'
import type { MessageResponse } from '../../contracts/common'
import type { MoveToCartRequest, WishlistAddRequest, WishlistAddResponse, WishlistResponse } from '../../contracts/wishlist'
import { isOnSale, refuseNoLongerSold } from '../../rules/on-sale'
import { fail } from '../../rules/rule-error'
import type { Tx } from '../db/connection'
import { wishlistEntries } from '../db/schema'
import { addLine, lockBuyer } from './cart'
import type { ServerContext } from './context'
import { heldProductsById } from './product-records'

const entriesOf = (tx: Tx, userId: string) =>
  tx.select().from(wishlistEntries).where(eq(wishlistEntries.userId, userId)).orderBy(asc(wishlistEntries.createdAt), asc(wishlistEntries.productId))

const entry = (userId: string, productId: string) => and(eq(wishlistEntries.userId, userId), eq(wishlistEntries.productId, productId))

/** GET /wishlist: entries with their products populated; a product staff archived stays, said to be no longer sold. */
export async function getWishlist(ctx: ServerContext, userId: string): Promise<WishlistResponse> {
  return ctx.db.transaction(async (tx) => {
    const rows = await entriesOf(tx, userId)
    const heldOf = await heldProductsById(tx, rows.map((r) => r.productId))
    return {
      data: {
        products: rows.flatMap((r) => {
          const held = heldOf.get(r.productId)
          if (!held) return []
          return [{ productId: held.product, color: r.color, ...(isOnSale(held) ? {} : { noLongerSold: true }) }]
        }),
      },
    }
  })
}

/** POST /wishlist/add: a product appears once; adding it again keeps one entry. An archived product is refused (400). */
export async function addToWishlist(ctx: ServerContext, userId: string, input: WishlistAddRequest): Promise<WishlistAddResponse> {
  return ctx.db.transaction(async (tx) => {
    const held = (await heldProductsById(tx, [input.productId])).get(input.productId) ?? fail(404, 'Product not found')
    refuseNoLongerSold(held)
    await tx
      .insert(wishlistEntries)
      .values({ userId, productId: input.productId, color: input.color, createdAt: new Date(ctx.now()).toISOString() })
      .onConflictDoNothing()
    const rows = await entriesOf(tx, userId)
    return { data: { products: rows.map((r) => ({ productId: r.productId, color: r.color })) }, msg: 'Added to wishlist' }
  })
}

/** PUT /wishlist/remove?id=<productId> */
export async function removeFromWishlist(ctx: ServerContext, userId: string, input: { id: string }): Promise<MessageResponse> {
  return ctx.db.transaction(async (tx) => {
    const removed = await tx.delete(wishlistEntries).where(entry(userId, input.id)).returning({ productId: wishlistEntries.productId })
    if (removed.length === 0) return fail(404, 'Product not found in wishlist')
    return { msg: 'Removed from wishlist' }
  })
}

/** POST /wishlist/move-to-cart: into the cart (stock rules apply), then out of the wishlist. */
export async function moveToCart(ctx: ServerContext, userId: string, input: MoveToCartRequest): Promise<MessageResponse> {
  return ctx.db.transaction(async (tx) => {
    await lockBuyer(tx, userId)
    const [wished] = await tx.select().from(wishlistEntries).where(entry(userId, input.productId))
    if (!wished) return fail(404, 'Product not found in wishlist')
    await addLine(tx, ctx, userId, input)
    await tx.delete(wishlistEntries).where(entry(userId, input.productId))
    return { msg: 'Moved to cart' }
  })
}
