import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { CsvError, parse } from 'csv-parse'
import { stringify } from 'csv-stringify/sync'
import { asc, gt } from 'drizzle-orm'
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../../contracts/admin/audit-actions'
import { CATALOGUE_CSV_COLUMNS, exportFileName, type CatalogueImportRequest, type ImportSummary } from '../../../contracts/admin/catalogue-csv'
import { CATALOGUE_MESSAGES } from '../../../contracts/admin/catalogue-messages'
import type { Staff } from '../../../contracts/admin/staff'
import { catalogueCsvRows } from '../../../rules/catalogue-csv-export'
import { importSummaryOf, planImport, withProblem } from '../../../rules/catalogue-csv-import'
import { CSV_READING_OPTIONS, catalogueCsvReader, type ReadCatalogueCsv } from '../../../rules/catalogue-csv-reading'
import { products } from '../../db/schema'
import type { ServerContext } from '../context'
import { recordAudit } from './audit-log'
import { readCatalogueKnowledge } from './catalogue-knowledge'
import { catalogueColumns, catalogueProductOf, readCatalogueProducts } from './catalogue-records'
import { receiveStock, writeProducts } from './product-writer'

/*
 * The catalogue as CSV (issue 30) on the server: the export streamed with csv-stringify, a page
 * of products at a time; the import streamed through csv-parse as the request body arrives, then
 * judged and written in one transaction (rules/catalogue-csv-reading.ts and catalogue-csv-import.ts decide what the rows mean).
 */

/** Products per read of the export: each page is one statement, so each product is read whole. */
const EXPORT_PAGE = 500

/** A file the server answers as it is made: its name and its text, a piece at a time. */
export interface CsvFile {
  readonly fileName: string
  readonly chunks: AsyncIterable<string>
}

async function* catalogueChunks(ctx: ServerContext): AsyncGenerator<string> {
  // a byte order mark: spreadsheets (Excel above all) open a CSV without one in the machine's
  // own code page, which garbles any name or description beyond ASCII
  yield stringify([[...CATALOGUE_CSV_COLUMNS]], { bom: true, record_delimiter: 'unix' })
  let after: number | null = null
  for (;;) {
    const query = ctx.db.select(catalogueColumns).from(products)
    const rows = await (after === null ? query : query.where(gt(products.position, after))).orderBy(asc(products.position)).limit(EXPORT_PAGE)
    if (rows.length === 0) return
    yield stringify(
      rows.flatMap((row) => catalogueCsvRows(catalogueProductOf(row))),
      { record_delimiter: 'unix' },
    )
    after = rows[rows.length - 1]?.position ?? after
  }
}

/**
 * GET /admin/catalogue/export: every product, archived ones too, in the catalogue's order, one
 * row per colour, UTF-8 with a byte order mark and a header. Read a page at a time while it is
 * sent, so the file never sits whole in memory.
 */
export const exportCatalogue = (ctx: ServerContext): CsvFile => ({ fileName: exportFileName(new Date(ctx.now())), chunks: catalogueChunks(ctx) })

/** POST /admin/catalogue/import's request with the file as the request's body, as it arrives (server/http/admin-routes.ts). */
export type StreamedImportRequest = Omit<CatalogueImportRequest, 'csv'> & { readonly csv: ReadableStream<Uint8Array> }

/**
 * Reads the body through csv-parse as it arrives, a record at a time into the rules' reader. A
 * record the parser cannot read ends the reading there (a problem on that row); a file past
 * MAX_IMPORT_ROWS is refused (400) at the first row too many, and the body's limit (413) stops it
 * where it is passed: the rest is never read.
 */
async function readCsv(body: ReadableStream<Uint8Array>): Promise<ReadCatalogueCsv> {
  const reader = catalogueCsvReader()
  const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>)
  const parser = parse(CSV_READING_OPTIONS)
  source.on('error', (error) => parser.destroy(error))
  source.pipe(parser)
  try {
    for await (const record of parser) reader.add(record as string[])
  } catch (error) {
    if (!(error instanceof CsvError)) throw error
    reader.unreadable()
  } finally {
    source.destroy()
  }
  return reader.finish()
}

/** Thrown inside the import's transaction to roll it back and answer what stopped it. */
class ImportRolledBack extends Error {
  constructor(readonly summary: ImportSummary) {
    super('import rolled back')
  }
}

/**
 * POST /admin/catalogue/import?dryRun=true: what the file would do, or (without dryRun) all of it
 * or nothing, in one transaction: the products it names are read and locked, the plan judged, new
 * and changed products written by the one product writer in batches, metres received added with
 * PATCH stock's conditional update, and one audit entry says what the import did. With any
 * problem nothing is written (`written: false`).
 */
export async function importCatalogue(ctx: ServerContext, staff: Staff, input: StreamedImportRequest): Promise<ImportSummary> {
  const dryRun = input.dryRun === 'true'
  const read = await readCsv(input.csv)
  try {
    return await ctx.db.transaction(async (tx) => {
      const known = await readCatalogueKnowledge(tx)
      const plan = planImport(read, await readCatalogueProducts(tx, read.productIds, !dryRun), known)
      if (dryRun || plan.problems.length > 0) return importSummaryOf(plan, { dryRun, written: false })

      await writeProducts(ctx, tx, {
        creates: plan.creates.map(({ product, status }) => ({ product, status })),
        rewrites: plan.updates.filter((u) => u.rewrites).map((u) => ({ id: u.stored.id, seenVersion: u.stored.version, product: u.product, status: u.status })),
      })
      const refused = await receiveStock(
        tx,
        plan.updates.flatMap((u) => u.received),
      )
      if (refused) {
        const problem = { row: refused.row, column: 'stock_received', msg: CATALOGUE_MESSAGES.stockBelowZero }
        throw new ImportRolledBack(importSummaryOf(withProblem(plan, problem), { dryRun, written: false }))
      }
      const summary = importSummaryOf(plan, { dryRun, written: true })
      if (summary.created + summary.updated > 0) {
        await recordAudit(ctx, tx, staff, {
          action: AUDIT_ACTIONS.catalogueImport,
          entity: AUDIT_ENTITIES.catalogue,
          entityId: 'catalogue',
          after: { created: summary.created, updated: summary.updated, unchanged: summary.unchanged },
        })
      }
      return summary
    })
  } catch (error) {
    if (error instanceof ImportRolledBack) return error.summary
    throw error
  }
}
