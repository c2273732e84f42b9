#!/usr/bin/env node
// The benchmark's yardstick: the least a Node process on this machine can answer, a small JSON
// from node:http, started as a child process like the API server so both pay the same costs.
// `node bare-server.mjs <port>` listens on 127.0.0.1 and says `listening <port>` when ready.
// `node bare-server.mjs <port> <answer.json>` answers instead the recorded answer in that file
// (`{ headers, body }`, the body base64): the listing's own bytes and headers with no work behind
// them, which is as fast as the load generator can take the listing's answers (README, API under load).
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const [portArg, answerPath] = process.argv.slice(2)
const port = Number(portArg ?? 0)
const recorded = answerPath ? JSON.parse(readFileSync(answerPath, 'utf8')) : null
const body = recorded ? Buffer.from(recorded.body, 'base64') : Buffer.from(JSON.stringify({ ok: true, msg: 'bare endpoint' }))
const headers = { ...(recorded?.headers ?? { 'Content-Type': 'application/json; charset=utf-8' }), 'Content-Length': body.length }

const server = createServer((request, response) => {
  response.writeHead(200, headers)
  response.end(body)
})

server.listen(port, '127.0.0.1', () => console.log(`listening ${server.address().port}`))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)))
