import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { describe, expect, test } from 'vitest'
import { AUDIT_ACTIONS } from '../../../contracts/admin/audit-actions'
import { CATALOGUE_CSV_COLUMNS, exportFileName, MAX_IMPORT_ROWS, type CatalogueCsvColumn, type ImportSummary } from '../../../contracts/admin/catalogue-csv'
import { CATALOGUE_MESSAGES } from '../../../contracts/admin/catalogue-messages'
import { catalogueService } from '../../../src/services/catalogue-service'
import { serveBackend } from '../../support/backend-under-test'
import { callStaff, callStaffRaw, signInStaff } from '../support/staff-calls'

const backend = serveBackend()

/*
 * The catalogue as CSV (issue 30, point 5): the export is one row per colour with a header; an
 * export imported as it is changes nothing; a file with a broken row in the middle is listed by
 * row and column and writes nothing, dry run or not; a good file creates and updates all at once.
 */

const column = (name: CatalogueCsvColumn) => CATALOGUE_CSV_COLUMNS.indexOf(name)

/** GET /admin/catalogue/export as a browser downloads it: its headers and its bytes. */
async function download(session: string) {
  const response = await fetch(backend.api('/admin/catalogue/export'), { headers: { Cookie: `tanabana_staff=${session}`, 'Accept-Encoding': 'gzip' } })
  const bytes = new Uint8Array(await response.arrayBuffer())
  return {
    status: response.status,
    contentType: response.headers.get('Content-Type'),
    disposition: response.headers.get('Content-Disposition'),
    bytes,
    text: new TextDecoder().decode(bytes),
  }
}

async function importFile(session: string, csv: string, dryRun: boolean): Promise<ImportSummary> {
  return callStaff(backend, 'importCatalogue', { csv: new Blob([csv]), dryRun: dryRun ? 'true' : 'false' }, session)
}

const recordsOf = (text: string): string[][] => parse(text, { bom: true }) as string[][]
const csvOf = (records: readonly (readonly string[])[]) => stringify(records as string[][])

/** The data rows' indexes of each product, in the file's order (index 0 is the header). */
function productRows(records: readonly (readonly string[])[]): string[][] {
  const byId = new Map<string, number[]>()
  records.slice(1).forEach((record, i) => {
    const id = record[column('product_id')] ?? ''
    byId.set(id, [...(byId.get(id) ?? []), i + 1])
  })
  return [...byId.entries()].map(([id, rows]) => [id, ...rows.map(String)])
}

/** A new product of two colours, as someone types it into a spreadsheet (no id; status, stock_received blank). */
function newProductRows(name: string): string[][] {
  const own: Partial<Record<CatalogueCsvColumn, string>> = { name, description: 'Fine poplin for shirts.', categories: 'cotton', sub_category: 'Poplin', new_arrival: 'TRUE' }
  return [
    { ...own, color: 'Teal', stock: '10', price_per_meter: '200', discounted_price: '180' },
    { ...own, color: 'Rust', stock: '', price_per_meter: '150', discounted_price: '150' },
  ].map((cells) => CATALOGUE_CSV_COLUMNS.map((c) => (cells as Partial<Record<CatalogueCsvColumn, string>>)[c] ?? ''))
}

