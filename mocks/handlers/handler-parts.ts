import { http, HttpResponse } from 'msw'

/* What the storefront's handlers and the staff API's handlers (handlers/admin/) build on alike. */

/** MSW's route maker for each method of the endpoint tables. */
export const methods = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const

/**
 * A JSON answer, as HttpResponse.json gives it but for the Content-Length header: that one
 * measures the body through a Blob, about a millisecond of the page's main thread on each answer
 * in mock mode, where the fake backend answers a filter click (its budget, docs/quality.md);
 * nothing reads the header.
 */
export function jsonAnswer(body: unknown, { status = 200, headers }: { status?: number; headers?: HeadersInit } = {}): Response {
  // before the body: a text body would otherwise be labelled text/plain
  const labelled = new Headers(headers)
  if (!labelled.has('Content-Type')) labelled.set('Content-Type', 'application/json')
  return new HttpResponse(JSON.stringify(body), { status, headers: labelled })
}

/** Whether a request's body is above the call's limit (rules/validation.ts), as the server answers 413. */
export async function bodyTooLarge(request: Request, limit: number): Promise<boolean> {
  const declared = Number(request.headers.get('Content-Length'))
  if (Number.isFinite(declared) && declared > 0) return declared > limit
  return request.body !== null && (await request.clone().arrayBuffer()).byteLength > limit
}
