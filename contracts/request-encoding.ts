import { Result, Schema } from 'effect'

/*
 * How a call of an endpoint table travels, for the two clients that send them (the storefront's
 * src/services/http-client.ts and the back office's admin/services/admin-client.ts): the path's
 * `:params` filled in, the other fields as a query or a multipart form, and the answer's text read
 * back as JSON with the `{ msg }` a refusal carries. contracts/request-decoding.ts is the other
 * side: how the backends read what these write.
 */

export type Fields = Record<string, unknown>

/** Takes `:param` values out of the input and into the path. */
export function fillPath(path: string, input: Fields): { path: string; rest: Fields } {
  const rest: Fields = { ...input }
  const filled = path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = rest[key]
    delete rest[key]
    return encodeURIComponent(String(value ?? ''))
  })
  return { path: filled, rest }
}

/** The fields as a query string ('?a=1&b=x', or '' for none); empty values are left out. */
export function toQuery(fields: Fields): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** The fields as a multipart form: a list is one part per value, a Blob a file part. */
export function toFormData(fields: Fields): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue
    for (const part of Array.isArray(value) ? value : [value]) form.append(key, part instanceof Blob ? part : String(part))
  }
  return form
}

/** An answer's text as JSON, or not JSON at all (an empty body, a proxy's HTML page). */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: false }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

/** The message a refusal carries: `msg` (SPEC 7), or `message` as some of the original's answers name it. */
export function refusalMessageIn(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const { msg, message } = body as { msg?: unknown; message?: unknown }
  if (typeof msg === 'string' && msg.trim()) return msg
  if (typeof message === 'string' && message.trim()) return message
  return undefined
}

/** Each row's response decoder, made the first time the row answers and kept. */
export function responseDecoders<Name extends string>(table: Readonly<Record<Name, { readonly response: Schema.Top }>>) {
  const made = new Map<Name, (u: unknown) => Result.Result<unknown, Schema.SchemaError>>()
  return (name: Name) => {
    let decode = made.get(name)
    if (!decode) {
      decode = Schema.decodeUnknownResult(table[name].response as Schema.Codec<unknown>)
      made.set(name, decode)
    }
    return decode
  }
}
