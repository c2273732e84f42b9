#!/usr/bin/env node
// The benchmark's yardstick: the least a Node process on this machine can answer, a small JSON
// from node:http, started as a child process like the API server so both pay the same costs.
// `node bare-server.mjs <port>` listens on 127.0.0.1 and says `listening <port>` when ready.
// `node bare-server.mjs <port> <answers.json>` answers instead each path recorded in that file
// (`{ [path]: { headers, body } }`, each body base64) with its own recorded answer, 404 for any
// other path: the listing's own bytes and headers with no work behind them, which is as fast as
// the load generator can take the listing's answers (docs/quality.md, API under load).
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const [portArg, answersPath] = process.argv.slice(2)
const port = Number(portArg ?? 0)

/** An answer ready to write: its bytes and its headers with their length. */
function prepared(headers, body) {
  return { headers: { ...headers, 'Content-Length': body.length }, body }
}

const small = prepared({ 'Content-Type': 'application/json; charset=utf-8' }, Buffer.from(JSON.stringify({ ok: true, msg: 'bare endpoint' })))
const recorded = answersPath
  ? new Map(Object.entries(JSON.parse(readFileSync(answersPath, 'utf8'))).map(([path, { headers, body }]) => [path, prepared(headers, Buffer.from(body, 'base64'))]))
  : null
const notFound = prepared({ 'Content-Type': 'text/plain' }, Buffer.from('not recorded'))

const server = createServer((request, response) => {
  const answer = recorded ? recorded.get(request.url) : small
  const { headers, body } = answer ?? notFound
  response.writeHead(answer ? 200 : 404, headers)
  response.end(body)
})

server.listen(port, '127.0.0.1', () => console.log(`listening ${server.address().port}`))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)))
