import { Arbitrary, Effect, Schema } from 'effect'

/*
 * Malformed (and some well-formed) answers for one call, built from its contract schema:
 * effect's Arbitrary generates valid answers, encoded to their wire shape, and hand-written
 * mutators break them: a dropped field, a retyped field, null, an element of the wrong type,
 * a 100 KB string, extra fields, a non-object body, an HTML error page, an empty or cut-off
 * body, and non-2xx statuses. Deterministic: the same seed gives the same answers.
 */

export interface FakeAnswer {
  /** What was done to the answer, for the failure message. */
  readonly label: string
  readonly status: number
  readonly contentType: string
  readonly body: string
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Path = ReadonlyArray<string | number>

export const HUGE_STRING = 'x'.repeat(100 * 1024)
/** A key no contract has: a decoded value that still carries it leaked unchecked data. */
export const EXTRA_KEY = '__fuzzExtra'

export const HTML_ERROR_PAGE =
  '<!doctype html><html><head><title>503 Service Unavailable</title></head>' +
  '<body><h1>Service Unavailable</h1><p>The server is temporarily unable to service your request.</p></body></html>'

/** A small deterministic random source (mulberry32), so a failure can be replayed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Valid answers of a response schema, in their wire (encoded, JSON) shape. */
export function validWireAnswers(response: Schema.Top, count: number, seed: number): Json[] {
  const codec = response as Schema.Codec<unknown, unknown>
  const samples = Effect.runSync(Arbitrary.sampleEffect(Arbitrary.schema(codec), { count, seed }))
  const encode = Schema.encodeUnknownSync(codec)
  return samples.map((value) => JSON.parse(JSON.stringify(encode(value))) as Json)
}

/** Every path into objects and the first element of arrays, down to `maxDepth`. */
function pathsOf(value: Json, maxDepth = 6, at: Path = []): Path[] {
  if (at.length >= maxDepth || value === null || typeof value !== 'object') return []
  const children: Array<[string | number, Json]> = Array.isArray(value)
    ? value.length > 0
      ? [[0, value[0]!]]
      : []
    : Object.entries(value)
  return children.flatMap(([key, child]) => [[...at, key], ...pathsOf(child, maxDepth, [...at, key])])
}

function getAt(value: Json, path: Path): Json {
  return path.reduce<Json>((node, key) => (node as Record<string | number, Json>)[key]!, value)
}

/** A copy of `root` with the node at `path` replaced (or removed when `next` is undefined). */
function withAt(root: Json, path: Path, next: Json | undefined): Json {
  const copy = structuredClone(root)
  const parent = getAt(copy, path.slice(0, -1)) as Record<string | number, Json> | Json[]
  const key = path[path.length - 1]!
  if (next !== undefined) (parent as Record<string | number, Json>)[key] = next
  else if (Array.isArray(parent)) parent.splice(Number(key), 1)
  else delete parent[key]
  return copy
}

/** A value of another JSON type than `value`. */
function retyped(value: Json): Json {
  if (typeof value === 'string') return 404
  if (typeof value === 'number') return String(value)
  if (typeof value === 'boolean') return value ? 'true' : 0
  if (Array.isArray(value)) return { length: value.length }
  if (value === null) return { null: true }
  return '[object Object]'
}

const json = (label: string, body: Json | string, status = 200): FakeAnswer => ({
  label,
  status,
  contentType: 'application/json',
  body: typeof body === 'string' ? body : JSON.stringify(body),
})

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!

/**
 * Answers for one call: for each valid wire answer, a handful of field-level mutations at random
 * paths, plus the whole-body breakages. Which of the JSON ones really are malformed is for the
 * schema (the test's oracle) to say: dropping an optional key, for instance, stays valid.
 */
export function fakeAnswers(valid: readonly Json[], random: () => number, mutationsPerAnswer = 6): FakeAnswer[] {
  const answers: FakeAnswer[] = []
  valid.forEach((answer, i) => {
    const paths = pathsOf(answer)
    for (let m = 0; m < mutationsPerAnswer && paths.length > 0; m++) {
      const path = pick(paths, random)
      const where = JSON.stringify(path)
      const node = getAt(answer, path)
      const mutation = m % 6
      if (mutation === 0) answers.push(json(`#${i} drop ${where}`, withAt(answer, path, undefined)))
      if (mutation === 1) answers.push(json(`#${i} retype ${where}`, withAt(answer, path, retyped(node))))
      if (mutation === 2) answers.push(json(`#${i} null at ${where}`, withAt(answer, path, null)))
      if (mutation === 3) {
        // an array gains an element of the wrong type; anything else becomes a wrong-typed array
        const next = Array.isArray(node) ? [...node, retyped(node[0] ?? null)] : [retyped(node)]
        answers.push(json(`#${i} wrong element at ${where}`, withAt(answer, path, next)))
      }
      if (mutation === 4 && i % 8 === 0) answers.push(json(`#${i} 100 KB string at ${where}`, withAt(answer, path, HUGE_STRING)))
      if (mutation === 5 && node !== null && typeof node === 'object' && !Array.isArray(node)) {
        answers.push(json(`#${i} extra field in ${where}`, withAt(answer, path, { ...node, [EXTRA_KEY]: '<script>1</script>' })))
      }
    }
    if (answer !== null && typeof answer === 'object' && !Array.isArray(answer)) {
      answers.push(json(`#${i} extra root field`, { ...answer, [EXTRA_KEY]: { nested: true } }))
    }
    const text = JSON.stringify(answer)
    answers.push(json(`#${i} cut off`, text.slice(0, Math.max(1, Math.floor(text.length / 2)))))
  })
  for (const [label, body] of [
    ['null body', null],
    ['array body', []],
    ['string body', 'ok'],
    ['number body', 0],
    ['boolean body', true],
    ['wrapped in an array', valid.slice(0, 1)],
  ] as const) {
    answers.push(json(label, body as Json))
  }
  answers.push({ label: 'empty body', status: 200, contentType: 'application/json', body: '' })
  answers.push({ label: 'whitespace body', status: 200, contentType: 'application/json', body: ' \n ' })
  answers.push({ label: 'HTML error page with 200', status: 200, contentType: 'text/html', body: HTML_ERROR_PAGE })
  answers.push({ label: 'HTML 503 page', status: 503, contentType: 'text/html', body: HTML_ERROR_PAGE })
  answers.push({ label: 'HTML 500 page', status: 500, contentType: 'text/html', body: HTML_ERROR_PAGE })
  answers.push({ label: 'empty 502', status: 502, contentType: 'text/plain', body: '' })
  answers.push(json('500 with msg', { msg: 'Internal server error' }, 500))
  answers.push(json('401 with msg', { msg: 'Unauthorized' }, 401))
  answers.push(json('404 with a non-text msg', { msg: { detail: 'x' } }, 404))
  return answers
}
