// The server's time to first byte for a server-rendered product page (issue 19: at most 50 ms
// at p95 on the embedded database): sequential requests, one connection kept alive, over the
// catalogue's products in turn (as the sitemap lists them), so no answer is one the server has
// just rendered for the same product. Requests go to 127.0.0.1 only, bounded in count and time.
import { Agent, request } from 'node:http'
import { median } from './stats.mjs'

const WARM_UP_REQUESTS = 20
const REQUEST_TIMEOUT_MS = 10_000
/** Products taken from the sitemap at most: enough to cycle through. */
const MAX_PRODUCTS = 50

/** The product pages the sitemap lists, as paths ('/product/…'). */
async function productPaths(origin) {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname).filter((path) => path.startsWith('/product/'))
  if (paths.length === 0) throw new Error(`${origin}/sitemap.xml lists no product page (is it a sitemap index?)`)
  return paths.slice(0, MAX_PRODUCTS)
}

/** Milliseconds from sending the request to its status line and headers, with the page's status. */
function timeToFirstByte(agent, url) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const req = request(url, { agent, headers: { 'Accept-Encoding': 'gzip', Accept: 'text/html' }, timeout: REQUEST_TIMEOUT_MS }, (response) => {
      const ms = performance.now() - started
      response.resume() // read the body through, so the connection is free for the next request
      response.once('end', () => resolve({ ms, status: response.statusCode }))
      response.once('error', reject)
    })
    req.once('timeout', () => req.destroy(new Error(`${url} took over ${REQUEST_TIMEOUT_MS} ms`)))
    req.once('error', reject)
    req.end()
  })
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

/** `requests` product pages, one at a time; answers p50, p95, the slowest, and how many products were cycled. */
export async function measureProductTtfb(origin, { requests }) {
  const paths = await productPaths(origin)
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  try {
    const timed = async (i) => {
      const { ms, status } = await timeToFirstByte(agent, `${origin}${paths[i % paths.length]}`)
      if (status !== 200) throw new Error(`${paths[i % paths.length]} answered ${status}`)
      return ms
    }
    // the first renders load the page code and warm the database's caches: not measured
    for (let i = 0; i < WARM_UP_REQUESTS; i++) await timed(i)
    const samples = []
    for (let i = 0; i < requests; i++) samples.push(await timed(i))
    const sorted = [...samples].sort((a, b) => a - b)
    return { p50Ms: median(samples), p95Ms: percentile(sorted, 95), maxMs: sorted.at(-1), requests, products: paths.length }
  } finally {
    agent.destroy()
  }
}
