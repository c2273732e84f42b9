import type { Endpoint } from '../../contracts/endpoints'
import { decodeEndpointRequest } from '../../contracts/request-decoding'
import { fail } from '../../rules/rule-error'

/** The decoded input of a request to `endpoint`; undecodable input is a 400 with the decoder's message. */
export async function readRequest(endpoint: Endpoint, request: Request, params: Record<string, unknown>): Promise<unknown> {
  const decoded = await decodeEndpointRequest(endpoint, request, params)
  return decoded.ok ? decoded.value : fail(400, decoded.msg)
}
