// One measured load with autocannon (programmatic API): N connections for a bounded time and a
// bounded number of requests, after an unrecorded warm-up; answers requests per second, p50 and
// p99 latency, and the answers by status class.
import autocannon from 'autocannon'
import { assertLoopback } from './api.mjs'

let running = null

/** Stops a load in progress (Ctrl+C). */
export function stopLoad() {
  running?.stop()
}

/**
 * autocannon keeps every answer's body as text (`req.body += data`: the bytes decoded as UTF-8), which
 * no measured scenario reads. For gzipped bytes that decoding is the load generator's largest cost:
 * about 60 µs for one 5.6 kB listing answer on the reference machine when the answers differ (a
 * quarter of that when the same bytes come again and again, as the decoder's branches are learnt),
 * more than the server spends on the request, on cores the two share. A measured connection drops
 * the body; autocannon counts the bytes apart (throughput), so bytes per request stay measured.
 */
function dropBodies(client) {
  const queue = client.pipelinedRequests
  if (typeof queue?.addBody !== 'function') throw new Error('autocannon changed: its client no longer gathers bodies in pipelinedRequests.addBody (scripts/bench-api/load.mjs)')
  queue.addBody = () => {}
}

function run(options) {
  assertLoopback(options.url)
  return new Promise((resolve, reject) => {
    const instance = autocannon({ timeout: 10, ...options }, (error, result) => {
      running = null
      if (error) reject(error)
      else resolve(result)
    })
    running = instance
  })
}

/** Status codes counted by class, from autocannon's statusCodeStats. */
function byClass(result) {
  const classes = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 }
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    const key = `${String(code)[0]}xx`
    if (key in classes) classes[key] += Number(count)
  }
  return classes
}

export function summarise(title, result) {
  const completed = result.requests.total
  const classes = byClass(result)
  return {
    title,
    completed,
    seconds: result.duration,
    rps: result.duration > 0 ? completed / result.duration : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    bytesPerRequest: completed > 0 ? result.throughput.total / completed : 0,
    classes,
    // socket errors and timeouts, then answers outside 2xx
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)])),
  }
}

/**
 * Measures one scenario: `warmup` seconds unrecorded, then `duration` seconds (or `maxRequests`,
 * whichever comes first) recorded. `requests` and `headers` as autocannon takes them; bodies are
 * dropped unless `decodeBodies` (autocannon's own way, shown beside for comparison).
 */
export async function measure(title, { url, connections, duration, warmup, maxRequests, decodeBodies = false, ...rest }) {
  const lean = decodeBodies ? rest : { setupClient: dropBodies, ...rest }
  if (warmup > 0) await run({ url, connections, duration: warmup, maxOverallRequests: maxRequests, ...lean })
  const result = await run({ url, connections, duration, maxOverallRequests: maxRequests, ...lean })
  return summarise(title, result)
}

/** Exactly one request per connection, all sent at once (the checkout race): bodies kept, the race reads them. */
export async function burst(title, { url, count, ...rest }) {
  const result = await run({ url, connections: count, amount: count, ...rest })
  return summarise(title, result)
}

/** Cycles through a list of paths, one per request, across all connections. */
export function rotating(paths, extra = {}) {
  let next = 0
  return [
    {
      ...extra,
      setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
    },
  ]
}
