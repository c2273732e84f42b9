#!/usr/bin/env node
// The benchmark's yardstick: the least a Node process on this machine can answer, a small JSON
// from node:http, started as a child process like the API server so both pay the same costs.
// `node bare-server.mjs <port>` listens on 127.0.0.1 and says `listening <port>` when ready.
import { createServer } from 'node:http'

const port = Number(process.argv[2] ?? 0)
const body = JSON.stringify({ ok: true, msg: 'bare endpoint' })

const server = createServer((request, response) => {
  response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) })
  response.end(body)
})

server.listen(port, '127.0.0.1', () => console.log(`listening ${server.address().port}`))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)))
