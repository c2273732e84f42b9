import { Schema } from 'effect'
import type { Endpoint } from './endpoints'

type Fields = Record<string, unknown>

/** What decoding a request gives: the decoded input, or the 400 message that refuses it. */
export type DecodedRequest = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly msg: string }

/** Thrown inside this module only, to leave a reader early with the refusal's message. */
class Refusal {
  constructor(readonly msg: string) {}
}

/** Field names whose schema is an array: a multipart form repeats them once per value. */
function arrayFieldsOf(schema: Schema.Top): Set<string> {
  const fields = (schema as { fields?: Record<string, Schema.Top> }).fields ?? {}
  return new Set(Object.entries(fields).filter(([, s]) => s.ast._tag === 'Arrays').map(([key]) => key))
}

/**
 * Re-creates each uploaded part as a File of this realm: under happy-dom or jsdom the parsed
 * parts come from Node's own File class, which `Schema.instanceOf(File)` would not recognise.
 */
async function asLocalFile(part: FormDataEntryValue): Promise<string | File> {
  if (typeof part === 'string') return part
  return new File([await part.arrayBuffer()], part.name, { type: part.type })
}

async function readForm(request: Request, schema: Schema.Top): Promise<Fields> {
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw new Refusal('Invalid multipart body')
  }
  const arrays = arrayFieldsOf(schema)
  const fields: Fields = {}
  for (const key of arrays) fields[key] = []
  for (const key of new Set(form.keys())) {
    const values = await Promise.all(form.getAll(key).map(asLocalFile))
    fields[key] = arrays.has(key) ? values : values[0]
  }
  return fields
}

async function readJson(request: Request): Promise<Fields> {
  const text = await request.text()
  if (text.trim() === '') return {}
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new Refusal('Invalid JSON body')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Refusal('The body must be a JSON object')
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
 * first, then the JSON body, query string or multipart form) and decodes them against the
 * row's request schema. Bad input answers `ok: false` with the message of a 400: 'Invalid JSON
 * body', 'The body must be a JSON object', 'Invalid multipart body', `Invalid request: ...`
 * with the schema's complaint, or 'Invalid request: text may not hold a NUL character' (no
 * buyer types one, and PostgreSQL's text cannot store one).
 */
export async function decodeEndpointRequest(
  endpoint: Endpoint,
  request: Request,
  params: Record<string, unknown>,
): Promise<DecodedRequest> {
  const pathFields: Fields = {}
  for (const [key, value] of Object.entries(params)) if (typeof value === 'string') pathFields[key] = value

  let fields: Fields = {}
  try {
    if (endpoint.transport === 'json') fields = await readJson(request)
    else if (endpoint.transport === 'query') fields = Object.fromEntries(new URL(request.url).searchParams)
    else if (endpoint.transport === 'multipart') fields = await readForm(request, endpoint.request)
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, msg: error.msg }
    throw error
  }

  const decoded = Schema.decodeUnknownResult(endpoint.request as Schema.Codec<unknown>)({ ...fields, ...pathFields })
  if (decoded._tag === 'Failure') return { ok: false, msg: `Invalid request: ${decoded.failure.message.replace(/\s*\n\s*/g, ' ')}` }
  if (holdsNul(decoded.success)) return { ok: false, msg: 'Invalid request: text may not hold a NUL character' }
  return { ok: true, value: decoded.success }
}
