import { Schema } from 'effect'
import type { Endpoint } from './endpoints'
import { MAX_FORM_PARTS, MAX_TEXT_PART_BYTES } from './limits'

type Fields = Record<string, unknown>

/** What decoding a request gives: the decoded input, or the 400 message that refuses it. */
export type DecodedRequest = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly msg: string }

/**
 * A request refused while it is read, with the message of its 400. Thrown by this module's
 * readers and by a multipart reader a backend brings (the server's streams the body).
 */
export class RequestRefusal {
  constructor(readonly msg: string) {}
}

/** How a form field of the request schema takes its parts: one value, or every value (an array). */
type FieldKind = 'one' | 'many'

/** The fields a request schema names, each with how it takes its parts. */
function formFieldsOf(schema: Schema.Top): Map<string, FieldKind> {
  const fields = (schema as { fields?: Record<string, Schema.Top> }).fields ?? {}
  return new Map(Object.entries(fields).map(([key, s]) => [key, s.ast._tag === 'Arrays' ? 'many' : 'one']))
}

const textBytes = (text: string) => new TextEncoder().encode(text).byteLength

/**
 * Gathers a multipart body's parts, one at a time and in one pass, under contracts/limits.ts:
 * at most MAX_FORM_PARTS parts and MAX_TEXT_PART_BYTES per text part (a refusal at the first
 * part over either), and only the fields the request schema names: any other part is counted
 * and dropped, so a body of many made-up names costs no more than its length (and a part named
 * `__proto__` is just another unknown name).
 */
export class FormCollector {
  private readonly kinds: Map<string, FieldKind>
  private readonly fields = new Map<string, unknown>()
  private parts = 0

  constructor(schema: Schema.Top) {
    this.kinds = formFieldsOf(schema)
    for (const [key, kind] of this.kinds) if (kind === 'many') this.fields.set(key, [])
  }

  /** Counts one more part; refuses when the body has more parts than any form sends. */
  countPart(): void {
    this.parts += 1
    if (this.parts > MAX_FORM_PARTS) throw new RequestRefusal(`Invalid multipart body: more than ${MAX_FORM_PARTS} parts`)
  }

  /** Whether a part of this name is kept (a reader may skip reading the bytes of any other). */
  wants(name: string): boolean {
    return this.kinds.has(name)
  }

  /** One part, already counted: kept under its name when the schema names it (a repeated single field keeps its first). */
  add(name: string, value: string | File): void {
    if (typeof value === 'string' && (value.length > MAX_TEXT_PART_BYTES || textBytes(value) > MAX_TEXT_PART_BYTES)) {
      throw new RequestRefusal(`Invalid multipart body: a text part is longer than ${MAX_TEXT_PART_BYTES} bytes`)
    }
    const kind = this.kinds.get(name)
    if (kind === 'many') (this.fields.get(name) as unknown[]).push(value)
    else if (kind === 'one' && !this.fields.has(name)) this.fields.set(name, value)
  }

  result(): Fields {
    return Object.fromEntries(this.fields)
  }
}

/**
 * Reads a multipart body into `collector`, part by part. The server brings its own, which streams
 * the body and stops at the first part over a limit (server/http/multipart-form.ts); this
 * module's default parses the whole body first (`Request.formData`), fine for the fake backend,
 * whose one visitor is the browser it runs in.
 */
export type MultipartReader = (request: Request, collector: FormCollector) => Promise<void>

/**
 * Re-creates each uploaded part as a File of this realm: under happy-dom or jsdom the parsed
 * parts come from Node's own File class, which `Schema.instanceOf(File)` would not recognise.
 */
async function asLocalFile(part: FormDataEntryValue): Promise<string | File> {
  if (typeof part === 'string') return part
  return new File([await part.arrayBuffer()], part.name, { type: part.type })
}

const readFormData: MultipartReader = async (request, collector) => {
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw new RequestRefusal('Invalid multipart body')
  }
  for (const [name, value] of form) {
    collector.countPart()
    if (collector.wants(name) || typeof value === 'string') collector.add(name, await asLocalFile(value))
  }
}

async function readForm(request: Request, schema: Schema.Top, reader: MultipartReader): Promise<Fields> {
  const collector = new FormCollector(schema)
  await reader(request, collector)
  return collector.result()
}

async function readJson(request: Request): Promise<Fields> {
  const text = await request.text()
  if (text.trim() === '') return {}
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new RequestRefusal('Invalid JSON body')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new RequestRefusal('The body must be a JSON object')
  return value as Fields
}

/** Whether any text in a decoded request holds a NUL character (files are bytes, not text). */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (value === null || typeof value !== 'object' || value instanceof Blob) return false
  return Object.values(value).some(holdsNul)
}

/**
 * Gathers a request's fields the way the endpoint's transport carries them (path parameters
 * first, then the JSON body, query string, multipart form, or a CSV body with its query) and decodes them against the
 * row's request schema. Bad input answers `ok: false` with the message of a 400: 'Invalid JSON
 * body', 'The body must be a JSON object', 'Invalid multipart body', `Invalid request: ...`
 * with the schema's complaint, or 'Invalid request: text may not hold a NUL character' (no
 * buyer types one, and PostgreSQL's text cannot store one). It reads only the row's transport
 * and request schema, so the buyer table and the staff table (contracts/admin/) share it.
 */
export async function decodeEndpointRequest(
  endpoint: { readonly transport: Endpoint['transport'] | 'csv'; readonly request: Endpoint['request'] },
  request: Request,
  params: Record<string, unknown>,
  readMultipart: MultipartReader = readFormData,
): Promise<DecodedRequest> {
  const pathFields: Fields = {}
  for (const [key, value] of Object.entries(params)) if (typeof value === 'string') pathFields[key] = value

  let fields: Fields = {}
  try {
    if (endpoint.transport === 'json') fields = await readJson(request)
    else if (endpoint.transport === 'query') fields = Object.fromEntries(new URL(request.url).searchParams)
    else if (endpoint.transport === 'multipart') fields = await readForm(request, endpoint.request, readMultipart)
    else if (endpoint.transport === 'csv') fields = { ...Object.fromEntries(new URL(request.url).searchParams), csv: await request.blob() }
  } catch (error) {
    if (error instanceof RequestRefusal) return { ok: false, msg: error.msg }
    throw error
  }

  const decoded = Schema.decodeUnknownResult(endpoint.request as Schema.Codec<unknown>)({ ...fields, ...pathFields })
  if (decoded._tag === 'Failure') return { ok: false, msg: `Invalid request: ${decoded.failure.message.replace(/\s*\n\s*/g, ' ')}` }
  if (holdsNul(decoded.success)) return { ok: false, msg: 'Invalid request: text may not hold a NUL character' }
  return { ok: true, value: decoded.success }
}
