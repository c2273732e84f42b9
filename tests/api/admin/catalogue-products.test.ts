import { describe, expect, test } from 'vitest'
import type { AdminProductDetail, ProductWrite } from '../../../contracts/admin/admin-products'
import { AUDIT_ACTIONS } from '../../../contracts/admin/audit-actions'
import { CATALOGUE_MESSAGES } from '../../../contracts/admin/catalogue-messages'
import { COUNT_OPTIONS, CONSTRUCTION_OPTIONS } from '../../../contracts/textile-vocabulary'
import { catalogueService } from '../../../src/services/catalogue-service'
import { serveBackend } from '../../support/backend-under-test'
import { callStaff, callStaffRaw, signInStaff } from '../support/staff-calls'

const backend = serveBackend()

/*
 * Products in the back office (issue 30, point 1): what staff create, change, archive and restore
 * is what buyers see, the listing's price filter and search follow every write (the database
 * derives them), a stale editor is refused, and every refusal says what is wrong.
 */

/** A word no seed product holds, so a search for it finds only what the test made. */
const WORD = 'quetzalweave'

/** A picture of the store's own: the first of a seed product's. */
async function ourPicture(session: string): Promise<string> {
  const [row] = (await callStaff(backend, 'products', { limit: '1' }, session)).products
  if (!row?.picture) throw new Error('the seed’s first product has no picture')
  return row.picture
}

async function twoColours(session: string): Promise<ProductWrite> {
  return {
    name: `  Ikat Silk ${WORD}  `,
    description: 'Handwoven ikat on a tussar warp.',
    categories: ['silk'],
    subCategory: 'Tussar',
    fabricType: 'Woven',
    pattern: 'Ikat',
    count: COUNT_OPTIONS[0],
    construction: CONSTRUCTION_OPTIONS[0],
    weight: 110,
    newArrival: true,
    varieties: [
      { color: 'Indigo', images: [await ourPicture(session)], stock: 40, pricePerMeter: 1200, discountedPrice: 1100 },
      { color: 'Saffron', images: [], stock: 15, pricePerMeter: 300, discountedPrice: 250.5 },
    ],
  }
}

/** The listing's products for a search and a price range, as a buyer asks. */
const listed = async (priceRange?: string) =>
  (await catalogueService.listProducts({ search: WORD, ...(priceRange ? { priceRange } : {}), page: '1', limit: '12' })).data.map((p) => p._id)

const audited = async (owner: string, action: string, id: string) =>
  (await callStaff(backend, 'audit', { limit: '100' }, owner)).entries.filter((e) => e.action === action && e.entityId === id)

const update = (detail: AdminProductDetail, changes: Partial<ProductWrite> = {}) => ({ ...detail.product, ...changes, id: detail._id, version: detail.version })

