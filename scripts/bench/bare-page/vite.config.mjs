// Builds the bare React page (scripts/bench/build.mjs passes --outDir): Vite's defaults, a
// production React, none of the store's plugins.
import { defineConfig } from 'vite'

export default defineConfig({ root: import.meta.dirname, base: '/', logLevel: 'warn' })
