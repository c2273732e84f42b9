import type { Page } from '@playwright/test'
import { BUYER } from './e2e-accounts'

/*
 * Only buyers review, once per order (rules/reviews.ts): the mock-mode specs that write a review
 * pick a product the demo buyer ordered and has not reviewed, from the fake backend's data in
 * the page's localStorage (tanabana-mock:db:<collection>).
 */

type StorageEntries = Readonly<Record<string, string>>

interface StoredRecords {
  readonly users: ReadonlyArray<{
    readonly _id: string
    readonly email: string
    readonly wishlist: { readonly products: ReadonlyArray<{ readonly productId: string }> }
  }>
  readonly orders: ReadonlyArray<{ readonly userId: string; readonly productId?: string; readonly reviewed?: boolean }>
  readonly products: ReadonlyArray<{ readonly _id: string; readonly name: string; readonly productVarieties: ReadonlyArray<{ readonly stock: number }> }>
}

export interface ReviewableProduct {
  readonly id: string
  readonly name: string
}

const collection = <K extends keyof StoredRecords>(storage: StorageEntries, name: K): StoredRecords[K] =>
  JSON.parse(storage[`tanabana-mock:db:${name}`] ?? '[]') as StoredRecords[K]

/**
 * The products the demo buyer may review in this storage; first those whose first colour is in
 * stock and that are not in the wishlist (a test that also adds it to both takes the first).
 */
export function reviewableProducts(storage: StorageEntries): ReviewableProduct[] {
  const buyer = collection(storage, 'users').find((u) => u.email === BUYER.email)
  const open = new Set(collection(storage, 'orders').filter((o) => o.userId === buyer?._id && o.reviewed !== true).map((o) => o.productId))
  const products = collection(storage, 'products').filter((p) => open.has(p._id))
  const wished = new Set(buyer?.wishlist.products.map((e) => e.productId))
  const rank = (p: (typeof products)[number]) => ((p.productVarieties[0]?.stock ?? 0) > 0 ? 0 : 2) + (wished.has(p._id) ? 1 : 0)
  const found = [...products].sort((a, b) => rank(a) - rank(b)).map((p) => ({ id: p._id, name: p.name }))
  if (found.length === 0) throw new Error('the demo buyer has no order left to review in the seed')
  return found
}

/** The first product the demo buyer may review, read from the signed-in page's storage. */
export async function reviewableProduct(page: Page): Promise<ReviewableProduct> {
  const storage = await page.evaluate(() => ({ ...localStorage }) as Record<string, string>)
  return reviewableProducts(storage)[0]!
}