describe('a product staff create', () => {
  test('with two colours shows to buyers on its page and in the listing, whose price filter reads its first colour', async () => {
    const session = await signInStaff(backend, 'catalogue')
    const write = await twoColours(session)
    const created = await callStaff(backend, 'createProduct', write, session)
    expect(created).toMatchObject({ status: 'active', version: 1, orderCount: 0 })
    // the store's own spelling and trimmed names
    expect(created.product).toEqual({ ...write, name: `Ikat Silk ${WORD}`, categories: ['Silk'] })

    const page = await catalogueService.product(created._id)
    expect(page).toMatchObject({
      name: `Ikat Silk ${WORD}`,
      category: [{ categoryName: 'Silk' }],
      subCategory: 'Tussar',
      newArrival: true,
      averageRating: 0,
      reviewCount: 0,
    })
    expect(page.productVarieties.map((v) => [v.color, v.stock, v.pricepermeter, v.discountedPrice])).toEqual([
      ['Indigo', 40, 1200, 1100],
      ['Saffron', 15, 300, 250.5],
    ])

    // found by search, under its first colour's discounted price only
    expect(await listed()).toEqual([created._id])
    expect(await listed('1000+')).toEqual([created._id])
    expect(await listed('200-500')).toEqual([])

    // the colours swapped: the price filter follows at once, though no code wrote a list price
    const swapped = await callStaff(backend, 'updateProduct', update(created, { varieties: [...write.varieties].reverse() }), session)
    expect(swapped.version).toBe(2)
    expect(await listed('200-500')).toEqual([created._id])
    expect(await listed('1000+')).toEqual([])

    // the back office's table finds it by name and by id, in its category, at the end of the catalogue's order
    const rows = await callStaff(backend, 'products', { search: WORD.toUpperCase(), category: 'SILK', status: 'active' }, session)
    expect(rows.products.map((r) => [r._id, r.status, r.version, r.varieties.map((v) => v.color)])).toEqual([[created._id, 'active', 2, ['Saffron', 'Indigo']]])
    expect((await callStaff(backend, 'products', { search: created._id }, session)).products.map((r) => r._id)).toEqual([created._id])
    const all = await callStaff(backend, 'products', { limit: '100' }, session)
    const last = await callStaff(backend, 'products', { limit: '100', page: String(all.totalPages) }, session)
    expect(last.products.at(-1)?._id).toBe(created._id)

    const owner = await signInStaff(backend, 'owner')
    const [entry] = await audited(owner, AUDIT_ACTIONS.productCreate, created._id)
    expect(entry).toMatchObject({ staffName: 'Rohan Das', entity: 'product', after: { name: `Ikat Silk ${WORD}`, status: 'active', version: 1 } })
    const [swap] = await audited(owner, AUDIT_ACTIONS.productUpdate, created._id)
    expect(swap?.before).toEqual({ version: 1, varieties: expect.any(Array) })
    expect(swap?.after).toMatchObject({ version: 2 })
  })
})

describe('a product staff change', () => {
  test('is refused on a stale version; a colour left out is removed and the others keep their stock; a new count only when added deliberately', async () => {
    const session = await signInStaff(backend, 'owner')
    const [row] = (await callStaff(backend, 'products', { limit: '100' }, session)).products.filter((r) => r.varieties.length >= 3)
    const loaded = await callStaff(backend, 'product', { id: row?._id ?? '' }, session)
    const [first, second] = loaded.product.varieties
    if (!first || !second) throw new Error('the seed product has fewer than two colours')

    // the editor sends its colours with the stock it loaded: an existing colour's stock is not the save's to change
    const saved = await callStaff(backend, 'updateProduct', update(loaded, { name: 'Renamed Fabric', varieties: [{ ...second, stock: 999 }, first] }), session)
    expect(saved.version).toBe(loaded.version + 1)
    expect(saved.product.varieties).toEqual([second, first])
    const page = await catalogueService.product(loaded._id)
    expect(page.name).toBe('Renamed Fabric')
    expect(page.productVarieties.map((v) => [v.color, v.stock])).toEqual([
      [second.color, second.stock],
      [first.color, first.stock],
    ])

    // a second editor still holding the first version
    expect(await callStaffRaw(backend, 'updateProduct', update(loaded, { name: 'Lost Edit' }), { session })).toEqual({
      status: 409,
      body: { msg: CATALOGUE_MESSAGES.productChanged },
      setCookie: null,
    })

    // a save that changes nothing writes nothing, not even a version
    expect((await callStaff(backend, 'updateProduct', update(saved), session)).version).toBe(saved.version)

    // a yarn count the store does not know: refused, then added deliberately, then known to every write
    const count = '7/11x3'
    expect(await callStaffRaw(backend, 'updateProduct', update(saved, { count }), { session })).toMatchObject({ status: 400, body: { msg: CATALOGUE_MESSAGES.unknownCount } })
    const counted = await callStaff(backend, 'updateProduct', update(saved, { count, addToVocabulary: ['count'] }), session)
    expect(counted.product.count).toBe(count)
    const other = await callStaff(backend, 'createProduct', { ...saved.product, name: 'Second Of Its Count', count }, session)
    expect(other.product.count).toBe(count)

    const owner = session
    const [entry] = await audited(owner, AUDIT_ACTIONS.productUpdate, loaded._id).then((list) => list.slice(-1))
    expect(entry?.before).toMatchObject({ name: loaded.product.name, version: loaded.version })
    expect(entry?.after).toMatchObject({ name: 'Renamed Fabric', version: loaded.version + 1 })
  })

  test('archive and restore: the status and version change, the table filters by status, archiving twice changes nothing', async () => {
    const session = await signInStaff(backend, 'catalogue')
    const [row] = (await callStaff(backend, 'products', { status: 'active', limit: '1' }, session)).products
    const id = row?._id ?? ''
    const archived = await callStaff(backend, 'archiveProduct', { id }, session)
    expect(archived).toMatchObject({ status: 'archived', version: (row?.version ?? 0) + 1 })
    expect(await callStaff(backend, 'archiveProduct', { id }, session)).toMatchObject({ status: 'archived', version: archived.version })
    expect((await callStaff(backend, 'products', { status: 'archived' }, session)).products.map((r) => [r._id, r.status])).toEqual([[id, 'archived']])
    expect((await callStaff(backend, 'products', { status: 'active', limit: '100' }, session)).products.map((r) => r._id)).not.toContain(id)
    // the editor reads it whole, archived
    expect((await callStaff(backend, 'product', { id }, session)).product).toEqual(archived.product)

    const restored = await callStaff(backend, 'restoreProduct', { id }, session)
    expect(restored).toMatchObject({ status: 'active', version: archived.version + 1 })
    expect((await callStaff(backend, 'products', { status: 'archived' }, session)).totalItems).toBe(0)

    const owner = await signInStaff(backend, 'owner')
    expect((await audited(owner, AUDIT_ACTIONS.productArchive, id)).map((e) => [e.before, e.after])).toEqual([
      [
        { status: 'active', version: row?.version },
        { status: 'archived', version: archived.version },
      ],
    ])
    expect(await audited(owner, AUDIT_ACTIONS.productRestore, id)).toHaveLength(1)
  })
})

