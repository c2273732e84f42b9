// @vitest-environment node
import { Result, Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { endpoints, type EndpointName } from '../../contracts/endpoints'
import { DecodeError, HttpError, isApiError } from '../../src/services/api-error'
import { createHttpClient } from '../../src/services/http-client'
import { EXTRA_KEY, fakeAnswers, seededRandom, validWireAnswers, type FakeAnswer } from '../support/malformed-answers'

/*
 * Fuzzed answers (issue 8, reliability): for every call of SPEC 7, at least 100 malformed
 * answers generated from its contract schema go through the real HTTP client, which must
 * reject each with a DecodeError (or an HttpError for a non-2xx status), never with anything
 * else, and never resolve with data the contract does not promise. Answers that stay valid
 * (an optional key dropped, an extra field) must resolve to exactly what the contract decodes,
 * with the extra fields gone.
 */

const names = Object.keys(endpoints) as EndpointName[]
const MIN_MALFORMED = 100
const TOKEN = 'fuzz-token'

/** The client with `fetch` answering `answer`; the inputs only fill the path. */
function clientAnswering(answer: FakeAnswer, onUnauthorized: () => void) {
  return createHttpClient({
    baseUrl: 'http://localhost/api',
    getToken: () => TOKEN,
    timeoutMs: 5_000,
    onUnauthorized,
    fetch: async () => new Response(answer.body, { status: answer.status, headers: { 'Content-Type': answer.contentType } }),
  })
}

const inputFor = (name: EndpointName) => (endpoints[name].path.includes(':id') ? { id: 'a1' } : {}) as never

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown }

async function outcomeOf(name: EndpointName, answer: FakeAnswer, onUnauthorized: () => void): Promise<Outcome> {
  try {
    return { ok: true, value: await clientAnswering(answer, onUnauthorized).call(name, inputFor(name)) }
  } catch (error) {
    return { ok: false, error }
  }
}

/** What the contract says of a 2xx answer: its decoded value, or null when it is malformed. */
function contractVerdict(name: EndpointName, answer: FakeAnswer): { valid: true; value: unknown } | { valid: false } {
  let parsed: unknown
  try {
    if (answer.body.trim() === '') return { valid: false }
    parsed = JSON.parse(answer.body)
  } catch {
    return { valid: false }
  }
  const decoded = Schema.decodeUnknownResult(endpoints[name].response as Schema.Codec<unknown>)(parsed)
  return Result.isSuccess(decoded) ? { valid: true, value: decoded.success } : { valid: false }
}

/** Enough answers for at least MIN_MALFORMED malformed 2xx ones, trying further seeds if needed. */
function answersFor(name: EndpointName): { answers: FakeAnswer[]; malformed: number } {
  const answers: FakeAnswer[] = []
  let malformed = 0
  for (let round = 0; malformed < MIN_MALFORMED && round < 10; round++) {
    const seed = 8_000 + names.indexOf(name) * 97 + round
    const batch = fakeAnswers(validWireAnswers(endpoints[name].response, 40, seed), seededRandom(seed))
    answers.push(...batch)
    malformed += batch.filter((a) => a.status < 300 && !contractVerdict(name, a).valid).length
  }
  return { answers, malformed }
}

describe.each(names)('fuzzed answers to %s', (name) => {
  // generated while collecting, so the test's name says how many answers it sends
  const { answers, malformed } = answersFor(name)
  it(`rejects all ${malformed} malformed 2xx answers (of ${answers.length}) with typed errors and passes valid ones through decoded`, async () => {
    expect(malformed, 'malformed 2xx answers generated').toBeGreaterThanOrEqual(MIN_MALFORMED)

    const problems: string[] = []
    let unauthorizedCalls = 0
    let unauthorizedAnswers = 0
    for (const answer of answers) {
      const outcome = await outcomeOf(name, answer, () => unauthorizedCalls++)
      if (answer.status === 401) unauthorizedAnswers++
      if (answer.status >= 300) {
        if (outcome.ok) problems.push(`${answer.label}: resolved on HTTP ${answer.status}`)
        else if (!(outcome.error instanceof HttpError) || outcome.error.status !== answer.status) {
          problems.push(`${answer.label}: expected HttpError ${answer.status}, got ${String(outcome.error)}`)
        } else if (answer.contentType === 'text/html' && outcome.error.serverMessage !== undefined) {
          problems.push(`${answer.label}: an HTML page became a server message`)
        } else if (answer.label === '404 with a non-text msg' && outcome.error.serverMessage !== undefined) {
          problems.push(`${answer.label}: a non-text msg became a server message`)
        }
        continue
      }
      const verdict = contractVerdict(name, answer)
      if (!verdict.valid) {
        if (outcome.ok) problems.push(`${answer.label}: resolved with malformed data`)
        else if (!(outcome.error instanceof DecodeError) || !isApiError(outcome.error)) {
          problems.push(`${answer.label}: expected DecodeError, got ${String(outcome.error)}`)
        }
        continue
      }
      if (!outcome.ok) problems.push(`${answer.label}: a valid answer was rejected: ${String(outcome.error)}`)
      else {
        expect(outcome.value).toEqual(verdict.value)
        // only a field the contract leaves as Schema.Unknown (User.cart.products) may carry extras through
        const contractKeepsIt = JSON.stringify(verdict.value).includes(EXTRA_KEY)
        if (!contractKeepsIt && JSON.stringify(outcome.value).includes(EXTRA_KEY)) problems.push(`${answer.label}: an extra field reached the app`)
      }
    }
    expect(problems.slice(0, 20), `${problems.length} of ${answers.length} answers mishandled`).toEqual([])
    // a 401 to a call that carried a token tells the session, once per answer
    expect(unauthorizedCalls).toBe(unauthorizedAnswers)
  })
})
