/*
 * The latest stock changes with their products, for the computations under way: an answer read
 * before a stock change of a product it shows is not kept, since it may show the old stock.
 */

/** Stock changes remembered; a computation that began before the oldest is not kept. */
const REMEMBERED = 256

export interface StockChangeLog {
  /** How many stock changes so far: where a computation begins. */
  readonly count: () => number
  record(products: readonly string[]): void
  /** Whether a stock change after the `since`-th touched any of `products` (unknown, too long ago: assume so). */
  touchedSince(since: number, products: readonly string[]): boolean
}

export function createStockChangeLog(): StockChangeLog {
  let count = 0
  const recent: { readonly seq: number; readonly products: ReadonlySet<string> }[] = []
  return {
    count: () => count,
    record(products) {
      recent.push({ seq: ++count, products: new Set(products) })
      if (recent.length > REMEMBERED) recent.shift()
    },
    touchedSince(since, products) {
      if (since === count) return false
      const oldest = recent[0]
      if (!oldest || oldest.seq > since + 1) return true
      return recent.some((change) => change.seq > since && products.some((id) => change.products.has(id)))
    },
  }
}
