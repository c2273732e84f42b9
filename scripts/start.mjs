#!/usr/bin/env node
// `npm start`: from a fresh clone to the mock-mode storefront. Installs the locked dependencies
// when node_modules is missing, then runs Vite in mock mode (MSW answers every call in the
// browser) on 127.0.0.1:$PORT (5173 by default) and prints the address to open.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)

if (!existsSync(join(root, 'node_modules'))) {
  console.log('node_modules is missing: installing the locked dependencies (npm ci)...')
  const install = spawnSync('npm', ['ci'], { stdio: 'inherit', shell: process.platform === 'win32' })
  if (install.status !== 0) {
    console.error('npm ci failed; fix the error above and run npm start again.')
    process.exit(install.status ?? 1)
  }
}

const port = process.env.PORT || '5173'
const vite = spawn(
  process.execPath,
  [join(root, 'node_modules/vite/bin/vite.js'), '--mode', 'mock', '--host', '127.0.0.1', '--port', port],
  { stdio: ['inherit', 'pipe', 'inherit'] },
)

// Vite picks the next free port when $PORT is taken: report the address it really uses.
const ANSI = /\u001b\[[0-9;]*m/g
let announced = false
vite.stdout.on('data', (chunk) => {
  process.stdout.write(chunk)
  if (announced) return
  const local = /Local:\s+(http:\/\/\S+)/.exec(chunk.toString().replace(ANSI, ''))
  if (!local) return
  announced = true
  console.log(`\n  Tanabana (mock mode) is running at ${local[1]}`)
  console.log('  Demo buyer: buyer@tanabana.in / Tanabana@123   (Ctrl+C stops the server)\n')
})

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => vite.kill(signal))
vite.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
