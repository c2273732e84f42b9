// First contentful paint to interactive, per live page (issue 26, point 1): how long a buyer
// looks at a server-rendered page before a click on it takes effect. Lighthouse's figures are
// simulated from an unthrottled load, so this one is observed instead: Playwright's Chromium
// with the CPU slowed 4x and the network throttled as Lighthouse's DevTools throttling of Slow
// 4G (562.5 ms round trip, 1.47 Mbit/s down, 675 kbit/s up), a fresh profile per load. The
// page is interactive when the app has taken it over: src/app/app.tsx marks <html> with
// data-hydrated then, and replays the clicks held until then (src/lib/early-input.ts).
import { freshContext } from './browser.mjs'
import { mediansOf } from './stats.mjs'

export const THROTTLING = {
  cpuRate: 4,
  network: { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 },
}

const TIMEOUT_MS = 60_000

/** Notes, from the document's start, the time <html> gets data-hydrated (the page's own clock). */
function watchInteractive() {
  const note = () => {
    if (document.documentElement?.dataset.hydrated === 'true' && window.__interactiveAt === undefined) window.__interactiveAt = performance.now()
  }
  // the document, not <html>: an init script runs before <html> exists
  new MutationObserver(note).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] })
}

/** One throttled load of `url`: its first contentful paint and the moment it became interactive, in ms from navigation. */
async function loadOnce(browser, url) {
  const context = await freshContext(browser)
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuRate })
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', THROTTLING.network)
    await page.addInitScript(watchInteractive)
    await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS })
    await page.waitForFunction(() => window.__interactiveAt !== undefined, null, { timeout: TIMEOUT_MS, polling: 100 })
    return await page.evaluate(() => ({
      fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      interactiveMs: window.__interactiveAt,
    }))
  } finally {
    await context.close()
  }
}

/**
 * `pages`: [{ key, url }]. Loads every page `runs` times, round after round; answers, by key,
 * the medians of { fcpMs, interactiveMs, gapMs } (gap: interactive minus first paint) and the runs.
 */
export async function measureFcpToInteractive(browser, pages, { runs }) {
  const collected = new Map(pages.map((page) => [page.key, []]))
  for (let round = 0; round < runs; round++) {
    for (const page of pages) {
      const { fcpMs, interactiveMs } = await loadOnce(browser, page.url)
      collected.get(page.key).push({ fcpMs, interactiveMs, gapMs: interactiveMs - fcpMs })
    }
  }
  const outcome = {}
  for (const [key, loads] of collected) {
    outcome[key] = { ...mediansOf(loads, ['fcpMs', 'interactiveMs', 'gapMs']), runs: loads }
  }
  return outcome
}
