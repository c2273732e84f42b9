#!/usr/bin/env node
// `npm start`: from a fresh clone to the real store on 127.0.0.1:$PORT (5173 by default). Installs
// the locked dependencies when missing, builds the live storefront (API base /api, same origin)
// when it is missing or stale, then runs the server (server/main.ts), which migrates and, on first
// start, seeds the embedded PostgreSQL in $DATA_DIR (./data), or the server in $DATABASE_URL.
import { spawn } from 'node:child_process'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildIfStale } from './build-if-stale.mjs'
import { installIfMissing } from './install-if-missing.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)
installIfMissing(root)

const outDir = process.env.STATIC_DIR || 'dist'
// the server render of every page (src/entry-server.tsx), loaded by the server from SSR_DIR
const ssrOutDir = process.env.SSR_DIR || 'dist-ssr'
buildIfStale({ root, mode: 'production', outDir, ssrOutDir, env: { VITE_API_BASE_URL: '/api' } })

// React's production build renders pages about twice as fast as its development build. `npm start`
// is the demo store, whose one-time codes are in the answer (SPEC 7) unless OTP_DELIVERY=email:
// said here explicitly, as a production server requires (server/auth/code-delivery.ts)
const demoCodes = process.env.OTP_DELIVERY?.trim().toLowerCase() === 'email' ? {} : { ALLOW_CODES_IN_ANSWER: process.env.ALLOW_CODES_IN_ANSWER ?? 'true' }
// a production server writes absolute URLs (canonical links, the sitemap) only with PUBLIC_ORIGIN,
// never from a request's Host: the demo store's is where it listens, unless one is given
const host = process.env.HOST || '127.0.0.1'
const demoOrigin = { PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN || `http://${host.includes(':') ? `[${host}]` : host}:${process.env.PORT || 5173}` }
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production', ...demoCodes, ...demoOrigin, STATIC_DIR: outDir, SSR_DIR: ssrOutDir, VITE_API_BASE_URL: '/api' },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
