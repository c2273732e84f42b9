// @vitest-environment node
import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { describe, expect, it } from 'vitest'
import { CATALOGUE_CSV_COLUMNS, MAX_IMPORT_ROWS, type CatalogueCsvColumn } from '../../contracts/admin/catalogue-csv'
import { CATALOGUE_MESSAGES } from '../../contracts/admin/catalogue-messages'
import { catalogueCsvRows } from '../../rules/catalogue-csv-export'
import { importSummaryOf, planImport } from '../../rules/catalogue-csv-import'
import { CSV_READING_OPTIONS, catalogueCsvReader } from '../../rules/catalogue-csv-reading'
import { vocabularyWith, type CatalogueKnowledge } from '../../rules/catalogue-products'
import { productFieldsChanged, varietiesToWrite, type CatalogueProduct } from '../../rules/product-writes'
import { RuleError } from '../../rules/rule-error'

/* rules/catalogue-csv-{export,reading,import}.ts: products to CSV rows and back, through a real CSV writer and parser, as both backends use them. */

const KNOWN: CatalogueKnowledge = {
  categories: [
    { name: 'Silk', subCategories: ['Tussar', 'Banarasi'] },
    { name: 'Cotton', subCategories: ['Poplin'] },
  ],
  vocabulary: vocabularyWith([]),
}

const SILK: CatalogueProduct = {
  id: 'p-silk',
  status: 'active',
  version: 3,
  product: {
    name: 'Banarasi Brocade, "Gold"',
    description: 'Zari on silk.\nDry clean only; 44" wide, ₹ per metre',
    categories: ['Silk', 'Cotton'],
    subCategory: 'Banarasi',
    count: '2/40x2/40',
    weight: 88.5,
    newArrival: false,
    varieties: [
      { color: 'Gold', images: ['/media/upload/abc', '/media/upload/def'], stock: 12, pricePerMeter: 2400.5, discountedPrice: 1999.99 },
      { color: 'Crimson', images: [], stock: 0, pricePerMeter: 2400, discountedPrice: 2400 },
    ],
  },
}

const ARCHIVED: CatalogueProduct = {
  id: 'p-poplin',
  status: 'archived',
  version: 1,
  product: { name: 'Plain Poplin', description: '', categories: ['Cotton'], newArrival: true, varieties: [{ color: 'White', images: [], stock: 5, pricePerMeter: 90, discountedPrice: 80 }] },
}

const stored = new Map([SILK, ARCHIVED].map((p) => [p.id, p]))

/** The text a file holds: the header and the products' rows, written by csv-stringify. */
const fileOf = (records: readonly (readonly string[])[]) => stringify([[...CATALOGUE_CSV_COLUMNS], ...records] as string[][], { bom: true })

/** The file read back by csv-parse, as the backends read it, then planned against the stored products. */
function plan(text: string) {
  const reader = catalogueCsvReader()
  for (const record of parse(text, CSV_READING_OPTIONS) as string[][]) reader.add(record)
  const read = reader.finish()
  return planImport(read, stored, KNOWN)
}

const rowsOf = (product: CatalogueProduct) => catalogueCsvRows(product)
const withCell = (rows: string[][], column: CatalogueCsvColumn, value: string, which = 0) =>
  rows.map((row, i) => (i === which ? row.map((cell, c) => (CATALOGUE_CSV_COLUMNS[c] === column ? value : cell)) : row))

