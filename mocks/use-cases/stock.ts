import type { BackendContext } from './backend-context'

/** Metres of one variety (a product in one colour) that leave or return to stock. */
export interface StockChange {
  readonly productId: string
  readonly color: string
  readonly quantity: number
}

/** Adds `sign * quantity` to each named variety's stock (a purchase takes, a cancellation puts back). */
function moveStock(ctx: BackendContext, changes: readonly StockChange[], sign: 1 | -1): void {
  ctx.db.put(
    'products',
    ctx.db.get('products').map((product) => {
      const lines = changes.filter((c) => c.productId === product._id)
      if (lines.length === 0) return product
      return {
        ...product,
        productVarieties: product.productVarieties.map((v) => {
          const moved = lines.filter((l) => l.color === v.color).reduce((sum, l) => sum + l.quantity, 0)
          return moved ? { ...v, stock: v.stock + sign * moved } : v
        }),
      }
    }),
  )
}

/** Takes the bought quantities off their varieties' stock (buy has checked there is enough). */
export const takeStock = (ctx: BackendContext, bought: readonly StockChange[]): void => moveStock(ctx, bought, -1)

/** Puts a cancelled order's metres back on its variety's stock. */
export const putBackStock = (ctx: BackendContext, returned: readonly StockChange[]): void => moveStock(ctx, returned, 1)