describe('a product write refused', () => {
  test('names what is wrong: a discount above the price, a colour twice, an unknown category, a picture not ours, an unknown product', async () => {
    const session = await signInStaff(backend, 'catalogue')
    const write = await twoColours(session)
    const [indigo, saffron] = write.varieties as [ProductWrite['varieties'][number], ProductWrite['varieties'][number]]
    const refusals: readonly (readonly [Partial<ProductWrite>, string])[] = [
      [{ varieties: [{ ...indigo, discountedPrice: 1300 }] }, CATALOGUE_MESSAGES.discountAbovePrice],
      [{ varieties: [indigo, { ...saffron, color: ' indigo ' }] }, CATALOGUE_MESSAGES.colourTwice],
      [{ categories: ['Silk', 'Bamboo'] }, CATALOGUE_MESSAGES.unknownCategory],
      [{ subCategory: 'Poplin' }, CATALOGUE_MESSAGES.unknownSubCategory],
      [{ varieties: [{ ...indigo, images: ['https://example.com/fabric.jpg'] }] }, CATALOGUE_MESSAGES.notOurPicture],
      [{ construction: '999x1' }, CATALOGUE_MESSAGES.unknownConstruction],
    ]
    for (const [changes, msg] of refusals) {
      const answer = await callStaffRaw(backend, 'createProduct', { ...write, ...changes }, { session })
      expect(answer, msg).toMatchObject({ status: 400, body: { msg: expect.stringContaining(msg) } })
    }
    // nothing of them was written
    expect(await listed()).toEqual([])
    for (const name of ['updateProduct', 'archiveProduct', 'restoreProduct', 'product'] as const) {
      const answer = await callStaffRaw(backend, name, { ...write, id: 'no-such-product', version: 1 }, { session })
      expect(answer, name).toMatchObject({ status: 404, body: { msg: CATALOGUE_MESSAGES.productNotFound } })
    }
  })
})
