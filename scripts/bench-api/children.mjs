// The processes under load, each a child of its own: the store's API server (`node --import tsx
// server/main.ts` on the throwaway PostgreSQL), the bare endpoint, and the bare endpoint replaying
// a recorded listing answer. All go through scripts/bench/tether.mjs, so they stop when the
// benchmark does, even when it is killed.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { onCleanup, stopChild } from '../bench/cleanup.mjs'
import { wireGet } from './api.mjs'
import { ROOT } from './paths.mjs'

const TETHER = join(ROOT, 'scripts/bench/tether.mjs')
const READY_TIMEOUT_MS = 60_000
/** Characters of a child's output kept for the report (its failures) and for a start-up error. */
const OUTPUT_KEPT = 64_000

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/** Starts `node <args>` tethered to this process; its output is kept for a failure's message. */
function startTethered(label, nodeArgs, env) {
  // stdin is a pipe the tether watches: it closes when this process goes, however it goes
  const child = spawn(process.execPath, [TETHER, ...nodeArgs], { cwd: ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] })
  let output = ''
  const keep = (chunk) => {
    output = (output + chunk).slice(-OUTPUT_KEPT)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const stop = onCleanup(label, () => stopChild(child))
  return { child, stop, output: () => output }
}

/** Polls `url` until it answers 200; fails when the child exits first or after a minute. */
async function waitUntilReady(label, started, url) {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`${label} exited with ${started.child.exitCode}:\n${started.output().slice(-4000)}`)
    try {
      const response = await fetch(url)
      await response.arrayBuffer()
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${label} did not answer ${url} within ${READY_TIMEOUT_MS / 1000} s:\n${started.output().slice(-4000)}`)
}

/** The store on DATABASE_URL, API only (STATIC_DIR is an empty folder). */
export async function startApiServer(databaseUrl) {
  const port = await freePort()
  const staticDir = mkdtempSync(join(tmpdir(), 'tanabana-bench-static-'))
  const removeStatic = onCleanup('empty static folder', () => rmSync(staticDir, { recursive: true, force: true }))
  // every buyer signs up from 127.0.0.1: no per-address rate limit (README, Rate limits) for a load test
  const env = { ...process.env, DATABASE_URL: databaseUrl, HOST: '127.0.0.1', PORT: String(port), STATIC_DIR: staticDir, RATE_LIMIT_PER_ADDRESS: '0' }
  delete env.DATA_DIR
  const started = startTethered('API server', ['--import', 'tsx', 'server/main.ts'], env)
  const origin = `http://127.0.0.1:${port}`
  await waitUntilReady('the API server', started, `${origin}/api/categories/array`)
  return {
    origin,
    /** The tether's pid: the server runs as its child. */
    pid: started.child.pid,
    /** What the server printed: its log of failed requests (a 5xx names its cause there). */
    output: started.output,
    stop: async () => {
      await started.stop()
      await removeStatic()
    },
  }
}

/**
 * scripts/bench-api/bare-server.mjs: node:http answering a small JSON, or, given the path of a
 * recorded answer (recordAnswer), that answer's bytes and headers.
 */
export async function startBareServer(answerPath) {
  const port = await freePort()
  const label = answerPath ? 'replay endpoint' : 'bare endpoint'
  const started = startTethered(label, [join(ROOT, 'scripts/bench-api/bare-server.mjs'), String(port), ...(answerPath ? [answerPath] : [])], process.env)
  const origin = `http://127.0.0.1:${port}`
  await waitUntilReady(`the ${label}`, started, `${origin}/`)
  return { origin, pid: started.child.pid, stop: started.stop }
}

/** Headers of the connection, not of the answer: the replaying endpoint's node:http sets its own. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'])

/**
 * One answer of the API as it went over the wire (gzip asked for; its headers and its body still gzipped), written
 * to a temporary file for `startBareServer`; answers the file's path and the body's size.
 */
export async function recordAnswer(url) {
  const { status, headers, wire: body } = await wireGet(url)
  if (status !== 200) throw new Error(`recording ${url}: status ${status}`)
  const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !CONNECTION_HEADERS.has(name)))
  const dir = mkdtempSync(join(tmpdir(), 'tanabana-bench-answer-'))
  onCleanup('recorded answer', () => rmSync(dir, { recursive: true, force: true }))
  const path = join(dir, 'answer.json')
  writeFileSync(path, JSON.stringify({ headers: kept, body: body.toString('base64') }))
  return { path, bytes: body.length }
}
