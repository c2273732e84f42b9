import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'

/*
 * End-to-end tests in two projects that one `npx playwright test` runs:
 * - mock: a mock-mode production build served by `vite preview` (MSW answers every call).
 *   E2E_PORT and E2E_OUT_DIR let several checkouts (or helpers) run side by side.
 * - live: the live build (no mock code) served with the API and /media by the real server
 *   (server/main.ts) on an embedded database that starts from the seed on every run.
 *   E2E_LIVE_PORT, E2E_LIVE_OUT_DIR and E2E_LIVE_DATA_DIR are its knobs.
 */
const PORT = Number(process.env.E2E_PORT ?? 4390)
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist-e2e'
const LIVE_PORT = Number(process.env.E2E_LIVE_PORT ?? 4391)
const LIVE_OUT_DIR = process.env.E2E_LIVE_OUT_DIR ?? 'dist-e2e-live'
// the live build's server render (src/entry-server.tsx), beside it
const LIVE_SSR_DIR = `${LIVE_OUT_DIR}-ssr`
// outside test-results/, which Playwright empties at the start of a run while the server may already hold it
const LIVE_DATA_DIR = process.env.E2E_LIVE_DATA_DIR ?? join(tmpdir(), `tanabana-e2e-live-${LIVE_PORT}`)
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export default defineConfig({
  testMatch: '**/*.spec.ts',
  // two at a time on two cores (more only queue for the CPU). The mock project's tests run side
  // by side, each on whichever worker is free, whatever its file (each test has its own browser
  // context and the fake backend lives in the page), so no long file holds one worker to the end;
  // the live project's files share one server and its database, so they go one after another
  // (its own workers: 1). Live is listed first: Playwright hands out work in the projects' order,
  // so its one worker starts at once beside a mock worker. Listed last, it ran alone at the end
  // while the other worker idled: 1,190 s of e2e against 992 s this way
  workers: 2,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: CHROMIUM, args: chromiumArgs },
    trace: 'retain-on-failure',
    serviceWorkers: 'allow',
  },
  projects: [
    {
      name: 'live',
      testDir: './tests/e2e-live',
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${LIVE_PORT}/` },
    },
    {
      name: 'mock',
      testDir: './tests/e2e',
      fullyParallel: true,
      use: { baseURL: `http://127.0.0.1:${PORT}/` },
    },
  ],
  webServer: [
    {
      // the back office (admin/) is built into the storefront's out dir, after it (scripts/build-admin.mjs)
      command: `npx vite build --mode mock --outDir ${OUT_DIR} --emptyOutDir && node scripts/build-admin.mjs --mode mock ${OUT_DIR} && npx vite preview --mode mock --outDir ${OUT_DIR} --port ${PORT} --strictPort`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // a throwaway database folder, removed first: the server migrates and seeds it on start
      command: [
        `rm -rf ${JSON.stringify(LIVE_DATA_DIR)}`,
        // --manifest: the server links each rendered page's stylesheets from it
        `npx vite build --outDir ${LIVE_OUT_DIR} --emptyOutDir --manifest`,
        `npx vite build --ssr src/entry-server.tsx --outDir ${LIVE_SSR_DIR} --emptyOutDir`,
        // the back office, served by the server under /admin from STATIC_DIR/admin
        `node scripts/build-admin.mjs ${LIVE_OUT_DIR}`,
        'node --import tsx server/main.ts',
      ].join(' && '),
      env: {
        VITE_API_BASE_URL: '/api',
        PORT: String(LIVE_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: LIVE_DATA_DIR,
        STATIC_DIR: LIVE_OUT_DIR,
        SSR_DIR: LIVE_SSR_DIR,
      },
      url: `http://127.0.0.1:${LIVE_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // SIGTERM lets the server close the embedded database and release its folder
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
})
