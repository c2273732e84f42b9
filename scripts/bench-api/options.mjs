// Command-line options of `npm run bench:api` (all optional; the defaults are the real benchmark):
//   --products=N       catalogue size (default 10000: the demo's 126 and generated ones)
//   --connections=N    concurrent connections of each load scenario (default 32)
//   --duration=S       seconds each scenario is measured (default 10), after a warm-up
//   --warmup=S         seconds of unrecorded load before each scenario (default 2)
//   --max-requests=N   cap on the requests of one scenario (default 1000000): bounded in count and
//                      time; set high enough that time ends each run (a run the cap ends is timed
//                      only to autocannon's 1-second tick, which skews its rate)
//   --race-buyers=N    buyers racing for limited stock in each checkout round (default 40)
//   --race-rounds=N    checkout rounds (default 3)
//   --reviews=N        reviews in the catalogue, the seed's topped up to N (default 50000; answer-sizes.mjs)
//   --reuse-build=1    serve the live build and server render an earlier `npm run bench` or
//                      bench:api left in dist-bench-live(-ssr) instead of building them again
//   --import-only=1    only the catalogue import (catalogue-import.mjs) on the seeded catalogue:
//                      no load scenarios, no race, no build
export const DEFAULTS = {
  products: 10_000,
  connections: 32,
  duration: 10,
  warmup: 2,
  maxRequests: 1_000_000,
  raceBuyers: 40,
  raceRounds: 3,
  reviews: 50_000,
  reuseBuild: 0,
  importOnly: 0,
}

const FLAGS = {
  '--products': ['products', 126],
  '--connections': ['connections', 1],
  '--duration': ['duration', 1],
  '--warmup': ['warmup', 0],
  '--max-requests': ['maxRequests', 1],
  '--race-buyers': ['raceBuyers', 2],
  '--race-rounds': ['raceRounds', 1],
  '--reviews': ['reviews', 0],
  '--reuse-build': ['reuseBuild', 0],
  '--import-only': ['importOnly', 0],
}

export function parseOptions(argv) {
  const options = { ...DEFAULTS }
  for (const arg of argv) {
    const [flag, value] = arg.split('=')
    const known = FLAGS[flag]
    if (!known) throw new Error(`unknown option ${arg} (see scripts/bench-api/options.mjs)`)
    const [key, min] = known
    const n = Number(value)
    if (!Number.isInteger(n) || n < min) throw new Error(`${flag} needs a whole number of at least ${min}`)
    options[key] = n
  }
  return options
}