describe('the catalogue as CSV', () => {
  test('the export is every colour of every product under a header, UTF-8 with a byte order mark; imported unchanged it changes nothing', async () => {
    const session = await signInStaff(backend, 'support')
    const exported = await download(session)
    expect(exported).toMatchObject({ status: 200, contentType: 'text/csv; charset=utf-8', disposition: `attachment; filename="${exportFileName(new Date())}"` })
    expect(Array.from(exported.bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf])
    const records = recordsOf(exported.text)
    expect(records[0]).toEqual([...CATALOGUE_CSV_COLUMNS])
    const products = (await catalogueService.listProducts({})).data
    expect(records).toHaveLength(1 + products.reduce((n, p) => n + p.productVarieties.length, 0))
    const [id, firstRow] = productRows(records)[0] ?? []
    const first = products.find((p) => p._id === id)
    expect(records[Number(firstRow)]?.slice(column('name'), column('status') + 1)).toEqual([
      first?.name,
      first?.description,
      first?.category.map((c) => c.categoryName).join('|'),
      first?.subCategory ?? '',
      first?.fabricType ?? '',
      first?.pattern ?? '',
      first?.count ?? '',
      first?.construction ?? '',
      String(first?.weight ?? ''),
      String(first?.newArrival ?? false),
      'active',
    ])

    const writer = await signInStaff(backend, 'catalogue')
    for (const dryRun of [true, false]) {
      expect(await importFile(writer, exported.text, dryRun)).toEqual({
        dryRun,
        written: !dryRun,
        created: 0,
        updated: 0,
        unchanged: products.length,
        errors: [],
        errorCount: 0,
      })
    }
    // nothing moved, not even a version, and nothing was recorded
    expect((await download(session)).text).toBe(exported.text)
    expect((await callStaff(backend, 'products', { limit: '100' }, writer)).products.every((p) => p.version === 1)).toBe(true)
    const owner = await signInStaff(backend, 'owner')
    expect((await callStaff(backend, 'audit', {}, owner)).entries.filter((e) => e.action === AUDIT_ACTIONS.catalogueImport)).toEqual([])
  })

  test('a file with broken rows in the middle: the dry run lists each by row and column and writes nothing, and so does the import; fixed, it creates and updates at once', async () => {
    const session = await signInStaff(backend, 'catalogue')
    const original = (await download(session)).text
    const records = recordsOf(original)
    const products = productRows(records)
    const rowsOf = (index: number) => (products[index]?.slice(1) ?? []).map(Number)
    const idOf = (index: number) => products[index]?.[0] ?? ''
    const set = (rows: readonly number[], name: CatalogueCsvColumn, value: string) => {
      for (const row of rows) (records[row] as string[])[column(name)] = value
    }
    // what a good file changes: a name, a status, metres received, and a new product
    set(rowsOf(0), 'name', 'Renamed By Import')
    set(rowsOf(1), 'status', 'archived')
    const received = rowsOf(2)[0] ?? 0
    set([received], 'stock_received', '25')
    const stockBefore = Number(records[received]?.[column('stock')])
    const good = [...records, ...newProductRows('Imported Poplin Quetzalweave')]

    // and, in the middle of the file, four products with one problem each
    const middle = Math.floor(products.length / 2)
    const broken = good.map((r) => [...r])
    const brokenCells: [number, CatalogueCsvColumn, string, string][] = [
      [rowsOf(middle)[0] ?? 0, 'discounted_price', '999999', CATALOGUE_MESSAGES.discountAbovePrice],
      [rowsOf(middle + 1)[0] ?? 0, 'categories', 'Bamboo', CATALOGUE_MESSAGES.unknownCategory],
      [rowsOf(middle + 2)[0] ?? 0, 'stock_received', '-9999999', CATALOGUE_MESSAGES.stockBelowZero],
      [rowsOf(middle + 3)[0] ?? 0, 'weight', 'heavy', CATALOGUE_MESSAGES.importNotANumber],
    ]
    for (const [row, name, value] of brokenCells) {
      // a product's own fields on every row of it, so its rows agree
      const rows = ['categories', 'weight'].includes(name) ? rowsOf(products.findIndex((p) => p.slice(1).includes(String(row)))) : [row]
      for (const r of rows) (broken[r] as string[])[column(name)] = value
      // an unknown category offers no sub-category: left blank, so this product has one problem
      if (name === 'categories') for (const r of rows) (broken[r] as string[])[column('sub_category')] = ''
    }
    const expectedErrors = brokenCells.map(([row, name, , msg]) => ({ row: row + 1, column: name, msg }))
    const counts = { created: 1, updated: 3, unchanged: products.length - 3 - brokenCells.length }
    for (const dryRun of [true, false]) {
      const summary = await importFile(session, csvOf(broken), dryRun)
      expect(summary, `dryRun ${dryRun}`).toEqual({ dryRun, written: false, ...counts, errors: expectedErrors, errorCount: brokenCells.length })
    }
    expect((await download(session)).text).toBe(original)

    const summary = await importFile(session, csvOf(good), false)
    expect(summary).toEqual({ dryRun: false, written: true, created: 1, updated: 3, unchanged: products.length - 3, errors: [], errorCount: 0 })
    expect((await catalogueService.product(idOf(0))).name).toBe('Renamed By Import')
    expect((await callStaff(backend, 'product', { id: idOf(1) }, session)).status).toBe('archived')
    const restocked = await catalogueService.product(idOf(2))
    expect(restocked.productVarieties.find((v) => v.color === records[received]?.[column('color')])?.stock).toBe(stockBefore + 25)
    const [created] = (await callStaff(backend, 'products', { search: 'quetzalweave' }, session)).products
    expect(created).toMatchObject({ name: 'Imported Poplin Quetzalweave', categories: ['Cotton'], status: 'active', version: 1 })
    expect(created?.varieties).toEqual([
      { color: 'Teal', stock: 10, pricePerMeter: 200, discountedPrice: 180 },
      { color: 'Rust', stock: 0, pricePerMeter: 150, discountedPrice: 150 },
    ])
    const owner = await signInStaff(backend, 'owner')
    const entries = (await callStaff(backend, 'audit', {}, owner)).entries.filter((e) => e.action === AUDIT_ACTIONS.catalogueImport)
    expect(entries).toEqual([expect.objectContaining({ entity: 'catalogue', staffName: 'Rohan Das', after: { created: 1, updated: 3, unchanged: products.length - 3 } })])
  })

  test('a file the store cannot take: a header without a column, an unclosed quote, more than the most rows', async () => {
    const session = await signInStaff(backend, 'catalogue')
    const header = CATALOGUE_CSV_COLUMNS.filter((c) => c !== 'price_per_meter')
    expect(await importFile(session, `${header.join(',')}\n${header.map(() => '').join(',')}\n`, true)).toMatchObject({
      written: false,
      errors: [{ row: 1, column: 'price_per_meter', msg: CATALOGUE_MESSAGES.importMissingColumn('price_per_meter') }],
    })

    const rows = newProductRows('Unclosed Quote Fabric')
    const unclosed = `${CATALOGUE_CSV_COLUMNS.join(',')}\n${csvOf(rows)}"never closed,\n`
    expect((await importFile(session, unclosed, false)).errors).toEqual([{ row: 4, column: '', msg: CATALOGUE_MESSAGES.importNotCsv }])

    // one row past the most: refused whole, whatever its rows say
    const tooMany = `${CATALOGUE_CSV_COLUMNS.join(',')}\n${'Too Many,\n'.repeat(MAX_IMPORT_ROWS + 1)}`
    expect(await callStaffRaw(backend, 'importCatalogue', { csv: tooMany, dryRun: 'true' }, { session })).toMatchObject({
      status: 400,
      body: { msg: CATALOGUE_MESSAGES.importTooManyRows(MAX_IMPORT_ROWS) },
    })
    expect((await callStaff(backend, 'products', { search: 'unclosed quote' }, session)).totalItems).toBe(0)
  })
})
