// Command-line options of `npm run bench` (all optional; the defaults are the real benchmark):
//   --lighthouse-runs=N   Lighthouse runs per page (default 5; the median is reported)
//   --filter-runs=N       filter clicks timed (default 10)
//   --ttfb-requests=N     product pages timed for the server's time to first byte (default 200)
//   --interactive-runs=N  throttled loads per live page for first paint to interactive (default 3)
//   --phone-runs=N        phone loads per page, and runs of each phone action (default 3)
//   --skip=a,b            leave out: lighthouse, filter, weights, ttfb, interactive, phone (their rows read 'skipped')
//   --no-build            reuse the dist-bench-* builds of an earlier run
import { DEFAULT_RUNS } from './config.mjs'

const SKIPPABLE = new Set(['lighthouse', 'filter', 'weights', 'ttfb', 'interactive', 'phone'])

export function parseOptions(argv) {
  const options = { lighthouseRuns: DEFAULT_RUNS.lighthouse, filterRuns: DEFAULT_RUNS.filter, ttfbRequests: DEFAULT_RUNS.ttfb, interactiveRuns: DEFAULT_RUNS.interactive, phoneRuns: DEFAULT_RUNS.phone, skip: new Set(), build: true }
  for (const arg of argv) {
    const [flag, value] = arg.split('=')
    if (flag === '--lighthouse-runs') options.lighthouseRuns = positiveInt(flag, value)
    else if (flag === '--filter-runs') options.filterRuns = positiveInt(flag, value)
    else if (flag === '--ttfb-requests') options.ttfbRequests = positiveInt(flag, value)
    else if (flag === '--interactive-runs') options.interactiveRuns = positiveInt(flag, value)
    else if (flag === '--phone-runs') options.phoneRuns = positiveInt(flag, value)
    else if (flag === '--skip') {
      for (const part of (value ?? '').split(',').filter(Boolean)) {
        if (!SKIPPABLE.has(part)) throw new Error(`--skip takes ${[...SKIPPABLE].join(', ')}; not '${part}'`)
        options.skip.add(part)
      }
    } else if (flag === '--no-build') options.build = false
    else throw new Error(`unknown option ${arg} (see scripts/bench/options.mjs)`)
  }
  return options
}

function positiveInt(flag, value) {
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} needs a whole number of at least 1`)
  return n
}
