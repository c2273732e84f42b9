// Everything the benchmark is configured by: where builds go, which ports it may use, how
// Chromium is launched and what each figure's budget is (DESIGN.md, "Budgets").
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
export const VITE_BIN = resolve(ROOT, 'node_modules/vite/bin/vite.js')
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium'

/*
 * Ports 4320-4329 belong to the benchmark. The live build talks to the project's fake backend
 * served over real HTTP on 4329 (mocks/http/api-server.ts, started before the live build is
 * measured): its API base and geolocation URL point there, so its landing renders with data as a
 * buyer's would, and its preview routes the pictures' same-origin /media/ paths there too.
 */
export const PORTS = {
  livePreview: 4320,
  mockPreview: 4321,
  /** Chrome remote-debugging ports for Lighthouse, rotated so a dying Chrome never blocks the next. */
  lighthouseChrome: [4325, 4326, 4327, 4328],
  liveApi: 4329,
}

const localOrigin = (port) => `http://127.0.0.1:${port}`

/**
 * The fake backend over HTTP: its port, and the one page origin whose calls it answers (CORS):
 * the live preview's. The mock build never calls it (MSW answers in the page).
 */
export const LIVE_API = {
  port: PORTS.liveApi,
  origin: localOrigin(PORTS.liveApi),
  allowedOrigins: [localOrigin(PORTS.livePreview)],
}

/**
 * Each build and how it is served. `proxy`: paths its preview forwards to another server (the
 * fake data's picture URLs are same-origin paths, MEDIA_PREFIX of seed/media/media-urls.ts).
 */
export const BUILDS = {
  live: {
    name: 'live',
    mode: 'production',
    outDir: 'dist-bench-live',
    port: PORTS.livePreview,
    env: {
      VITE_API_BASE_URL: `${LIVE_API.origin}/api`,
      VITE_GEO_URL: `${LIVE_API.origin}/geo/json`,
    },
    proxy: { '/media': LIVE_API.origin },
  },
  mock: { name: 'mock', mode: 'mock', outDir: 'dist-bench-mock', port: PORTS.mockPreview, env: {}, proxy: {} },
}

/** The same Chromium flags as playwright.config.ts `chromiumArgs` (DESIGN: Testing and tools). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Source files the report names; the manifest keys chunks by these paths. */
export const SOURCES = {
  routes: 'src/app/routes.tsx',
  landingPage: 'src/features/content/landing-page.tsx',
  checkoutPage: 'src/features/checkout/checkout-page.tsx',
}

/** Sizes are reported in kB = 1000 bytes, the unit `vite build` prints. */
export const KB = 1000

/** DESIGN.md "Budgets". `max` figures must not exceed, `min` figures must reach. */
export const BUDGETS = {
  initialJsLive: { max: 140 * KB },
  initialJsMock: { max: 240 * KB },
  renderBlockingCss: { max: 20 * KB },
  largestRouteChunk: { max: 30 * KB },
  checkoutTotal: { max: 40 * KB },
  performanceLandingListing: { min: 90 },
  performanceProduct: { min: 85 },
  accessibility: { min: 100 },
  cls: { max: 0.02 },
  filterToGridMs: { max: 50 },
}

export const DEFAULT_RUNS = { lighthouse: 5, filter: 10 }
export const REPORT_PATH = '/tmp/bench-report.md'
