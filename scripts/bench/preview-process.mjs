#!/usr/bin/env node
// `node preview-process.mjs <mode> <outDir> <port> [path=target...]`: what `vite preview --mode
// <mode> --outDir <outDir> --host 127.0.0.1 --port <port> --strictPort` does (the same function
// the CLI calls, so vite.config.ts and its security headers apply), plus a proxy for each
// `path=target`: the live build's product pictures are same-origin /media/ paths, and on a
// real deployment the storefront's host would route them to the image host the same way.
// Vite's preview stops itself on SIGTERM; started through tether.mjs by serve.mjs.
import { preview } from 'vite'

const [mode, outDir, portArg, ...proxies] = process.argv.slice(2)
const port = Number(portArg)
if (!mode || !outDir || !Number.isInteger(port) || port < 1) {
  console.error('usage: preview-process.mjs <mode> <outDir> <port> [path=target...]')
  process.exit(2)
}

const proxy = Object.fromEntries(
  proxies.map((entry) => {
    const at = entry.indexOf('=')
    return [entry.slice(0, at), { target: entry.slice(at + 1) }]
  }),
)

const server = await preview({
  mode,
  build: { outDir },
  preview: { host: '127.0.0.1', port, strictPort: true, ...(proxies.length ? { proxy } : {}) },
})
server.printUrls()
