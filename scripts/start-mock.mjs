#!/usr/bin/env node
// `npm run start:mock`: the storefront in mock mode (MSW answers every call in the browser, with
// the scenario panel, inspector and state explorer) and the back office at /admin beside it, as a production mock build (built when missing
// or stale) served by `vite preview` on 127.0.0.1:$PORT (5173 by default). Vite's dev server took
// 2 to 5 s for each page's first visit; `npm run dev` stays for development.
import { spawn } from 'node:child_process'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildIfStale } from './build-if-stale.mjs'
import { installIfMissing } from './install-if-missing.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)
installIfMissing(root)

const outDir = 'dist-mock'
buildIfStale({ root, mode: 'mock', outDir })

const port = process.env.PORT || '5173'
const preview = spawn(
  process.execPath,
  [join(root, 'node_modules/vite/bin/vite.js'), 'preview', '--mode', 'mock', '--outDir', outDir, '--host', '127.0.0.1', '--port', port, '--strictPort'],
  { stdio: ['inherit', 'pipe', 'inherit'] },
)

const ANSI = /\u001b\[[0-9;]*m/g
let announced = false
preview.stdout.on('data', (chunk) => {
  if (announced) return
  const local = /Local:\s+(http:\/\/\S+)/.exec(chunk.toString().replace(ANSI, ''))
  if (!local) return
  announced = true
  console.log(`\n  Tanabana (mock mode) is running at ${local[1]}`)
  console.log('  Demo buyer: buyer@tanabana.in / Tanabana@123   (Ctrl+C stops the server)')
  // the back office (admin/, built beside the storefront) shares the fake backend's data in this browser
  console.log(`  Back office: ${local[1].replace(/\/$/, '')}/admin   staff: owner@, catalogue@, fulfilment@, support@tanabana.in / Tanabana@123\n`)
})

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => preview.kill(signal))
preview.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
