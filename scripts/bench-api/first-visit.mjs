// What a first visit downloads from the API at catalogue scale (#18, point 8). The storefront's
// startup loads the category lists and the landing's highlights (GET /api/products/highlights);
// a product page opened by its address loads that product alone (GET /api/product/{id}). Beside
// them, the whole catalogue (GET /api/getAllProducts, no page), which SPEC 4's startup took
// before. Each is timed alone, a few times, with its size on the wire (gzip, as a browser asks)
// and unpacked. Not part of the load mix.
import { gunzipSync } from 'node:zlib'
import { wireGet } from './api.mjs'

async function getOnce(url) {
  const { status, headers, wire, ms } = await wireGet(url)
  const body = headers['content-encoding'] === 'gzip' ? gunzipSync(wire) : wire
  return { status, ms, wireBytes: wire.length, bytes: body.length }
}

/**
 * One call: its first time (the database's; the server keeps public catalogue answers a short
 * while, server/http/catalogue-cache/), the median of `runs` after it (kept), and its size.
 */
async function timed(origin, path, runs) {
  const url = `${origin}${path}`
  const first = await getOnce(url)
  const results = []
  for (let i = 0; i < runs; i++) results.push(await getOnce(url))
  const times = results.map((r) => r.ms).sort((a, b) => a - b)
  const last = results.at(-1)
  if (last.status !== 200) throw new Error(`GET ${path} answered ${last.status}`)
  return { path, firstMs: first.ms, medianMs: times[Math.floor(times.length / 2)], wireBytes: last.wireBytes, bytes: last.bytes }
}

export const STARTUP_PATHS = ['/api/categories/array', '/api/products/highlights', '/api/categories']

/** The startup calls (summed), one product by its id, and the whole catalogue. */
export async function firstVisit(origin, productId, runs = 3) {
  const startup = []
  for (const path of STARTUP_PATHS) startup.push(await timed(origin, path, runs))
  return {
    startup: {
      wireBytes: startup.reduce((sum, r) => sum + r.wireBytes, 0),
      bytes: startup.reduce((sum, r) => sum + r.bytes, 0),
      // the storefront sends them at once: the slowest is what the visit waits for
      firstMs: Math.max(...startup.map((r) => r.firstMs)),
      medianMs: Math.max(...startup.map((r) => r.medianMs)),
    },
    product: await timed(origin, `/api/product/${encodeURIComponent(productId)}`, runs),
    whole: await timed(origin, '/api/getAllProducts', runs),
  }
}
