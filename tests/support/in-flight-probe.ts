import { delay, http, type HttpHandler } from 'msw'
import { endpoints, type EndpointName } from '../../contracts/endpoints'
import { server } from '../../mocks/node'

const methods = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const

export interface InFlightProbe {
  /** Requests seen so far. */
  readonly count: () => number
  /** The most requests that were in flight at once. */
  readonly maxInFlight: () => number
  /** Requests whose caller aborted them (a newer one replaced them). */
  readonly aborted: () => number
}

/**
 * Watches calls of the endpoint table (one, or several that one control makes, such as the
 * wishlist heart's add and remove, counted together): each request is held for `holdMs` (or
 * until `hold` resolves for it) and then falls through to the fake backend's own handler, so the
 * answers stay real while overlapping requests become visible.
 */
export function probeCalls(
  names: EndpointName | readonly EndpointName[],
  { holdMs = 150, hold }: { holdMs?: number; hold?: (request: Request) => Promise<void> | undefined } = {},
): InFlightProbe {
  let count = 0
  let inFlight = 0
  let maxInFlight = 0
  let aborted = 0
  const handlers: HttpHandler[] = (typeof names === 'string' ? [names] : names).map((name) => {
    const endpoint = endpoints[name]
    return methods[endpoint.method](`*/api${endpoint.path}`, async ({ request }) => {
      count++
      inFlight++
      maxInFlight = Math.max(maxInFlight, inFlight)
      request.signal.addEventListener('abort', () => aborted++, { once: true })
      try {
        await (hold?.(request) ?? delay(holdMs))
      } finally {
        inFlight--
      }
      return undefined // on to the fake backend's handler
    })
  })
  server.use(...handlers)
  return { count: () => count, maxInFlight: () => maxInFlight, aborted: () => aborted }
}

/** A latch a held request waits on until the test opens it. */
export function latch(): { readonly wait: Promise<void>; readonly open: () => void } {
  let open: () => void = () => {}
  const wait = new Promise<void>((resolve) => {
    open = resolve
  })
  return { wait, open }
}
