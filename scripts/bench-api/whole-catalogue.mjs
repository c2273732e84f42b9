// GET /api/getAllProducts with no page and no limit answers the whole catalogue: the storefront's
// startup product store loads it (src/services/catalogue-service.ts allProducts). Not part of the
// load mix; timed alone, a few times, with its size on the wire (gzip, as a browser asks) and unpacked.
import { request } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { assertLoopback } from './api.mjs'

function getOnce(url) {
  assertLoopback(url)
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const req = request(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () => {
        const wire = Buffer.concat(chunks)
        const body = response.headers['content-encoding'] === 'gzip' ? gunzipSync(wire) : wire
        resolve({ status: response.statusCode, ms: performance.now() - started, wireBytes: wire.length, bytes: body.length, products: JSON.parse(body.toString()).data?.length ?? 0 })
      })
      response.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

export async function wholeCatalogue(origin, runs = 3) {
  const url = `${origin}/api/getAllProducts`
  await getOnce(url)
  const results = []
  for (let i = 0; i < runs; i++) results.push(await getOnce(url))
  const times = results.map((r) => r.ms).sort((a, b) => a - b)
  const last = results.at(-1)
  return { medianMs: times[Math.floor(times.length / 2)], status: last.status, wireBytes: last.wireBytes, bytes: last.bytes, products: last.products }
}
