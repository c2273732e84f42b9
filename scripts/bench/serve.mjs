// The bench's servers, each a child process on 127.0.0.1 stopped by the cleanup registry: the
// live store's own server on a throwaway embedded database, and `vite preview` for the mock
// build and the bare page (with the project's security headers).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { childEnv } from './child-env.mjs'
import { onCleanup, stopChild } from './cleanup.mjs'
import { ROOT } from './config.mjs'

const script = (name) => fileURLToPath(new URL(`./${name}`, import.meta.url))
const TETHER = script('tether.mjs')

/** The live server's first start migrates and seeds its database: allow it time on a slow machine. */
const READY_TIMEOUT_MS = 180_000

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
    return response.ok
  } catch {
    return false
  }
}

/**
 * Runs `node <args...>` and resolves once `readyUrl` answers; the answer's `stop()` ends it
 * (it is also stopped on exit or interruption).
 */
async function startServer({ label, port, args, env, readyUrl }) {
  if (await answers(readyUrl)) throw new Error(`port ${port} is already serving something; stop it and run the bench again`)
  // through the tether: if this process dies without cleaning up, the server still stops
  const child = spawn(process.execPath, [TETHER, ...args], { cwd: ROOT, env: childEnv(env), stdio: ['pipe', 'pipe', 'pipe'] })
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

/** `vite preview` for one build (scripts/bench/preview-process.mjs). */
export function startPreview(build) {
  return startServer({
    label: `vite preview (${build.name})`,
    port: build.port,
    args: [script('preview-process.mjs'), build.mode, build.outDir, String(build.port)],
    env: build.env,
    readyUrl: `http://127.0.0.1:${build.port}/`,
  })
}

/**
 * The live store as `npm start` runs it (scripts/start.mjs): server/main.ts with NODE_ENV=production,
 * the build and its server render, on an embedded database in a new temporary folder, which the
 * server migrates and seeds with the demo catalogue on start (removed again when it stops).
 */
export async function startLiveServer(build) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tanabana-bench-db-'))
  const removeData = onCleanup(`database folder ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 }))
  try {
    const server = await startServer({
      label: 'live server',
      port: build.port,
      args: ['--import', 'tsx', resolve(ROOT, 'server/main.ts')],
      env: {
        NODE_ENV: 'production',
        ALLOW_CODES_IN_ANSWER: 'true',
        PUBLIC_ORIGIN: `http://127.0.0.1:${build.port}`,
        HOST: '127.0.0.1',
        PORT: String(build.port),
        DATA_DIR: dataDir,
        STATIC_DIR: build.outDir,
        SSR_DIR: build.ssrOutDir,
        DATABASE_URL: '',
        OTP_DELIVERY: '',
      },
      readyUrl: `http://127.0.0.1:${build.port}/api/categories/array`,
    })
    return {
      origin: server.origin,
      stop: async () => {
        await server.stop()
        await removeData()
      },
    }
  } catch (error) {
    await removeData()
    throw error
  }
}
