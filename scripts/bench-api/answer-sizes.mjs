// Issue 26: answers that do not grow with the catalogue's history. With the catalogue's reviews
// topped up (database.mjs topUpReviews), every answer of each kind below is read once, gzip asked
// for as a browser asks, and its size on the wire taken (gzipped here when the server sent it
// plain): the largest of each kind is the figure, against BUDGETS.answerGzipMaxBytes. Not part of
// the load mix.
import { gzipSync } from 'node:zlib'
import { MAX_PAGE_SIZE } from '../../contracts/limits.ts'
import { wireGet } from './api.mjs'
import { BUDGETS } from './budgets.mjs'

/** Each kind of answer and the paths read for it, from what the run already drew. */
export function answerKinds({ listingMix, productIds, heavyId, pages }) {
  const product = (id) => `/product/${encodeURIComponent(id)}`
  const someProducts = [heavyId, ...productIds]
  return [
    ['listing page', [...listingMix, `/api/getAllProducts?page=1&limit=${MAX_PAGE_SIZE}`]],
    ['highlights', ['/api/products/highlights']],
    ['product answer', someProducts.map((id) => `/api${product(id)}`)],
    [
      'reviews page',
      [heavyId, ...productIds.slice(0, 20)].flatMap((id) => [`/api${product(id)}/reviews`, `/api${product(id)}/reviews?skip=0&limit=${MAX_PAGE_SIZE}`, `/api${product(id)}/reviews?skip=2&limit=3`]),
    ],
    ...(pages ? [['server-rendered page', ['/', '/products', '/products?page=2', '/no-such-page', ...someProducts.slice(0, 20).map(product)]]] : []),
  ]
}

/** Reads every path of every kind; answers per kind: how many, the largest (bytes on the wire, gzip) and its path. */
export async function answerSizes(origin, kinds) {
  const results = []
  for (const [kind, paths] of kinds) {
    let largest = { bytes: 0, path: '' }
    for (const path of new Set(paths)) {
      const { status, headers, wire } = await wireGet(`${origin}${path}`)
      const expected = path === '/no-such-page' ? 404 : 200
      if (status !== expected) throw new Error(`GET ${path} answered ${status}, not ${expected}`)
      const bytes = headers['content-encoding'] === 'gzip' ? wire.length : gzipSync(wire).length
      if (bytes > largest.bytes) largest = { bytes, path }
    }
    results.push({ kind, count: new Set(paths).size, ...largest })
  }
  return results
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/** One line per kind, for the notes. */
export function sizeNotes(sizes) {
  return sizes.map((s) => `largest ${s.kind} of ${s.count}: ${kb(s.bytes)} gzip (${s.path})`)
}

/** One budget row per kind, for the verdict. */
export function sizeChecks(sizes) {
  return sizes.map((s) => [`largest ${s.kind} <= ${kb(BUDGETS.answerGzipMaxBytes)} gzip`, kb(s.bytes), s.bytes <= BUDGETS.answerGzipMaxBytes])
}
