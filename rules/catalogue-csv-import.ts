import { Schema } from 'effect'
import { PRODUCT_STATUSES, ProductWrite, productWriteProblems, type ProductProblem, type ProductStatus } from '../contracts/admin/admin-products'
import {
  CATALOGUE_CSV_COLUMNS,
  CSV_LIST_SEPARATOR,
  MAX_IMPORT_ERRORS_LISTED,
  PRODUCT_CSV_COLUMNS,
  type CatalogueCsvColumn,
  type ImportProblem,
  type ImportSummary,
} from '../contracts/admin/catalogue-csv'
import { MAX_STOCK_METRES } from '../contracts/admin/catalogue-limits'
import { CATALOGUE_MESSAGES } from '../contracts/admin/catalogue-messages'
import { judgeProductWrite, type CatalogueKnowledge } from './catalogue-products'
import { productFieldsChanged, type CatalogueProduct, type ProductFields } from './product-writes'
import type { ImportRow, ReadCatalogueCsv, RowGroup } from './catalogue-csv-reading'

/*
 * The catalogue as CSV (issue 30), as records of text cells in and out: each backend brings its
 * CSV parser and writer (the server streams with csv-parse and csv-stringify; the fake uses their
 * sync forms) and these modules do the rest, so both map a file to the same products and name
 * the same problems by row and column: catalogue-csv-export.ts writes the rows,
 * catalogue-csv-reading.ts reads them into products, catalogue-csv-import.ts plans the import.
 *
 * A product's rows that name a product_id are that product, whole: a colour it has and the file
 * does not is removed. Every cell is judged by the contract's schemas and by what the store knows
 * (rules/catalogue-products.ts), exactly as the editor's save is.
 */

/** A product the import adds, from its rows. */
export interface PlannedCreate {
  readonly row: number
  readonly product: ProductFields
  readonly status: ProductStatus
}

/** Metres received for (or, negative, written off from) an existing colour: added with a conditional update. */
export interface StockReceived {
  readonly productId: string
  readonly color: string
  readonly add: number
  readonly row: number
}

/** A product the import changes: its fields or status (a new version), metres received, or both. */
export interface PlannedUpdate {
  readonly row: number
  readonly stored: CatalogueProduct
  readonly product: ProductFields
  readonly status: ProductStatus
  /** Whether the product's fields or status change (the writer's work, and a version); else only stock moves. */
  readonly rewrites: boolean
  readonly received: readonly StockReceived[]
}

/** What an import would do, and what is wrong with the file. With any problem, nothing is written. */
export interface ImportPlan {
  readonly creates: readonly PlannedCreate[]
  readonly updates: readonly PlannedUpdate[]
  readonly unchanged: number
  readonly problems: readonly ImportProblem[]
}

/** Where the editor's field path is in a product's rows: the product's fields on its first row, a colour's on its own. */
const FIELD_COLUMNS: Readonly<Record<string, CatalogueCsvColumn>> = {
  name: 'name',
  description: 'description',
  categories: 'categories',
  subCategory: 'sub_category',
  fabricType: 'fabric_type',
  pattern: 'pattern',
  count: 'count',
  construction: 'construction',
  weight: 'weight',
  newArrival: 'new_arrival',
  color: 'color',
  images: 'images',
  stock: 'stock',
  pricePerMeter: 'price_per_meter',
  discountedPrice: 'discounted_price',
}

function cellOf(path: readonly PropertyKey[], rows: readonly ImportRow[]): { row: number; column: string } {
  const first = rows[0]?.row ?? 1
  const [head, index, field] = path
  if (head === 'varieties') {
    // too many colours: said on the first colour past the most
    if (typeof index !== 'number') return { row: rows[rows.length - 1]?.row ?? first, column: 'color' }
    return { row: rows[index]?.row ?? first, column: FIELD_COLUMNS[String(field)] ?? 'color' }
  }
  return { row: first, column: FIELD_COLUMNS[String(head)] ?? String(head ?? '') }
}

const checkWrite = Schema.toStandardSchemaV1(ProductWrite, { parseOptions: { errors: 'all' } })

