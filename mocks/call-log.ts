import type { SetupWorker } from 'msw/browser'
import { endpoints, type EndpointName } from '../contracts/endpoints'
import type { MockCall, MockCallLog } from '../contracts/mock-control'
import { peekScenario } from './scenarios'

/** The devtools' read side of the log, plus the recording the worker needs. */
export interface CallLog extends MockCallLog {
  /** Starts recording the calls of a started or starting worker. */
  listenTo(events: SetupWorker['events']): void
}

const KEPT = 100

const routes = (Object.keys(endpoints) as EndpointName[]).map((name) => {
  const { method, path } = endpoints[name]
  const pattern = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')
  return { name, method, regex: new RegExp(`/api${pattern}$`) }
})

/** The endpoint-table row a request goes to, the same way the handlers match it. */
export function targetOf(method: string, url: URL): MockCall['target'] {
  if (url.pathname.endsWith('/geo/json')) return 'geolocation'
  return routes.find((r) => r.method === method && r.regex.test(url.pathname))?.name ?? null
}

const isBackendCall = (url: URL) => url.pathname.includes('/api/') || url.pathname.endsWith('/geo/json')

/** A bounded log of the fake backend's calls: method, path, status, scenario and duration. */
export function createCallLog(now: () => number = () => performance.now()): CallLog {
  let calls: MockCall[] = []
  const listeners = new Set<() => void>()
  const changed = () => listeners.forEach((l) => l())

  const update = (id: string, patch: Partial<MockCall>) => {
    const index = calls.findIndex((c) => c.id === id)
    if (index < 0) return
    calls = calls.map((c, i) => (i === index ? { ...c, ...patch } : c))
    changed()
  }

  return {
    entries: () => calls,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    clear() {
      calls = []
      changed()
    },
    listenTo(events) {
      events.on('request:start', ({ request, requestId }) => {
        const url = new URL(request.url)
        if (!isBackendCall(url)) return
        const target = targetOf(request.method, url)
        const entry: MockCall = {
          id: requestId,
          method: request.method,
          path: `${url.pathname}${url.search}`,
          target,
          scenario: target ? peekScenario(target).mode : 'success',
          status: null,
          durationMs: null,
          startedAt: now(),
        }
        calls = [...calls.slice(-(KEPT - 1)), entry]
        changed()
      })
      events.on('response:mocked', ({ response, requestId }) => {
        const started = calls.find((c) => c.id === requestId)?.startedAt
        update(requestId, { status: response.status, durationMs: started === undefined ? null : Math.round(now() - started) })
      })
    },
  }
}
