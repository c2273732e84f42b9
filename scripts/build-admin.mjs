#!/usr/bin/env node
/*
 * Builds the back office (admin/, vite.admin.config.ts) into `<storefront out dir>/admin`, where
 * the server (server/http/admin-site.ts) and `vite preview` serve it under /admin. Run it after
 * the storefront's build, whose --emptyOutDir would remove it.
 *
 *   node scripts/build-admin.mjs [--mode mock] [storefront out dir, default dist]
 */
import { resolve } from 'node:path'
import { build } from 'vite'

/** Builds the back office beside the storefront in `storefrontOutDir`; rejects when the build fails. */
export async function buildAdmin({ root, mode = 'production', storefrontOutDir = 'dist', logLevel = 'warn' }) {
  await build({
    configFile: resolve(root, 'vite.admin.config.ts'),
    mode,
    logLevel,
    build: { outDir: resolve(root, storefrontOutDir, 'admin'), emptyOutDir: true },
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  const at = args.indexOf('--mode')
  const mode = at >= 0 ? args[at + 1] : 'production'
  const rest = at >= 0 ? args.filter((_, i) => i !== at && i !== at + 1) : args
  buildAdmin({ root: process.cwd(), mode, storefrontOutDir: rest[0] ?? 'dist' }).catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
