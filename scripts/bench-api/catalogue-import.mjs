// Issue 30: the catalogue import at scale. On the benchmark's PostgreSQL (its 10,000-product
// catalogue already there), the owner imports a file of 10,000 new products of two colours each
// (20,000 rows, the most one file takes) through POST /api/admin/catalogue/import, as the back
// office sends it; then exports the whole catalogue; then imports those 10,000 products back with
// every price a rupee higher (10,000 products rewritten). Each is timed end to end, the request
// streamed to the server and its answer read, and each import must take under a minute.
import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { CATALOGUE_CSV_COLUMNS } from '../../contracts/admin/catalogue-csv.ts'
import { STAFF_SESSION_COOKIE } from '../../contracts/admin/staff.ts'
import { COUNT_OPTIONS, CONSTRUCTION_OPTIONS } from '../../contracts/textile-vocabulary.ts'
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../seed/fixtures/demo-accounts.ts'
import { assertLoopback } from './api.mjs'
import { BUDGETS } from './budgets.mjs'

/** Names the imported products carry, so the second import finds them in the export. */
const NAME = 'Bench Import Muslin'
const column = (name) => CATALOGUE_CSV_COLUMNS.indexOf(name)

async function signInOwner(origin) {
  const owner = DEMO_STAFF.find((m) => m.role === 'owner')
  const response = await fetch(`${origin}/api/admin/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ email: owner.email, password: DEMO_STAFF_PASSWORD }),
  })
  const cookie = new RegExp(`${STAFF_SESSION_COOKIE}=([^;]+)`).exec(response.headers.get('Set-Cookie') ?? '')
  if (!response.ok || !cookie) throw new Error(`the owner's sign-in answered ${response.status}: ${await response.text()}`)
  return cookie[1]
}

/** `count` new products (no product_id), two colours each, in the seed's categories and vocabulary. */
function newProductsFile(count) {
  const rows = []
  for (let i = 0; i < count; i++) {
    const own = {
      name: `${NAME} ${i + 1}`,
      description: `Soft mulmul muslin, lot ${i + 1}: breathable, for kurtas and dupattas.`,
      categories: 'Cotton',
      sub_category: 'Mulmul',
      fabric_type: 'Woven',
      pattern: 'Plain',
      count: COUNT_OPTIONS[i % COUNT_OPTIONS.length],
      construction: CONSTRUCTION_OPTIONS[i % CONSTRUCTION_OPTIONS.length],
      weight: String(60 + (i % 40)),
      new_arrival: 'false',
      status: 'active',
    }
    const price = 120 + (i % 300)
    for (const [color, hex] of [
      ['Ivory', 'f4efe1'],
      ['Indigo', '2e3a6e'],
    ]) {
      const cells = { ...own, color, images: `/media/swatch/plain/${hex}/1.svg`, stock: '50', price_per_meter: String(price), discounted_price: String(price - 10) }
      rows.push(CATALOGUE_CSV_COLUMNS.map((c) => cells[c] ?? ''))
    }
  }
  return stringify([[...CATALOGUE_CSV_COLUMNS], ...rows])
}

async function timedImport(origin, session, csv) {
  assertLoopback(origin)
  const started = performance.now()
  const response = await fetch(`${origin}/api/admin/catalogue/import?dryRun=false`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/csv; charset=utf-8', Cookie: `${STAFF_SESSION_COOKIE}=${session}`, Origin: origin },
    body: csv,
  })
  const text = await response.text()
  const ms = performance.now() - started
  if (!response.ok) throw new Error(`the import answered ${response.status}: ${text.slice(0, 300)}`)
  return { ms, summary: JSON.parse(text) }
}

async function timedExport(origin, session) {
  const started = performance.now()
  const response = await fetch(`${origin}/api/admin/catalogue/export`, { headers: { Cookie: `${STAFF_SESSION_COOKIE}=${session}`, 'Accept-Encoding': 'gzip' } })
  const text = await response.text()
  if (!response.ok) throw new Error(`the export answered ${response.status}: ${text.slice(0, 300)}`)
  return { ms: performance.now() - started, text }
}

/** The imported products' rows of an export, every price a rupee higher. */
function repriced(exported) {
  const [header, ...rows] = parse(exported, { bom: true })
  const ours = rows.filter((r) => r[column('name')].startsWith(NAME))
  for (const row of ours) {
    row[column('price_per_meter')] = String(Number(row[column('price_per_meter')]) + 1)
    row[column('discounted_price')] = String(Number(row[column('discounted_price')]) + 1)
  }
  return { csv: stringify([header, ...ours]), rows: ours.length }
}

const summaryText = (s) => `${s.created} created, ${s.updated} updated, ${s.unchanged} unchanged, ${s.errorCount} problems`

/** Runs the three steps on the store at `origin`; answers their figures, notes and budget checks. */
export async function catalogueImport(origin, products) {
  const session = await signInOwner(origin)
  const file = newProductsFile(products)
  const created = await timedImport(origin, session, file)
  const exported = await timedExport(origin, session)
  const again = repriced(exported.text)
  const updated = await timedImport(origin, session, again.csv)
  const seconds = (ms) => (ms / 1000).toFixed(1)
  const maxMs = BUDGETS.catalogueImportMaxSeconds * 1000
  const createdOk = created.summary.written && created.summary.created === products && created.summary.errorCount === 0
  const updatedOk = updated.summary.written && updated.summary.updated === products && updated.summary.errorCount === 0
  return {
    created,
    updated,
    exported,
    notes: [
      `catalogue import of ${products.toLocaleString('en')} new products (${(products * 2).toLocaleString('en')} rows, ${(file.length / 1e6).toFixed(1)} MB): ${seconds(created.ms)} s (${summaryText(created.summary)})`,
      `catalogue export of the whole catalogue (${exported.text.split('\n').length - 2} rows, ${(exported.text.length / 1e6).toFixed(1)} MB): ${seconds(exported.ms)} s`,
      `catalogue import of those ${products.toLocaleString('en')} products, every price a rupee higher (${again.rows.toLocaleString('en')} rows): ${seconds(updated.ms)} s (${summaryText(updated.summary)})`,
    ],
    checks: [
      [`import of ${products.toLocaleString('en')} new products <= ${BUDGETS.catalogueImportMaxSeconds} s, all created`, `${seconds(created.ms)} s`, createdOk && created.ms <= maxMs],
      [`import rewriting ${products.toLocaleString('en')} products <= ${BUDGETS.catalogueImportMaxSeconds} s, all updated`, `${seconds(updated.ms)} s`, updatedOk && updated.ms <= maxMs],
    ],
  }
}
