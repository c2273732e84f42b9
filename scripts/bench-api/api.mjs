// Calls to the API outside the measured load (registering buyers, filling carts), with fetch;
// and one GET as it goes over the wire (wireGet), still compressed, which fetch would unpack.
// Every URL is checked to be on 127.0.0.1: the benchmark never sends traffic anywhere else.
import { request } from 'node:http'

export function assertLoopback(url) {
  const { hostname } = new URL(url)
  if (hostname !== '127.0.0.1') throw new Error(`the benchmark only sends traffic to 127.0.0.1, not ${hostname}`)
}

/**
 * One GET as it went over the wire, asking for gzip as a browser does: its status, headers and
 * body exactly as sent (still gzipped when the server gzipped it), and the time to its last byte.
 */
export function wireGet(url) {
  assertLoopback(url)
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const req = request(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, wire: Buffer.concat(chunks), ms: performance.now() - started }))
      response.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

export function apiClient(origin) {
  assertLoopback(origin)
  return async function call(method, path, { token, body, headers = {} } = {}) {
    const init = {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    }
    if (body !== undefined) init.body = JSON.stringify(body)
    const response = await fetch(`${origin}/api${path}`, init)
    const text = await response.text()
    let json = null
    try {
      json = JSON.parse(text)
    } catch {
      // not JSON: reported below
    }
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`)
    return json
  }
}

/** Runs `work(item, index)` over `items`, `concurrency` at a time. */
export async function inBatches(items, concurrency, work) {
  const results = Array.from({ length: items.length })
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index], index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker))
  return results
}
