// @vitest-environment node
import { asc, eq, inArray, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { vocabularyOf } from '../../rules/search'
import { buildSeed } from '../../seed/fixtures/seed'
import { openDatabase, type OpenDatabase } from '../../server/db/connection'
import { migrateDatabase } from '../../server/db/migrate'
import { products, searchWords } from '../../server/db/schema'
import { seedDatabase } from '../../server/seeding/seed-database'

/*
 * Forgiving search's vocabulary in the database (migration 0008): the triggers on products keep
 * search_words equal to rules/search.ts's vocabularyOf of the products, whatever writes them, so
 * the server corrects a word to the same words as the fake backend.
 */

const seed = buildSeed()
let open: OpenDatabase

beforeAll(async () => {
  open = await openDatabase({ kind: 'embedded' })
  await migrateDatabase(open)
  await seedDatabase(open.db, seed)
}, 120_000)
afterAll(() => open?.close())

const stored = async () => (await open.db.select().from(searchWords).orderBy(asc(searchWords.word))).map((row) => row.word)

/** The vocabulary of the products on sale as they stand now, read back in the fake's shape. */
async function expected(): Promise<string[]> {
  const rows = await open.db
    .select({ name: products.name, subCategory: products.subCategory, categoryNames: products.categoryNames })
    .from(products)
    .where(isNull(products.archivedAt))
  return vocabularyOf(rows.map((r) => ({ name: r.name, subCategory: r.subCategory ?? undefined, category: r.categoryNames.map((categoryName) => ({ categoryName })) })))
}

describe('search_words', () => {
  test('holds the seeded catalogue’s vocabulary, as the fake backend reads it', async () => {
    expect(await stored()).toEqual(vocabularyOf(seed.products))
  })

  test('follows a renamed product, a new one and a deleted one', async () => {
    const [first, second] = seed.products
    await open.db.update(products).set({ name: 'Zari Brocade Zebraweave 2/40' }).where(eq(products.id, first!._id))
    expect(await stored()).toContain('zebraweave')
    expect(await stored()).toEqual(await expected())

    await open.db.insert(products).values({
      id: 'search-words-new',
      position: 100_000,
      name: 'Quiltwork Panel',
      description: 'Wordsonlyindescription are not in it',
      categoryNames: ['Patchwork'],
    })
    expect(await stored()).toEqual(expect.arrayContaining(['quiltwork', 'panel', 'patchwork']))
    expect(await stored()).not.toContain('wordsonlyindescription')
    expect(await stored()).toEqual(await expected())

    await open.db.delete(products).where(inArray(products.id, ['search-words-new', second!._id]))
    expect(await stored()).not.toContain('quiltwork')
    expect(await stored()).toEqual(await expected())
  })

  test('leaves out the words of archived products (issue 30): a suggestion never leads to one', async () => {
    // the one product whose name has this word
    const handwoven = seed.products.find((p) => p.name.includes('Handwoven'))!
    expect(await stored()).toContain('handwoven')
    await open.db.update(products).set({ archivedAt: new Date().toISOString() }).where(eq(products.id, handwoven._id))
    expect(await stored()).not.toContain('handwoven')
    expect(await stored()).toEqual(await expected())

    await open.db.insert(products).values({ id: 'search-words-archived', position: 100_001, name: 'Zardozi Panel', description: '', categoryNames: [], archivedAt: new Date().toISOString() })
    expect(await stored()).not.toContain('zardozi')

    await open.db.update(products).set({ archivedAt: null }).where(eq(products.id, handwoven._id))
    expect(await stored()).toContain('handwoven')
    expect(await stored()).toEqual(await expected())
  })
})
