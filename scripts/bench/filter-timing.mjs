// Filter click to repainted product grid on /products, mock mode, unthrottled, at 1280 px
// (the sidebar filters show above 800 px). Timed inside the page with performance.now():
// - start: a capture-phase click listener on window, the first code that sees the click;
// - end: a MutationObserver on the Results section notices the grid's products changed and
//   the listing is no longer busy; a requestAnimationFrame callback then waits for the frame
//   that paints it, and a MessageChannel message after that frame stamps the end (the task
//   after a rAF runs once the frame has been produced, so the paint is included).
// Stable hooks used (src/features/catalogue): the sidebar <aside> labelled by its "Filters"
// heading, the Results <section aria-busy> (its name from aria-label or aria-labelledby), the
// grid <ul> of product links, the category checkboxes and the rating radios ("4 stars & up").
import { freshContext } from './browser.mjs'
import { median } from './stats.mjs'

const GRID_TIMEOUT_MS = 30_000
const CHANGE_TIMEOUT_MS = 10_000
const RESULTS_NAME = 'Results'

/** The Results section as Playwright sees it (a region named "Results"), once it is not busy. */
function idleResults(page) {
  return page.getByRole('region', { name: RESULTS_NAME }).and(page.locator('[aria-busy="false"]'))
}

/**
 * Runs in the page: arms the clock. `window.__benchFilterClock` becomes a promise of
 * { toFrame, toPainted, changed, requestStart, responseEnd }, all in ms after the first of
 * `startEvents` (a click by default; a keydown for a search sent with Enter).
 */
export function armClock({ name, timeoutMs, startEvents = ['click'] }) {
  const nameOf = (el) => el.getAttribute('aria-label') ?? document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent?.trim()
  const section = [...document.querySelectorAll('section')].find((el) => nameOf(el) === name)
  if (!section) throw new Error(`no <section> named '${name}' on the page`)
  const signature = () => {
    const grid = section.querySelector('ul')
    if (!grid) return `no grid: ${section.innerText.slice(0, 200)}`
    return [...grid.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')).join('|')
  }
  const before = signature()
  window.__benchFilterClock = new Promise((resolve, reject) => {
    let clickedAt = null
    let sawBusy = false
    for (const type of startEvents) addEventListener(type, () => (clickedAt ??= performance.now()), { capture: true, once: true })
    const observer = new MutationObserver(() => {
      if (clickedAt === null) return
      if (section.getAttribute('aria-busy') === 'true') {
        sawBusy = true
        return
      }
      const after = signature()
      // same products and no request seen yet: React is still on its way
      if (after === before && !sawBusy) return
      observer.disconnect()
      clearTimeout(timer)
      requestAnimationFrame(() => {
        const frameAt = performance.now()
        const channel = new MessageChannel()
        channel.port1.onmessage = () => {
          // where the time went: the listing request as the browser timed it (same clock)
          const request = performance
            .getEntriesByType('resource')
            .filter((e) => e.name.includes('/api/') && e.startTime >= clickedAt)
            .at(-1)
          resolve({
            toFrame: frameAt - clickedAt,
            toPainted: performance.now() - clickedAt,
            changed: after !== before,
            requestStart: request ? request.startTime - clickedAt : null,
            responseEnd: request ? request.responseEnd - clickedAt : null,
          })
        }
        channel.port2.postMessage(null)
      })
    })
    observer.observe(section, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-busy'] })
    const timer = setTimeout(() => {
      observer.disconnect()
      reject(new Error(`the grid did not change within ${timeoutMs} ms of the click`))
    }, timeoutMs)
  })
}

async function openListing(page, origin) {
  await page.goto(`${origin}/products`, { waitUntil: 'load', timeout: 60_000 })
  await idleResults(page).locator('ul a[href]').first().waitFor({ timeout: GRID_TIMEOUT_MS })
}

/** The filter controls tried in order: the first category, then a rating. */
function candidateControls(page) {
  const sidebar = page.getByRole('complementary', { name: 'Filters' })
  return [
    { name: 'first category checkbox', locator: sidebar.getByRole('checkbox').first() },
    { name: "rating '4 stars & up'", locator: sidebar.getByRole('radio', { name: '4 stars & up' }) },
  ]
}

async function timeOneClick(page, control) {
  await page.evaluate(armClock, { name: RESULTS_NAME, timeoutMs: CHANGE_TIMEOUT_MS })
  await control.locator.click({ timeout: 10_000 })
  return page.evaluate(() => window.__benchFilterClock)
}

/** Picks the first control whose click really changes the grid (that click doubles as warm-up). */
async function pickControl(page, origin) {
  const tried = []
  for (const index of candidateControls(page).keys()) {
    await openListing(page, origin)
    const control = candidateControls(page)[index]
    if ((await control.locator.count()) === 0) {
      tried.push(`${control.name}: not found`)
      continue
    }
    const sample = await timeOneClick(page, control).catch((error) => ({ error }))
    if (sample.changed) return index
    tried.push(`${control.name}: ${sample.error?.message ?? 'the grid kept the same products'}`)
  }
  throw new Error(
    `no sidebar filter changed the grid on /products (${tried.join('; ')}). ` +
      'The bench needs a checkbox or radio inside the <aside> labelled "Filters" at 1280 px.',
  )
}

/** Median (and spread) of `runs` filter clicks, each on a freshly loaded /products. */
export async function measureFilterToGrid(browser, { origin, runs }) {
  const context = await freshContext(browser)
  try {
    const page = await context.newPage()
    // the first load registers MSW's worker and seeds the fake backend: not measured
    const index = await pickControl(page, origin)
    const samples = []
    for (let i = 0; i < runs; i++) {
      await openListing(page, origin)
      const control = candidateControls(page)[index]
      samples.push(await timeOneClick(page, control))
    }
    const painted = samples.map((s) => s.toPainted)
    return {
      control: candidateControls(page)[index].name,
      medianMs: median(painted),
      medianToFrameMs: median(samples.map((s) => s.toFrame)),
      minMs: Math.min(...painted),
      maxMs: Math.max(...painted),
      samples: painted,
      unchangedRuns: samples.filter((s) => !s.changed).length,
      medianRequestStartMs: median(samples.map((s) => s.requestStart ?? Number.NaN)),
      medianResponseEndMs: median(samples.map((s) => s.responseEnd ?? Number.NaN)),
    }
  } finally {
    await context.close()
  }
}
