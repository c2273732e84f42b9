/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv, minifySync, type Plugin } from 'vite'
import { mockSeedAsset } from './mocks/build/seed-asset-plugin.ts'
import { MOCK_WORKER_FILE } from './mocks/worker-file.ts'
import { adminDeepLinks } from './scripts/admin-deep-links.ts'
import { apiPreconnect } from './scripts/api-preconnect.ts'
import { appCodePreload } from './scripts/app-code-preload.ts'
import { codeSplitting } from './scripts/code-splitting.ts'
import { securityHeaders } from './rules/security-headers.ts'

/**
 * public/ holds MSW's worker for mock mode, as MSW writes it (comments and all, 9.7 KB). A live
 * build must not ship it; a mock build ships it minified, as it ships every other script (its
 * version and checksum are string constants, kept as they are): 3.3 KB gzip down to 1.5 KB.
 */
function mockWorkerFile(isMock: boolean): Plugin {
  let outDir = 'dist'
  return {
    name: 'tanabana:mock-worker-file',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      const worker = resolve(outDir, MOCK_WORKER_FILE)
      if (!isMock) return rmSync(worker, { force: true })
      const minified = minifySync(MOCK_WORKER_FILE, readFileSync(worker, 'utf8'), { compress: true, mangle: true })
      if (minified.errors.length > 0) throw new Error(`${MOCK_WORKER_FILE} did not minify: ${minified.errors.map((e) => e.message).join('; ')}`)
      writeFileSync(worker, minified.code)
    },
  }
}

/** A mock-mode stand-in for a package MSW pulls in (mocks/vendor-stubs/, aliased below). */
const stub = (name: string) => fileURLToPath(new URL(`./mocks/vendor-stubs/${name}.ts`, import.meta.url))

/*
 * Two builds from one source:
 * - `--mode mock` (npm start, npm run dev, the e2e suite): MSW answers every call in the browser.
 * - the default production mode: talks to VITE_API_BASE_URL and carries no mock code, because
 *   every path into mocks/ sits behind `import.meta.env.VITE_MOCK === 'true'`, which Vite
 *   replaces with a literal so the bundler drops the branch.
 */
/** The API suite's per-backend global setup: a seeded database each test file copies. */
const templateSetup = {
  fake: [],
  server: ['./tests/support/server-template.ts'],
  postgres: ['./tests/support/postgres-template.ts'],
}

/** The storefront's tests in the browser-like environment, with the same setup. */
const appTests = { environment: 'jsdom', setupFiles: ['./tests/setup/vitest-setup.ts'] }

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const headers = securityHeaders(env)
  const isMock = env.VITE_MOCK === 'true'
  return {
    plugins: [react(), mockWorkerFile(isMock), mockSeedAsset(), apiPreconnect(env), ...appCodePreload(isMock), adminDeepLinks()],
    // Mock mode only: MSW's cookie jar and the public-suffix list it consults, never used by a
    // fake backend that sets no cookies (see mocks/vendor-stubs/)
    resolve: isMock && mode !== 'test' ? { alias: { tldts: stub('tldts'), 'tough-cookie': stub('tough-cookie') } } : {},
    build: { target: 'es2022', sourcemap: false, reportCompressedSize: false, rolldownOptions: isMock ? {} : { output: { codeSplitting } } },
    // dist-* folders are other builds (e2e, checks); rebuilding them must not reload the dev server
    server: { host: '127.0.0.1', watch: { ignored: ['**/dist*/**', '**/test-results/**'] } },
    preview: { host: '127.0.0.1', headers },
    test: {
      maxWorkers: 2,
      testTimeout: 20_000,
      env: { VITE_API_BASE_URL: 'http://localhost/api', VITE_GEO_URL: 'http://localhost/geo/json' },
      projects: [
        // Components, models and contracts render the app or call the fake backend: each file gets
        // fresh modules, because Mantine's toast store, the notifier the app installs and MSW's
        // hold on fetch are state of a module that would outlive the file
        { extends: true, test: { ...appTests, name: 'app', include: ['tests/{component,contract,model}/**/*.test.{ts,tsx}'] } },
        // Units and the server's own tests keep a worker's loaded modules from one file to the
        // next (isolate: false): loading them again per file was a third of these files' time
        {
          extends: true,
          test: { ...appTests, name: 'app:units', include: ['tests/{unit,server}/**/*.test.{ts,tsx}'], isolate: false },
        },
        // One black-box suite of the API, the same files against each backend (tests/support/backend-under-test.ts):
        // the fake over HTTP, the server on the embedded database, the server on a throwaway PostgreSQL server
        ...(['fake', 'server', 'postgres'] as const).map((backend) => ({
          extends: true as const,
          test: {
            name: `api:${backend}`,
            environment: 'node',
            include: ['tests/api/**/*.test.ts'],
            env: { CONTRACT_BACKEND: backend },
            // the server's files start from one migrated, seeded database instead of each seeding their own
            globalSetup: templateSetup[backend],
            // each file starts its own backend on its own copy of the database, so a worker keeps
            // its loaded modules between files: the suite took 124 s instead of 251 s
            isolate: false,
          },
        })),
      ],
    },
  }
})
