// Serves a built bundle with `vite preview` on 127.0.0.1 (the server DESIGN's budgets name, with
// the project's security headers), as a child process stopped by the cleanup registry.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { childEnv } from './child-env.mjs'
import { onCleanup, stopChild } from './cleanup.mjs'
import { ROOT, VITE_BIN } from './config.mjs'

const TETHER = fileURLToPath(new URL('./tether.mjs', import.meta.url))

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
 * Starts `vite preview` for one build and resolves once it answers; the answer's `stop()` ends
 * the server (it is also stopped on exit or interruption).
 */
export async function startPreview(build) {
  const origin = `http://127.0.0.1:${build.port}`
  if (await answers(origin)) throw new Error(`port ${build.port} is already serving something; stop it and run the bench again`)
  const args = [VITE_BIN, 'preview', '--mode', build.mode, '--outDir', build.outDir, '--host', '127.0.0.1', '--port', String(build.port), '--strictPort']
  // through the tether: if this process dies without cleaning up, the server still stops
  const child = spawn(process.execPath, [TETHER, ...args], { cwd: ROOT, env: childEnv(build.env), stdio: ['pipe', 'pipe', 'pipe'] })
  const stop = onCleanup(`vite preview (${build.name}, port ${build.port})`, () => stopChild(child))
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))

  const deadline = Date.now() + READY_TIMEOUT_MS
  while (!(await answers(origin))) {
    if (child.exitCode !== null) {
      await stop()
      throw new Error(`vite preview (${build.name}) exited with code ${child.exitCode}:\n${output.trim()}`)
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`vite preview (${build.name}) did not answer on ${origin} within ${READY_TIMEOUT_MS / 1000} s:\n${output.trim()}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return { origin, stop }
}
