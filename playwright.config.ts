import { defineConfig } from '@playwright/test'

/*
 * End-to-end tests against a mock-mode production build served by `vite preview`.
 * E2E_PORT and E2E_OUT_DIR let several checkouts (or helpers) run side by side.
 */
const PORT = Number(process.env.E2E_PORT ?? 4390)
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist-e2e'
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
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: CHROMIUM, args: chromiumArgs },
    trace: 'retain-on-failure',
    serviceWorkers: 'allow',
  },
  webServer: {
    command: `npx vite build --mode mock --outDir ${OUT_DIR} --emptyOutDir && npx vite preview --mode mock --outDir ${OUT_DIR} --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