describe('the catalogue as CSV', () => {
  it('writes one row per colour, the product’s fields repeated, lists joined, stock_received empty', () => {
    const [gold, crimson] = rowsOf(SILK)
    const cells = Object.fromEntries(CATALOGUE_CSV_COLUMNS.map((c, i) => [c, gold?.[i]]))
    expect(cells).toEqual({
      product_id: 'p-silk',
      name: 'Banarasi Brocade, "Gold"',
      description: SILK.product.description,
      categories: 'Silk|Cotton',
      sub_category: 'Banarasi',
      fabric_type: '',
      pattern: '',
      count: '2/40x2/40',
      construction: '',
      weight: '88.5',
      new_arrival: 'false',
      status: 'active',
      color: 'Gold',
      images: '/media/upload/abc|/media/upload/def',
      stock: '12',
      stock_received: '',
      price_per_meter: '2400.5',
      discounted_price: '1999.99',
    })
    expect(crimson?.slice(0, 12)).toEqual(gold?.slice(0, 12))
  })

  it('reads an export back unchanged: nothing to write, not even a version', () => {
    const result = plan(fileOf([...rowsOf(SILK), ...rowsOf(ARCHIVED)]))
    expect(result).toEqual({ creates: [], updates: [], unchanged: 2, problems: [] })
  })

  it('leaves a product written before today’s rules alone while its rows say what is stored, and judges it once they change it', () => {
    const old: CatalogueProduct = { ...ARCHIVED, id: 'p-old', status: 'active', product: { ...ARCHIVED.product, varieties: [{ color: 'Grey', images: ['https://old.example/grey.jpg'], stock: 3, pricePerMeter: 10, discountedPrice: 9 }] } }
    const reader = () => {
      const r = catalogueCsvReader()
      r.add([...CATALOGUE_CSV_COLUMNS])
      return r
    }
    const same = reader()
    for (const row of rowsOf(old)) same.add(row)
    expect(planImport(same.finish(), new Map([[old.id, old]]), KNOWN)).toEqual({ creates: [], updates: [], unchanged: 1, problems: [] })
    const renamed = reader()
    for (const row of withCell(rowsOf(old), 'name', 'Grey Poplin')) renamed.add(row)
    expect(planImport(renamed.finish(), new Map([[old.id, old]]), KNOWN).problems).toEqual([{ row: 2, column: 'images', msg: CATALOGUE_MESSAGES.notOurPicture }])
  })

  it('takes columns in any order and spelled as people type them', () => {
    const order = [...CATALOGUE_CSV_COLUMNS].reverse()
    const header = order.map((c) => c.toUpperCase().replace('_', ' '))
    const rows = rowsOf(SILK).map((row) => order.map((c) => row[CATALOGUE_CSV_COLUMNS.indexOf(c)] ?? ''))
    const reader = catalogueCsvReader()
    for (const record of parse(stringify([header, ...rows]), CSV_READING_OPTIONS) as string[][]) reader.add(record)
    expect(planImport(reader.finish(), stored, KNOWN)).toMatchObject({ unchanged: 1, problems: [] })
  })

  it('plans the changes: a rewrite, a status, metres received, a new product grouped by name with a new colour’s stock', () => {
    let silk = withCell(rowsOf(SILK), 'name', 'Banarasi Brocade')
    silk = withCell(silk, 'name', 'Banarasi Brocade', 1)
    silk = withCell(silk, 'stock_received', '-12', 0)
    const poplin = withCell(rowsOf(ARCHIVED), 'status', '')
    const fresh = (colour: string, stock: string, received: string) =>
      CATALOGUE_CSV_COLUMNS.map((c) => ({ name: 'New Voile', categories: 'cotton', color: colour, stock, stock_received: received, price_per_meter: '70', discounted_price: '70' })[c as string] ?? '')
    const result = plan(fileOf([fresh('Sky', '5', '3'), ...silk, ...poplin, fresh('Mint', '', '')]))
    expect(result.problems).toEqual([])
    expect(result.unchanged).toBe(1) // the archived product, its status left blank: kept as it is
    expect(result.creates).toEqual([
      {
        row: 2,
        status: 'active',
        product: {
          name: 'New Voile',
          description: '',
          categories: ['Cotton'],
          newArrival: false,
          varieties: [
            { color: 'Sky', images: [], stock: 8, pricePerMeter: 70, discountedPrice: 70 },
            { color: 'Mint', images: [], stock: 0, pricePerMeter: 70, discountedPrice: 70 },
          ],
        },
      },
    ])
    expect(result.updates).toEqual([
      expect.objectContaining({ row: 3, status: 'active', rewrites: true, received: [{ productId: 'p-silk', color: 'Gold', add: -12, row: 3 }] }),
    ])
    expect(importSummaryOf(result, { dryRun: true, written: false })).toEqual({ dryRun: true, written: false, created: 1, updated: 1, unchanged: 1, errors: [], errorCount: 0 })
  })

  it('names every problem by spreadsheet row and column', () => {
    const silk = rowsOf(SILK)
    const broken = [
      ...withCell(withCell(silk, 'weight', 'heavy'), 'weight', 'heavy', 1),
      ...withCell(rowsOf({ ...ARCHIVED, id: 'p-gone' }), 'new_arrival', 'maybe'),
      ...withCell(withCell(rowsOf(ARCHIVED), 'status', 'retired'), 'stock_received', '1.5'),
    ]
    const disagreeing = withCell(broken, 'description', 'Another text', 1)
    const tooLow = withCell(withCell(disagreeing, 'stock_received', '-13', 0), 'discounted_price', '3000', 1)
    const result = plan(fileOf(tooLow))
    expect(importSummaryOf(result, { dryRun: false, written: false }).errors).toEqual([
      { row: 2, column: 'weight', msg: CATALOGUE_MESSAGES.importNotANumber },
      { row: 2, column: 'stock_received', msg: CATALOGUE_MESSAGES.stockBelowZero },
      { row: 3, column: 'description', msg: CATALOGUE_MESSAGES.importRowsDisagree },
      { row: 3, column: 'discounted_price', msg: CATALOGUE_MESSAGES.discountAbovePrice },
      { row: 4, column: 'product_id', msg: CATALOGUE_MESSAGES.importUnknownProduct },
      { row: 4, column: 'new_arrival', msg: CATALOGUE_MESSAGES.importNotTrueFalse },
      { row: 5, column: 'status', msg: CATALOGUE_MESSAGES.importUnknownStatus },
      { row: 5, column: 'stock_received', msg: CATALOGUE_MESSAGES.importNotWholeMetres },
    ])
  })

  it('refuses a file of more than the most rows at the first row too many, and names a missing column', () => {
    const reader = catalogueCsvReader()
    reader.add([...CATALOGUE_CSV_COLUMNS])
    for (let i = 0; i < MAX_IMPORT_ROWS; i++) reader.add(['', 'x'])
    expect(() => reader.add(['', 'x'])).toThrow(new RuleError(400, CATALOGUE_MESSAGES.importTooManyRows(MAX_IMPORT_ROWS)))

    const short = catalogueCsvReader()
    short.add(CATALOGUE_CSV_COLUMNS.filter((c) => c !== 'color' && c !== 'images'))
    expect(short.finish().problems).toEqual([
      { row: 1, column: 'color', msg: CATALOGUE_MESSAGES.importMissingColumn('color') },
      { row: 1, column: 'images', msg: CATALOGUE_MESSAGES.importMissingColumn('images') },
    ])
  })
})

describe('a product write over what is stored', () => {
  it('keeps an existing colour’s stock, starts a new one at the write’s, and removes those left out', () => {
    const [gold, crimson] = SILK.product.varieties as [CatalogueProduct['product']['varieties'][number], CatalogueProduct['product']['varieties'][number]]
    const next = [{ ...crimson, stock: 99 }, { color: 'Jade', images: [], stock: 7, pricePerMeter: 10, discountedPrice: 9 }]
    expect(varietiesToWrite(SILK.product.varieties, next)).toEqual({
      write: [
        { ...crimson, position: 0, isNew: false },
        { ...next[1], position: 1, isNew: true },
      ],
      removed: [gold.color],
    })
  })

  it('changes nothing when only an existing colour’s stock or a blank text differs', () => {
    const { product } = SILK
    expect(productFieldsChanged(product, { ...product, fabricType: ' ', varieties: product.varieties.map((v) => ({ ...v, stock: 1 })) })).toBe(false)
    expect(productFieldsChanged(product, { ...product, varieties: [...product.varieties].reverse() })).toBe(true)
    expect(productFieldsChanged(product, { ...product, weight: 88 })).toBe(true)
  })
})
