// The processes under load, each a child of its own: the store's API server (`node --import tsx
// server/main.ts` on the throwaway PostgreSQL), the bare endpoint, and the bare endpoint replaying
// the listing's recorded answers. All go through scripts/bench/tether.mjs, so they stop when the
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

/**
 * The store on DATABASE_URL: API only (STATIC_DIR is an empty folder), or with `site` ({ staticDir,
 * ssrDir }: the live build and its server render) its pages too, rendered on the server.
 */
export async function startApiServer(databaseUrl, site = null) {
  const port = await freePort()
  const staticDir = site?.staticDir ?? mkdtempSync(join(tmpdir(), 'tanabana-bench-static-'))
  const removeStatic = site ? async () => {} : onCleanup('empty static folder', () => rmSync(staticDir, { recursive: true, force: true }))
  // every buyer signs up from 127.0.0.1: no per-address rate limit (docs/security.md, Rate limits) for a load test
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PORT: String(port),
    STATIC_DIR: staticDir,
    ...(site ? { SSR_DIR: site.ssrDir } : {}),
    RATE_LIMIT_PER_ADDRESS: '0',
  }
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
 * scripts/bench-api/bare-server.mjs: node:http answering a small JSON, or, given recorded answers
 * (recordAnswers), each recorded path's own bytes and headers.
 */
export async function startBareServer(recorded) {
  const port = await freePort()
  const label = recorded ? 'replay endpoint' : 'bare endpoint'
  const started = startTethered(label, [join(ROOT, 'scripts/bench-api/bare-server.mjs'), String(port), ...(recorded ? [recorded.path] : [])], process.env)
  const origin = `http://127.0.0.1:${port}`
  await waitUntilReady(`the ${label}`, started, `${origin}${recorded ? recorded.paths[0] : '/'}`)
  return { origin, pid: started.child.pid, stop: started.stop }
}

/** Headers of the connection, not of the answer: the replaying endpoint's node:http sets its own. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'])

/**
 * The API's answers to `paths` (each once) as they went over the wire (gzip asked for; headers and
 * bodies still gzipped), written to a temporary file for `startBareServer`; answers the file's
 * path, the paths and the bodies' mean size.
 */
export async function recordAnswers(origin, paths) {
  const distinct = [...new Set(paths)]
  const answers = {}
  let bytes = 0
  for (const path of distinct) {
    const { status, headers, wire: body } = await wireGet(`${origin}${path}`)
    if (status !== 200) throw new Error(`recording ${path}: status ${status}`)
    answers[path] = { headers: Object.fromEntries(Object.entries(headers).filter(([name]) => !CONNECTION_HEADERS.has(name))), body: body.toString('base64') }
    bytes += body.length
  }
  const dir = mkdtempSync(join(tmpdir(), 'tanabana-bench-answers-'))
  onCleanup('recorded answers', () => rmSync(dir, { recursive: true, force: true }))
  const path = join(dir, 'answers.json')
  writeFileSync(path, JSON.stringify(answers))
  return { path, paths: distinct, meanBytes: bytes / distinct.length }
}
