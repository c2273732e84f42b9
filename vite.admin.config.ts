import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv } from 'vite'
import { BACK_OFFICE_BASE } from './contracts/admin/back-office-site.ts'
import { mockSeedAsset } from './mocks/build/seed-asset-plugin.ts'

/*
 * The back office's own build (issue 29, decision 0023): a second app, rooted at admin/, served
 * under /admin/ from `<the storefront's out dir>/admin`, so a buyer's pages never download a byte
 * of it and the storefront's bundle stays exactly what its own config makes. Build it after the
 * storefront (whose --emptyOutDir would remove it): `node scripts/build-admin.mjs <out dir>`
 * gives the right --outDir. Mock mode (`--mode mock`, VITE_MOCK) starts the fake staff API behind
 * one dynamic import (admin/app/bootstrap.ts); the live build carries none of it.
 */
const repo = fileURLToPath(new URL('.', import.meta.url))
const stub = (name: string) => fileURLToPath(new URL(`./mocks/vendor-stubs/${name}.ts`, import.meta.url))

export default defineConfig(({ mode }) => {
  const isMock = loadEnv(mode, repo, 'VITE_').VITE_MOCK === 'true'
  return {
    root: fileURLToPath(new URL('./admin', import.meta.url)),
    base: `${BACK_OFFICE_BASE}/`,
    // .env.mock and the deployment's VITE_ settings live beside the storefront's
    envDir: repo,
    // public/ (the brand marks, MSW's worker) is the storefront build's: served from the site's root
    publicDir: false,
    plugins: [react(), mockSeedAsset()],
    // as the storefront's mock build: MSW's cookie jar and public-suffix list, never used in the browser
    resolve: isMock ? { alias: { tldts: stub('tldts'), 'tough-cookie': stub('tough-cookie') } } : {},
    build: {
      outDir: fileURLToPath(new URL('./dist/admin', import.meta.url)),
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      // the entry carries React, Mantine, XState and Effect (about 170 KB gzip), fetched once and kept by staff
      chunkSizeWarningLimit: 700,
      // the storefront's fake backend loads the uploads' use cases with the first picture
      // (decision 0028); the back office's staff handlers import them, so here they are at hand
      rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
    },
  }
})
