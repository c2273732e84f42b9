#!/usr/bin/env node
/*
 * `npm run build` and `npm run build:mock`: the storefront (`vite build` with every flag given,
 * `--manifest` and `--outDir` included), then the back office into the same out dir under admin/
 * (scripts/build-admin.mjs), since the storefront's build empties that dir first.
 */
import { spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { buildAdmin } from './build-admin.mjs'

const root = process.cwd()
const args = process.argv.slice(2)
const valueOf = (flag) => {
  const at = args.findIndex((arg) => arg === flag || arg.startsWith(`${flag}=`))
  if (at < 0) return null
  return args[at].includes('=') ? args[at].slice(flag.length + 1) : (args[at + 1] ?? null)
}

const storefront = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', ...args], { stdio: 'inherit' })
if (storefront.status !== 0) process.exit(storefront.status ?? 1)
await buildAdmin({ root, mode: valueOf('--mode') ?? 'production', storefrontOutDir: resolve(root, valueOf('--outDir') ?? 'dist'), logLevel: 'info' })
