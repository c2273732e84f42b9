import { CATALOGUE_CSV_COLUMNS, MAX_IMPORT_ROWS, type CatalogueCsvColumn, type ImportProblem } from '../contracts/admin/catalogue-csv'
import { CATALOGUE_MESSAGES } from '../contracts/admin/catalogue-messages'
import { fail } from './rule-error'

/*
 * The catalogue as CSV (issue 30), as records of text cells in and out: each backend brings its
 * CSV parser and writer (the server streams with csv-parse and csv-stringify; the fake uses their
 * sync forms) and these modules do the rest, so both map a file to the same products and name
 * the same problems by row and column: catalogue-csv-export.ts writes the rows,
 * catalogue-csv-reading.ts reads them into products, catalogue-csv-import.ts plans the import.
 *
 * Rows that name a product_id are that product, whole; rows without one are new products,
 * grouped by name.
 */

/**
 * How both backends' parsers read a file (csv-parse's options): a byte order mark or none, rows
 * of any length (a missing cell is empty), a stray quote inside a cell taken as it is, and no row
 * longer than any product's (a description, ten picture addresses) with room to spare, so an
 * unclosed quote is refused where it starts instead of swallowing the file.
 */
export const CSV_READING_OPTIONS = {
  bom: true,
  relax_column_count: true,
  relax_quotes: true,
  skip_empty_lines: false,
  max_record_size: 64 * 1024,
} as const

/** One data row: its number as a spreadsheet shows it (the header is row 1) and its cells by column. */
export interface ImportRow {
  readonly row: number
  readonly cells: ReadonlyMap<CatalogueCsvColumn, string>
}

/** The rows of one product: an existing one (its id), or a new one (grouped by name). */
export interface RowGroup {
  readonly productId: string | null
  readonly rows: ImportRow[]
}

/** A file read: its rows by product, the problems found while reading, and the ids named. */
export interface ReadCatalogueCsv {
  readonly groups: readonly RowGroup[]
  readonly problems: readonly ImportProblem[]
  /** The products the rows name by id: what a backend reads (and locks) before planning. */
  readonly productIds: readonly string[]
}

/** A header cell as people type it: 'Product ID' and 'product-id' are product_id. */
const headerName = (cell: string) => cell.trim().toLowerCase().replace(/[\s-]+/g, '_')

/**
 * Reads a CSV's records one at a time, as the parser gives them (the server's streams, so a
 * file is never held whole as text), grouping rows by product. The header comes first; columns
 * may come in any order and others are ignored. A file of more than MAX_IMPORT_ROWS rows is
 * refused (400) at the first row too many, so reading stops there.
 */
export function catalogueCsvReader() {
  let records = 0
  let columns: Map<CatalogueCsvColumn, number> | null = null
  const problems: ImportProblem[] = []
  const groups = new Map<string, RowGroup>()

  const readHeader = (record: readonly string[]) => {
    const found = new Map<CatalogueCsvColumn, number>()
    record.forEach((cell, index) => {
      const name = headerName(cell) as CatalogueCsvColumn
      if (CATALOGUE_CSV_COLUMNS.includes(name) && !found.has(name)) found.set(name, index)
    })
    const missing = CATALOGUE_CSV_COLUMNS.filter((column) => !found.has(column))
    for (const column of missing) problems.push({ row: 1, column, msg: CATALOGUE_MESSAGES.importMissingColumn(column) })
    if (missing.length === 0) columns = found
  }

  const readRow = (record: readonly string[], known: Map<CatalogueCsvColumn, number>) => {
    const row = records
    const cells = new Map<CatalogueCsvColumn, string>()
    for (const [column, index] of known) {
      const raw = record[index] ?? ''
      // a description keeps its own spaces and lines; every other cell is a value or a list
      const cell = column === 'description' ? raw : raw.trim()
      if (cell.includes('\u0000')) problems.push({ row, column, msg: CATALOGUE_MESSAGES.importNulCharacter })
      cells.set(column, cell)
    }
    // a spreadsheet saves the rows it has seen used: a row of empty cells is no row
    if ([...cells.values()].every((cell) => cell.trim() === '')) return
    const productId = cells.get('product_id') ?? ''
    const name = (cells.get('name') ?? '').toLowerCase()
    const key = productId ? `id:${productId}` : name ? `name:${name}` : `row:${row}`
    const group = groups.get(key) ?? { productId: productId || null, rows: [] }
    group.rows.push({ row, cells })
    groups.set(key, group)
  }

  return {
    /** The next record of the file (a parser's array of cells). */
    add(record: readonly string[]): void {
      records += 1
      if (records === 1) return readHeader(record)
      if (records - 1 > MAX_IMPORT_ROWS) fail(400, CATALOGUE_MESSAGES.importTooManyRows(MAX_IMPORT_ROWS))
      if (columns) readRow(record, columns)
    },
    /** A record the parser could not read (an unclosed quote): the file is not a CSV from here on. */
    unreadable(): void {
      problems.push({ row: records + 1, column: '', msg: CATALOGUE_MESSAGES.importNotCsv })
    },
    finish(): ReadCatalogueCsv {
      if (records === 0) problems.push({ row: 1, column: '', msg: CATALOGUE_MESSAGES.importNotCsv })
      const all = [...groups.values()]
      const productIds = all.flatMap((g) => (g.productId === null ? [] : [g.productId]))
      return { groups: all, problems, productIds }
    },
  }
}
