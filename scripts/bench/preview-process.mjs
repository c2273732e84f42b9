#!/usr/bin/env node
// `node preview-process.mjs <mode> <outDir> <port>`: what `vite preview --mode <mode> --outDir
// <outDir> --host 127.0.0.1 --port <port> --strictPort` does (the same function the CLI calls,
// so vite.config.ts and its security headers apply). Vite's preview stops itself on SIGTERM;
// started through tether.mjs by serve.mjs.
import { preview } from 'vite'

const [mode, outDir, portArg] = process.argv.slice(2)
const port = Number(portArg)
if (!mode || !outDir || !Number.isInteger(port) || port < 1) {
  console.error('usage: preview-process.mjs <mode> <outDir> <port>')
  process.exit(2)
}

const server = await preview({ mode, build: { outDir }, preview: { host: '127.0.0.1', port, strictPort: true } })
server.printUrls()
