import { Schema } from 'effect'
import type { HttpHandler } from 'msw'
import { endpoints, type EndpointName, type RequestOf, type ResponseOf } from '../../contracts/endpoints'
import { RuleError } from '../../rules/rule-error'
import { requestBodyLimit } from '../../rules/validation'
import { userIdForToken } from '../use-cases/sessions'
import type { BackendContext } from '../use-cases/backend-context'
import { scenarioFor } from '../scenarios'
import { emptyAnswers, missingAnswers } from './empty-answers'
import { bodyTooLarge, jsonAnswer, methods } from './handler-parts'
import { readRequest } from './read-request'
import { scenarioResponse } from './scenario-response'

export interface CallInfo<UserId extends string | null = string | null> {
  /** The caller's user id; null for a visitor on a call that does not require sign-in. */
  readonly userId: UserId
  readonly request: Request
}

export type EndpointRule<N extends EndpointName, UserId extends string | null = string | null> = (
  input: RequestOf<N>,
  call: CallInfo<UserId>,
) => ResponseOf<N> | Promise<ResponseOf<N>>

const json = (status: number, msg: string) => jsonAnswer({ msg }, { status })

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? ''
  const match = /^Bearer\s+(.+)$/i.exec(header.trim())
  return match?.[1]?.trim() || null
}

/**
 * One MSW handler for one row of the endpoint table: forced scenario, then the body's size
 * limit, then authentication, then request decoding, then the business rule, then the answer
 * encoded through the row's response schema (which also drops server-only fields such as
 * passwords and owners).
 */
export function endpointHandler<N extends EndpointName>(backend: BackendContext, name: N, rule: EndpointRule<N>): HttpHandler {
  const endpoint = endpoints[name]
  const encode = Schema.encodeUnknownSync(endpoint.response as Schema.Codec<unknown>)

  return methods[endpoint.method](`*/api${endpoint.path}`, async ({ request, params }) => {
    const scenario = scenarioFor(name)
    const forced = await scenarioResponse(scenario)
    if (forced) return forced

    try {
      if (await bodyTooLarge(request, requestBodyLimit(endpoint))) return json(413, 'Request body too large')
      const token = bearerToken(request)
      const userId = token ? userIdForToken(backend, token) : null
      if (endpoint.auth === 'required' && !userId) return json(401, 'Unauthorized')

      const input = (await readRequest(endpoint, request, params)) as RequestOf<N>
      const missing = scenario.mode === 'empty' ? missingAnswers[name] : undefined
      if (missing) return json(404, missing)
      const empty = scenario.mode === 'empty' ? emptyAnswers[name] : undefined
      const result = empty ?? (await rule(input, { userId, request }))
      return jsonAnswer(encode(result))
    } catch (error) {
      if (error instanceof RuleError) return json(error.status, error.msg)
      // a bug in the fake backend: say so loudly instead of answering something half-made
      const detail = error instanceof Error ? error.message : String(error)
      return json(500, `Mock backend error in ${name}: ${detail}`)
    }
  })
}

/**
 * The handler of a row whose auth is 'required': its rule always gets a user id, because the
 * handler has already answered 401 to anyone else.
 */
export function signedInHandler<N extends EndpointName>(
  backend: BackendContext,
  name: N,
  rule: EndpointRule<N, string>,
): HttpHandler {
  if (endpoints[name].auth !== 'required') throw new Error(`${name} does not require sign-in in the endpoint table`)
  return endpointHandler(backend, name, (input, call) => rule(input, { ...call, userId: call.userId ?? '' }))
}
