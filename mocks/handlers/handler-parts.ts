import { http } from 'msw'

/* What the storefront's handlers and the staff API's handlers (handlers/admin/) build on alike. */

/** MSW's route maker for each method of the endpoint tables. */
export const methods = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const

/** Whether a request's body is above the call's limit (rules/validation.ts), as the server answers 413. */
export async function bodyTooLarge(request: Request, limit: number): Promise<boolean> {
  const declared = Number(request.headers.get('Content-Length'))
  if (Number.isFinite(declared) && declared > 0) return declared > limit
  return request.body !== null && (await request.clone().arrayBuffer()).byteLength > limit
}
