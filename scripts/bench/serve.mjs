// The bench's servers, each a child process on 127.0.0.1 stopped by the cleanup registry: a
// built bundle served by `vite preview` (the server DESIGN's budgets name, with the project's
// security headers), and the fake backend over HTTP that the live build talks to.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { childEnv } from './child-env.mjs'
import { onCleanup, stopChild } from './cleanup.mjs'
import { ROOT } from './config.mjs'

const script = (name) => fileURLToPath(new URL(`./${name}`, import.meta.url))
const TETHER = script('tether.mjs')

const READY_TIMEOUT_MS = 60_000

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
    return response.ok
  } catch {
    return false
  }
}

/**
 * Runs `node <script> [args...]` and resolves once `readyUrl` answers; the answer's `stop()`
 * ends it (it is also stopped on exit or interruption).
 */
async function startServer({ label, port, script: path, args, env, readyUrl }) {
  if (await answers(readyUrl)) throw new Error(`port ${port} is already serving something; stop it and run the bench again`)
  // through the tether: if this process dies without cleaning up, the server still stops
  const child = spawn(process.execPath, [TETHER, path, ...args], { cwd: ROOT, env: childEnv(env), stdio: ['pipe', 'pipe', 'pipe'] })
  const stop = onCleanup(`${label} (port ${port})`, () => stopChild(child))
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))

  const deadline = Date.now() + READY_TIMEOUT_MS
  while (!(await answers(readyUrl))) {
    if (child.exitCode !== null) {
      await stop()
      throw new Error(`${label} exited with code ${child.exitCode}:\n${output.trim()}`)
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`${label} did not answer on ${readyUrl} within ${READY_TIMEOUT_MS / 1000} s:\n${output.trim()}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return { origin: new URL(readyUrl).origin, stop }
}

/** `vite preview` for one build (scripts/bench/preview-process.mjs), with the build's proxied paths. */
export function startPreview(build) {
  const proxies = Object.entries(build.proxy).map(([path, target]) => `${path}=${target}`)
  return startServer({
    label: `vite preview (${build.name})`,
    port: build.port,
    script: script('preview-process.mjs'),
    args: [build.mode, build.outDir, String(build.port), ...proxies],
    env: build.env,
    readyUrl: `http://127.0.0.1:${build.port}/`,
  })
}

/** The fake backend over HTTP (scripts/bench/fake-api-process.mjs, mocks/http/api-server.ts). */
export function startLiveApi(api) {
  return startServer({
    label: 'fake API',
    port: api.port,
    script: script('fake-api-process.mjs'),
    args: [String(api.port), ...api.allowedOrigins],
    env: {},
    readyUrl: `${api.origin}/geo/json`,
  })
}
