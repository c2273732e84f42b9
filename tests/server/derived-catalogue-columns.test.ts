// @vitest-environment node
import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { discountShare } from '../../rules/highlights'
import { listPriceOf, searchedTextsOf } from '../../rules/listing'
import { averageOf } from '../../rules/ratings'
import { buildSeed } from '../../seed/fixtures/seed'
import { CATALOGUE_CHANGES } from '../../server/db/notifications'
import { products, reviews } from '../../server/db/schema'
import { startServer, type RunningServer } from '../../server/start'
import { startThrowawayPostgres, type ThrowawayPostgres } from '../support/postgres-cluster'
import { ok, type Json } from './server-processes'

/*
 * Issue 30, point 1: what the listing filters, sorts and searches on is derived by the database
 * from what staff (or any tool) write: list_price and discount_share by triggers on
 * product_varieties, average_rating by triggers on reviews, search_text and category_keys as
 * generated columns (migration 0010). Nothing in the code writes them, so these tests write by
 * plain SQL, behind a running server that keeps its catalogue answers, and read what a buyer gets.
 */

const seed = buildSeed()
/** Asked again until it passes, for at most 3 s: the announcement that empties the kept answers takes milliseconds. */
const SOON = { timeout: 3000, interval: 25 }

describe.each(['embedded', 'postgres'] as const)('derived catalogue columns, on the %s database', (kind) => {
  let cluster: ThrowawayPostgres | null = null
  let server: RunningServer

  beforeAll(async () => {
    const database =
      kind === 'embedded' ? ({ kind: 'embedded' } as const) : ({ kind: 'postgres', url: (cluster = await startThrowawayPostgres()).createDatabase('derived_columns') } as const)
    server = await startServer({ port: 0, database, staticDir: null })
  }, 120_000)

  afterAll(async () => {
    await server?.close()
    cluster?.stop()
  }, 30_000)

  const db = () => server.database.db
  const derivedOf = async (id: string) => {
    const [row] = await db()
      .select({ listPrice: products.listPrice, discountShare: products.discountShare, averageRating: products.averageRating, searchText: products.searchText })
      .from(products)
      .where(eq(products.id, id))
    if (!row) throw new Error(`no product ${id}`)
    return { ...row, listPrice: Number(row.listPrice) }
  }
  const listed = async (query: string) => (await ok<Json<'products'>>(server.origin, 'GET', `/api/getAllProducts?${query}`)).data.map((p) => p._id)

  test("every seed product's derived values are the rules' values", async () => {
    const rows = await db()
      .select({
        id: products.id,
        listPrice: products.listPrice,
        discountShare: products.discountShare,
        averageRating: products.averageRating,
        searchText: products.searchText,
        categoryKeys: products.categoryKeys,
      })
      .from(products)
      .orderBy(asc(products.position))
    expect(rows.map((r) => r.id)).toEqual(seed.products.map((p) => p._id))
    rows.forEach((row, i) => {
      const product = seed.products[i]!
      const at = `${product._id} (${product.name})`
      expect(Number(row.listPrice), at).toBe(listPriceOf(product))
      // a real: the same share to the float's precision
      expect(row.discountShare, at).toBeCloseTo(discountShare(product), 6)
      expect(row.averageRating, at).toBeCloseTo(averageOf(product.rating.filter((r) => r.hidden !== true)), 5)
      expect(row.searchText, at).toBe(searchedTextsOf(product).join('\n'))
      expect(row.categoryKeys, at).toEqual(product.category.map((c) => c.categoryName.toLowerCase()))
    })
  })

  test('a price, a review and a name changed by plain SQL move the listing at once, whatever answers were kept', async () => {
    // the example: a fabric of 200-500 repriced to 1,100 rupees a metre
    const product = seed.products.find((p) => listPriceOf(p) >= 200 && listPriceOf(p) < 500 && p.rating.length >= 2)!
    const first = product.productVarieties[0]!
    // the server keeps these answers from now on
    expect(await listed('priceRange=200-500')).toContain(product._id)
    expect(await listed('priceRange=1000%2B')).not.toContain(product._id)

    await server.database.db.execute(
      sql`update product_varieties set price_per_meter = 1250, discounted_price = 1100 where product_id = ${product._id} and color = ${first.color}`,
    )
    const repriced = await derivedOf(product._id)
    expect(repriced.listPrice).toBe(1100)
    const [, ...others] = product.productVarieties
    const written = { ...product, productVarieties: [{ ...first, pricepermeter: 1250, discountedPrice: 1100 }, ...others] }
    expect(repriced.discountShare).toBeCloseTo(discountShare(written), 6)
    await expect.poll(() => listed('priceRange=200-500'), SOON).not.toContain(product._id)
    expect(await listed('priceRange=1000%2B')).toContain(product._id)

    // a review hidden by SQL leaves the average the rating filter reads
    const stored = await db().select({ id: reviews.id, value: reviews.value }).from(reviews).where(eq(reviews.productId, product._id)).orderBy(asc(reviews.seq))
    const [hidden, ...visible] = stored
    await server.database.db.execute(sql`update reviews set hidden = true, hidden_reason = 'Spam' where id = ${hidden!.id}`)
    expect((await derivedOf(product._id)).averageRating).toBeCloseTo(averageOf(visible), 5)

    // a name changed by SQL is what search finds
    await server.database.db.execute(sql`update products set name = 'Quetzalweave Heritage Ikat' where id = ${product._id}`)
    expect((await derivedOf(product._id)).searchText.split('\n')[0]).toBe('quetzalweave heritage ikat')
    await expect.poll(() => listed('search=quetzalweave'), SOON).toEqual([product._id])
  })

  test('a stock-only change of varieties writes no product row and is announced as a stock change of that product', async () => {
    const product = seed.products.find((p) => (p.productVarieties[1]?.stock ?? 0) > 2)!
    const color = product.productVarieties[1]!.color
    const payloads: string[] = []
    const watch = await server.database.watch(CATALOGUE_CHANGES, { notified: (payload) => payloads.push(payload), watching: () => {} })
    try {
      // xmin: the transaction that wrote the row's version (any update makes a new one)
      const rowVersion = async () => {
        const result = (await db().execute(sql`select xmin::text as version from products where id = ${product._id}`)) as unknown as { rows: { version: string }[] }
        return result.rows[0]?.version
      }
      const before = await rowVersion()
      expect(before).toBeDefined()
      // as an order takes stock (server/domain/orders.ts takeStock)
      await server.database.db.execute(sql`update product_varieties set stock = stock - 2 where product_id = ${product._id} and color = ${color} and stock >= 2`)
      await expect.poll(() => payloads.length, SOON).toBeGreaterThan(0)
      expect(payloads).toEqual([`stock:${JSON.stringify([product._id])}`])
      // the product row is the very same version: no trigger wrote it
      expect(await rowVersion()).toEqual(before)
    } finally {
      await watch.stop()
    }
  })
})
