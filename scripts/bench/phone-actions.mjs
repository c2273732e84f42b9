// A filter, a sort and a search on /products as the buyer's phone does them (issue 28, point 9):
// 375x812, CPU slowed 4x (scripts/bench/phone.mjs), against the live server. Each is timed like
// the mock build's filter click (scripts/bench/filter-timing.mjs): from the input that sends it
// (the tap on the category in the filter popup, the choice in the sort picker, Enter in the
// search box) to the frame that paints the changed grid. Each run starts on a freshly loaded listing that
// the app has taken over: this times the work an action costs; what an input sent before that
// costs is the e2e suite's first-click tests' subject.
import { armClock } from './filter-timing.mjs'
import { phonePage } from './phone.mjs'
import { median } from './stats.mjs'

const TIMEOUT_MS = 60_000
const CHANGE_TIMEOUT_MS = 20_000
const RESULTS_NAME = 'Results'
/** A misspelling the forgiving search finds (issue 28, point 4). */
export const PHONE_SEARCH_TEXT = 'lenin'

async function openListing(page, origin) {
  await page.goto(`${origin}/products`, { waitUntil: 'load', timeout: TIMEOUT_MS })
  await page.getByRole('region', { name: RESULTS_NAME }).locator('ul a[href^="/product/"]').first().waitFor({ timeout: TIMEOUT_MS })
}

async function timed(page, act, startEvents) {
  await page.evaluate(armClock, { name: RESULTS_NAME, timeoutMs: CHANGE_TIMEOUT_MS, startEvents })
  await act()
  return page.evaluate(() => window.__benchFilterClock)
}

/** The actions, each: arrange (unmeasured), then the timed input. */
export const PHONE_ACTIONS = [
  {
    key: 'filter',
    label: 'a category in the filter popup',
    async run(page) {
      await page.getByRole('button', { name: 'Filter', exact: true }).click()
      const category = page.getByRole('dialog').getByRole('checkbox').first()
      await category.waitFor()
      return timed(page, () => category.tap(), ['touchstart', 'click'])
    },
  },
  {
    key: 'sort',
    label: "sort 'Price: low to high'",
    async run(page) {
      // a native select: the phone's own picker, whose choice reaches the page as a change
      const select = page.getByRole('combobox', { name: 'Sort by' })
      return timed(page, () => select.selectOption({ label: 'Price: low to high' }), ['input', 'change'])
    },
  },
  {
    key: 'search',
    label: `search '${PHONE_SEARCH_TEXT}' with Enter`,
    async run(page) {
      const box = page.getByRole('searchbox', { name: 'Search products' })
      await box.fill(PHONE_SEARCH_TEXT)
      return timed(page, () => box.press('Enter'), ['keydown'])
    },
  },
]

/** Median (and range) of `runs` of each action, each on a freshly loaded listing of one phone profile. */
export async function measurePhoneActions(browser, { origin, runs }) {
  const { context, page } = await phonePage(browser)
  try {
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.documentElement?.dataset.hydrated === 'true') window.__phoneReady = true
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] })
    })
    const outcome = {}
    for (const action of PHONE_ACTIONS) {
      const samples = []
      for (let i = 0; i < runs; i++) {
        await openListing(page, origin)
        await page.waitForFunction(() => window.__phoneReady === true, null, { timeout: TIMEOUT_MS, polling: 50 })
        samples.push(await action.run(page))
      }
      const painted = samples.map((s) => s.toPainted)
      outcome[action.key] = {
        label: action.label,
        medianMs: median(painted),
        minMs: Math.min(...painted),
        maxMs: Math.max(...painted),
        unchangedRuns: samples.filter((s) => !s.changed).length,
        medianResponseEndMs: median(samples.map((s) => s.responseEnd ?? Number.NaN)),
      }
    }
    return outcome
  } finally {
    await context.close()
  }
}
