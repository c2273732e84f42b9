import { Schema } from 'effect'
import { Amount } from '../common'

/*
 * The catalogue as CSV (issue 30): GET /admin/catalogue/export writes it, POST
 * /admin/catalogue/import reads the same. One row per variety (colour); a product's own fields
 * repeat on each of its rows. UTF-8 with a header row; columns may come in any order.
 */

/** The columns that belong to the product rather than to one colour: its rows must agree on them. */
export const PRODUCT_CSV_COLUMNS = [
  'product_id',
  'name',
  'description',
  'categories',
  'sub_category',
  'fabric_type',
  'pattern',
  'count',
  'construction',
  'weight',
  'new_arrival',
  'status',
] as const

/** The header, in the order the export writes it: the product's columns, then the colour's. */
export const CATALOGUE_CSV_COLUMNS = [
  ...PRODUCT_CSV_COLUMNS,
  'color',
  'images',
  'stock',
  'stock_received',
  'price_per_meter',
  'discounted_price',
] as const
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number]

/*
 * Stock, as in the product editor: `stock` is a new colour's starting stock and is otherwise
 * only shown (as it was at the export); metres received (or, negative, written off) since go in
 * `stock_received`, which the export leaves empty and the import adds with the same conditional
 * update as PATCH stock. So importing a file exported before some orders never puts their metres
 * back, and importing an export unchanged changes nothing.
 */

/** Joins the values of a list cell (categories, images): category names and our addresses never hold it. */
export const CSV_LIST_SEPARATOR = '|'

/** The most rows (varieties) one import takes. */
export const MAX_IMPORT_ROWS = 20_000
/** The largest file one import takes, in bytes: 20,000 rows with long descriptions. */
export const MAX_IMPORT_BYTES = 64 * 1024 * 1024
/** The most problems an answer lists (errorCount says how many there were). */
export const MAX_IMPORT_ERRORS_LISTED = 500

/** A problem with one cell: the row as a spreadsheet numbers it (the header is row 1). */
export const ImportProblem = Schema.Struct({ row: Amount, column: Schema.String, msg: Schema.String })
export type ImportProblem = typeof ImportProblem.Type

/**
 * What an import did, or (dryRun) would do: products created, updated and left unchanged. With
 * any problem nothing is written (`written: false`), dry run or not.
 */
export const ImportSummary = Schema.Struct({
  dryRun: Schema.Boolean,
  written: Schema.Boolean,
  created: Amount,
  updated: Amount,
  unchanged: Amount,
  errors: Schema.Array(ImportProblem),
  errorCount: Amount,
})
export type ImportSummary = typeof ImportSummary.Type

/** POST /admin/catalogue/import?dryRun=true: the body is the CSV itself (text/csv), streamed. */
export const CatalogueImportRequest = Schema.Struct({
  dryRun: Schema.optional(Schema.Literals(['true', 'false'])),
  /** The file itself (a File or Blob in the browser), sent as the body. */
  csv: Schema.instanceOf(Blob),
})
export type CatalogueImportRequest = typeof CatalogueImportRequest.Type

/** The export's file name: tanabana-catalogue-2026-11-26.csv. */
export const exportFileName = (now: Date): string => `tanabana-catalogue-${now.toISOString().slice(0, 10)}.csv`