/** The contract's own complaints about a write, each with its field path (ProductWrite's schema). */
function schemaProblems(write: unknown): ProductProblem[] {
  const result = checkWrite['~standard'].validate(write)
  if (result instanceof Promise || !result.issues) return []
  return result.issues.map((issue) => ({
    path: (issue.path ?? []).map((p) => (typeof p === 'object' ? p.key : p)) as (string | number)[],
    msg: issue.message,
  }))
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/
const listOf = (cell: string) =>
  cell
    .split(CSV_LIST_SEPARATOR)
    .map((value) => value.trim())
    .filter((value) => value !== '')

/** Reads one product's rows into a write, noting each cell that is not the kind of value its column holds. */
function writeOf(group: RowGroup, stored: CatalogueProduct | undefined, note: (row: number, column: CatalogueCsvColumn, msg: string) => void) {
  const [first] = group.rows as [ImportRow, ...ImportRow[]]
  const cell = (row: ImportRow, column: CatalogueCsvColumn) => row.cells.get(column) ?? ''
  const number = (row: ImportRow, column: CatalogueCsvColumn, blank: number | undefined): number | undefined => {
    const text = cell(row, column)
    if (text === '') return blank
    if (NUMBER.test(text)) return Number(text)
    note(row.row, column, CATALOGUE_MESSAGES.importNotANumber)
    return Number.NaN
  }
  const optional = (column: CatalogueCsvColumn) => cell(first, column) || undefined

  const arrival = cell(first, 'new_arrival').toLowerCase()
  if (!['', 'true', 'false'].includes(arrival)) note(first.row, 'new_arrival', CATALOGUE_MESSAGES.importNotTrueFalse)
  const statusCell = cell(first, 'status').toLowerCase()
  const status = (PRODUCT_STATUSES as readonly string[]).includes(statusCell) ? (statusCell as ProductStatus) : (stored?.status ?? 'active')
  if (statusCell !== '' && status !== statusCell) note(first.row, 'status', CATALOGUE_MESSAGES.importUnknownStatus)

  const received = group.rows.map((row) => {
    const add = number(row, 'stock_received', 0) ?? 0
    if (!Number.isNaN(add) && (!Number.isInteger(add) || Math.abs(add) > MAX_STOCK_METRES)) note(row.row, 'stock_received', CATALOGUE_MESSAGES.importNotWholeMetres)
    return Number.isInteger(add) ? add : 0
  })
  const weight = number(first, 'weight', undefined)

  const write = {
    name: cell(first, 'name'),
    description: cell(first, 'description'),
    categories: listOf(cell(first, 'categories')),
    ...(optional('sub_category') ? { subCategory: optional('sub_category') } : {}),
    ...(optional('fabric_type') ? { fabricType: optional('fabric_type') } : {}),
    ...(optional('pattern') ? { pattern: optional('pattern') } : {}),
    ...(optional('count') ? { count: optional('count') } : {}),
    ...(optional('construction') ? { construction: optional('construction') } : {}),
    ...(weight === undefined ? {} : { weight }),
    newArrival: arrival === 'true',
    varieties: group.rows.map((row) => ({
      color: cell(row, 'color'),
      images: listOf(cell(row, 'images')),
      stock: number(row, 'stock', 0) ?? 0,
      pricePerMeter: number(row, 'price_per_meter', Number.NaN) ?? Number.NaN,
      discountedPrice: number(row, 'discounted_price', Number.NaN) ?? Number.NaN,
    })),
  }
  return { write, status, received }
}

/**
 * What importing the file would do, judged against the products its rows name (`stored`, read
 * in the import's transaction) and what the store knows: each product created, updated or left
 * unchanged, and every problem by row and column. A product whose rows change nothing (an
 * export imported as it is) is unchanged: nothing of it is written, not even a version.
 */
export function planImport(read: ReadCatalogueCsv, stored: ReadonlyMap<string, CatalogueProduct>, known: CatalogueKnowledge): ImportPlan {
  const problems: ImportProblem[] = [...read.problems]
  const creates: PlannedCreate[] = []
  const updates: PlannedUpdate[] = []
  let unchanged = 0

  for (const group of read.groups) {
    const [first] = group.rows
    if (!first) continue
    const found: ImportProblem[] = []
    const note = (row: number, column: string, msg: string) => {
      if (!found.some((p) => p.row === row && p.column === column)) found.push({ row, column, msg })
    }
    const current = group.productId === null ? undefined : stored.get(group.productId)
    if (group.productId !== null && !current) note(first.row, 'product_id', CATALOGUE_MESSAGES.importUnknownProduct)
    for (const row of group.rows.slice(1)) {
      for (const column of PRODUCT_CSV_COLUMNS) if (row.cells.get(column) !== first.cells.get(column)) note(row.row, column, CATALOGUE_MESSAGES.importRowsDisagree)
    }

    const { write, status, received } = writeOf(group, current, note)
    // rows that say exactly what is stored (an export imported as it is) change nothing: they are
    // not judged again, so a product written before today's rules never blocks the rest of a file
    const asStored = current && found.length === 0 && status === current.status && received.every((add) => add === 0)
    if (asStored && !productFieldsChanged(current.product, write as ProductFields)) {
      unchanged += 1
      continue
    }
    for (const problem of [...schemaProblems(write), ...productWriteProblems(write)]) {
      const at = cellOf(problem.path, group.rows)
      note(at.row, at.column, problem.msg)
    }
    const { judged, problems: unknown } = judgeProductWrite(write as ProductWrite, known)
    for (const problem of unknown) {
      const at = cellOf(problem.path, group.rows)
      note(at.row, at.column, problem.msg)
    }

    // metres received may not take a colour below zero: judged on the stock as it is now (the
    // write's conditional update judges it again, against whatever orders took meanwhile)
    const product: ProductFields = {
      ...judged.product,
      varieties: judged.product.varieties.map((variety, index) => {
        const was = current?.product.varieties.find((v) => v.color === variety.color)
        const stock = (was ? was.stock : variety.stock) + (received[index] ?? 0)
        const row = group.rows[index]
        if (stock < 0 && row) note(row.row, 'stock_received', CATALOGUE_MESSAGES.stockBelowZero)
        return was ? variety : { ...variety, stock }
      }),
    }

    problems.push(...found)
    if (found.length > 0) continue
    if (!current) {
      creates.push({ row: first.row, product, status })
      continue
    }
    const moves = product.varieties.flatMap((variety, index) => {
      const add = received[index] ?? 0
      const existing = current.product.varieties.some((v) => v.color === variety.color)
      return existing && add !== 0 ? [{ productId: current.id, color: variety.color, add, row: group.rows[index]?.row ?? first.row }] : []
    })
    const rewrites = status !== current.status || productFieldsChanged(current.product, product)
    if (rewrites || moves.length > 0) updates.push({ row: first.row, stored: current, product, status, rewrites, received: moves })
    else unchanged += 1
  }
  return { creates, updates, unchanged, problems }
}

const columnOrder = (column: string) => {
  const index = (CATALOGUE_CSV_COLUMNS as readonly string[]).indexOf(column)
  return index === -1 ? -1 : index
}

/** The answer of an import: the plan's counts and its first problems in the file's order. */
export function importSummaryOf(plan: ImportPlan, done: { readonly dryRun: boolean; readonly written: boolean }): ImportSummary {
  const errors = [...plan.problems].sort((a, b) => a.row - b.row || columnOrder(a.column) - columnOrder(b.column))
  return {
    dryRun: done.dryRun,
    written: done.written,
    created: plan.creates.length,
    updated: plan.updates.length,
    unchanged: plan.unchanged,
    errors: errors.slice(0, MAX_IMPORT_ERRORS_LISTED),
    errorCount: errors.length,
  }
}

/** A plan whose write failed on one row (the conditional stock update met an order): the same counts, with that problem. */
export const withProblem = (plan: ImportPlan, problem: ImportProblem): ImportPlan => ({ ...plan, problems: [...plan.problems, problem] })
