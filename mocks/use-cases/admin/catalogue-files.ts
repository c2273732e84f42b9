import { parse } from 'csv-parse/browser/esm/sync'
import { stringify } from 'csv-stringify/browser/esm/sync'
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../../contracts/admin/audit-actions'
import { CATALOGUE_CSV_COLUMNS, type CatalogueImportRequest, type ImportSummary } from '../../../contracts/admin/catalogue-csv'
import type { Staff } from '../../../contracts/admin/staff'
import { catalogueCsvRows } from '../../../rules/catalogue-csv-export'
import { importSummaryOf, planImport, withProblem } from '../../../rules/catalogue-csv-import'
import { CSV_READING_OPTIONS, catalogueCsvReader } from '../../../rules/catalogue-csv-reading'
import { CATALOGUE_MESSAGES } from '../../../contracts/admin/catalogue-messages'
import type { BackendContext } from '../backend-context'
import { recordAudit } from './audit-log'
import { catalogueKnowledge } from './catalogue-knowledge'
import { catalogueProductOf, receiveStock, writeProducts } from './product-writer'

/*
 * The catalogue as CSV on the fake backend (issue 30; the mirror of server/domain/admin/catalogue-files.ts),
 * with csv-parse's and csv-stringify's sync forms (their browser builds: mock mode runs in the
 * browser) around the rules both backends share (rules/catalogue-csv-*.ts).
 */

/**
 * GET /admin/catalogue/export: every product, archived ones too, in the catalogue's order; UTF-8
 * with a byte order mark, so a spreadsheet opens its rupee amounts and names as UTF-8.
 */
export function exportCatalogue(ctx: BackendContext): string {
  const rows = ctx.db.get('products').flatMap((record) => catalogueCsvRows(catalogueProductOf(record)))
  return stringify([[...CATALOGUE_CSV_COLUMNS], ...rows], { bom: true, record_delimiter: 'unix' })
}

/** The file's records, one at a time into the reader; a broken record ends the reading there. */
function readFile(text: string) {
  const reader = catalogueCsvReader()
  let records: string[][] = []
  try {
    records = parse(text, CSV_READING_OPTIONS) as string[][]
  } catch (error) {
    // what came before the broken record is read, so the problems there are named too
    const lines = (error as { records?: number }).records ?? 0
    records = (parse(text, { ...CSV_READING_OPTIONS, to: Math.max(lines, 1) }) as string[][]).slice(0, lines)
    for (const record of records) reader.add(record)
    reader.unreadable()
    return reader.finish()
  }
  for (const record of records) reader.add(record)
  return reader.finish()
}

/**
 * POST /admin/catalogue/import?dryRun=true: what the file would do, or (without dryRun) all of it
 * or nothing: with any problem nothing is written. Products are created and rewritten by the one
 * product writer; metres received are added as PATCH stock adds them; one audit entry says what
 * the import did.
 */
export async function importCatalogue(ctx: BackendContext, staff: Staff, input: CatalogueImportRequest): Promise<ImportSummary> {
  const dryRun = input.dryRun === 'true'
  const read = readFile(await input.csv.text())
  const stored = new Map(
    ctx.db
      .get('products')
      .filter((p) => read.productIds.includes(p._id))
      .map((p) => [p._id, catalogueProductOf(p)]),
  )
  const plan = planImport(read, stored, catalogueKnowledge(ctx))
  if (dryRun || plan.problems.length > 0) return importSummaryOf(plan, { dryRun, written: false })

  // the only refusal left is a colour below zero; judged first, so nothing is half written
  const before = ctx.db.get('products')
  const refused = receiveStock(ctx, plan.updates.flatMap((u) => u.received))
  if (refused) {
    ctx.db.put('products', before)
    return importSummaryOf(withProblem(plan, { row: refused.row, column: 'stock_received', msg: CATALOGUE_MESSAGES.stockBelowZero }), { dryRun, written: false })
  }
  writeProducts(ctx, {
    creates: plan.creates.map(({ product, status }) => ({ product, status })),
    rewrites: plan.updates.filter((u) => u.rewrites).map((u) => ({ id: u.stored.id, seenVersion: u.stored.version, product: u.product, status: u.status })),
  })
  const summary = importSummaryOf(plan, { dryRun, written: true })
  if (summary.created + summary.updated > 0) {
    recordAudit(ctx, staff, {
      action: AUDIT_ACTIONS.catalogueImport,
      entity: AUDIT_ENTITIES.catalogue,
      entityId: 'catalogue',
      after: { created: summary.created, updated: summary.updated, unchanged: summary.unchanged },
    })
  }
  return summary
}
