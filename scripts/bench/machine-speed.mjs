// A measure of the machine's speed, taken in the same browser and the same run as the filter
// timing (issue 19): a fixed piece of script work with no store code in it. A slow filter click
// beside a slow yardstick is a slow (or busy) machine; beside a quick one, a slow store.
import { freshContext } from './browser.mjs'
import { median } from './stats.mjs'

/**
 * The work, run in the page: sorts 200,000 pseudo-random numbers from a fixed seed, then builds
 * and parses a JSON document of 20,000 records, roughly what a listing's rendering asks of a
 * CPU (arrays, strings, objects). Answers milliseconds, and a checksum that keeps the work from
 * being optimised away.
 */
function fixedWork() {
  const started = performance.now()
  let seed = 42
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648)
  const numbers = Array.from({ length: 200_000 }, next).sort((a, b) => a - b)
  const records = Array.from({ length: 20_000 }, (_, i) => ({ id: `p${i}`, name: `Fabric ${numbers[i * 10]}`, price: numbers[i] % 10_000, tags: ['silk', 'cotton'] }))
  const parsed = JSON.parse(JSON.stringify(records))
  return { ms: performance.now() - started, checksum: parsed.length + numbers[numbers.length >> 1] }
}

/** The yardstick's median over `runs` (after one unmeasured run that compiles the function). */
export async function measureMachineSpeed(browser, { runs = 7 } = {}) {
  const context = await freshContext(browser)
  try {
    const page = await context.newPage()
    await page.setContent('<!doctype html><title>yardstick</title>')
    await page.evaluate(fixedWork)
    const samples = []
    for (let i = 0; i < runs; i++) samples.push((await page.evaluate(fixedWork)).ms)
    return { medianMs: median(samples), samples }
  } finally {
    await context.close()
  }
}
