#!/usr/bin/env node
// `node fake-api-process.mjs <port> [allowed origin...]`: the fake backend over HTTP on
// 127.0.0.1 (mocks/http/api-server.ts) for the live build to talk to. Vite's module runner
// loads the TypeScript as the seed plugin does (no config of ours; packages are imported by
// Node itself). Stops cleanly on SIGTERM or SIGINT; started through tether.mjs by serve.mjs (startLiveApi).
import { resolve } from 'node:path'
import { runnerImport } from 'vite'
import { ROOT } from './config.mjs'

const [portArg, ...allowedOrigins] = process.argv.slice(2)
const port = Number(portArg)
if (!Number.isInteger(port) || port < 0) {
  console.error('usage: fake-api-process.mjs <port> [allowed origin...]')
  process.exit(2)
}

const source = resolve(ROOT, 'mocks/http/api-server.ts')
const { module } = await runnerImport(source, { configFile: false, logLevel: 'warn' })
const server = await module.startApiServer({ host: '127.0.0.1', port, allowedOrigins })
console.log(`fake API listening on ${server.origin}`)

let stopping = false
const stop = () => {
  if (stopping) return
  stopping = true
  server.close().then(
    () => process.exit(0),
    (error) => {
      console.error(`fake API: close failed: ${error?.message ?? error}`)
      process.exit(1)
    },
  )
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
