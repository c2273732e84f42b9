// The landing page's initial JS as Chromium really fetches it: every JS request from the
// navigation until the page has loaded and the network has gone quiet, each counted once at
// the gzip size of the built file. This catches what the static graph cannot (the mock backend
// and its seed, awaited before the first render; chunks fetched by the service worker).
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { freshContext } from './browser.mjs'
import { gzipSizeOfBuffer, gzipSizeOfFile } from './gzip-size.mjs'

const QUIET_MS = 1000
const SETTLE_TIMEOUT_MS = 30_000

const isJs = (request) => request.resourceType() === 'script' || /\.m?js$/.test(new URL(request.url()).pathname)

/** Waits until no new JS request has started for QUIET_MS (network idle alone misses late chunks). */
async function settle(page, lastJsAt) {
  await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }).catch(() => {})
  const deadline = Date.now() + SETTLE_TIMEOUT_MS
  while (Date.now() - lastJsAt() < QUIET_MS && Date.now() < deadline) await page.waitForTimeout(200)
}

async function sizeOf(url, origin, distDir, response) {
  const { origin: urlOrigin, pathname } = new URL(url)
  const file = join(distDir, decodeURIComponent(pathname))
  if (urlOrigin === origin && existsSync(file)) return gzipSizeOfFile(file)
  // not one of ours (should not happen): measure what came over the wire
  const body = await response?.body().catch(() => null)
  return body ? gzipSizeOfBuffer(body) : 0
}

/**
 * Loads `path` in `context` and answers the JS it fetched: total gzip bytes and each file.
 * The page stays open so the caller can check what rendered.
 */
async function loadAndWeigh(context, { origin, distDir, path = '/' }) {
  const requests = new Map()
  let lastJsAt = Date.now()
  const onRequest = (request) => {
    if (!isJs(request)) return
    lastJsAt = Date.now()
    // the MSW worker re-fetches what it passes through: one URL, counted once
    if (!requests.has(request.url())) requests.set(request.url(), request)
  }
  context.on('request', onRequest)
  const page = await context.newPage()
  try {
    await page.goto(origin + path, { waitUntil: 'load', timeout: 60_000 })
    // the app rendered: #root shows text (Mantine's <style> tag alone does not count)
    await page.waitForFunction(() => (document.getElementById('root')?.innerText.trim().length ?? 0) > 0, null, { timeout: SETTLE_TIMEOUT_MS })
    await settle(page, () => lastJsAt)
  } finally {
    context.off('request', onRequest)
  }
  const files = []
  for (const [url, request] of requests) {
    const response = await request.response().catch(() => null)
    // a failed request brought no code (a 304 did: it is the cached file)
    if (!response || response.status() >= 400) continue
    files.push({ file: new URL(url).pathname.replace(/^\//, ''), gzip: await sizeOf(url, origin, distDir, response) })
  }
  files.sort((a, b) => b.gzip - a.gzip)
  return { page, total: files.reduce((sum, f) => sum + f.gzip, 0), files }
}

/**
 * Measured initial JS of the landing page. `firstVisit` is a fresh profile; with
 * `returnVisit` the same profile loads the page again (in mock mode: the service worker is
 * registered and the fake backend's data is in localStorage, so the seed is not fetched).
 */
export async function measureLandingJs(browser, { origin, distDir, returnVisit = false }) {
  const context = await freshContext(browser)
  try {
    const first = await loadAndWeigh(context, { origin, distDir })
    await first.page.close()
    if (!returnVisit) return { firstVisit: strip(first) }
    const again = await loadAndWeigh(context, { origin, distDir })
    await again.page.close()
    return { firstVisit: strip(first), returnVisit: strip(again) }
  } finally {
    await context.close()
  }
}

const strip = ({ total, files }) => ({ total, files })
