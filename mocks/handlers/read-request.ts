import { Schema } from 'effect'
import type { Endpoint } from '../../contracts/endpoints'
import { fail } from '../rules/backend-context'

type Fields = Record<string, unknown>

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
    return fail(400, 'Invalid multipart body')
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
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail(400, 'The body must be a JSON object')
    return value as Fields
  } catch {
    return fail(400, 'Invalid JSON body')
  }
}

/**
 * Gathers a request's fields the way the endpoint's transport carries them (path parameters
 * first, then the JSON body, query string or multipart form) and decodes them against the
 * row's request schema. Bad input is a 400 with the schema's complaint.
 */
export async function readRequest(endpoint: Endpoint, request: Request, params: Record<string, unknown>): Promise<unknown> {
  const pathFields: Fields = {}
  for (const [key, value] of Object.entries(params)) if (typeof value === 'string') pathFields[key] = value

  let fields: Fields = {}
  if (endpoint.transport === 'json') fields = await readJson(request)
  else if (endpoint.transport === 'query') fields = Object.fromEntries(new URL(request.url).searchParams)
  else if (endpoint.transport === 'multipart') fields = await readForm(request, endpoint.request)

  const decoded = Schema.decodeUnknownResult(endpoint.request as Schema.Codec<unknown>)({ ...fields, ...pathFields })
  if (decoded._tag === 'Failure') return fail(400, `Invalid request: ${decoded.failure.message.replace(/\s*\n\s*/g, ' ')}`)
  return decoded.success
}
