// Builds one production bundle with Vite's manifest (`--manifest` writes .vite/manifest.json)
// and hidden source maps, in a child process so each mode sees only its own environment.
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { childEnv } from './child-env.mjs'
import { onCleanup, stopChild } from './cleanup.mjs'
import { ROOT, VITE_BIN } from './config.mjs'

const BUILD_TIMEOUT_MS = 10 * 60_000

/** Runs `vite build --mode <mode> --outDir <outDir> --manifest`; rejects with Vite's output on failure. */
export async function buildBundle(build) {
  // hidden source maps: the JS files stay byte-for-byte the production ones (no sourceMappingURL
  // comment), and the report can say which packages fill the largest chunks
  const args = [VITE_BIN, 'build', '--mode', build.mode, '--outDir', build.outDir, '--emptyOutDir', '--manifest', '--sourcemap', 'hidden', '--logLevel', 'warn']
  const child = spawn(process.execPath, args, { cwd: ROOT, env: childEnv(build.env), stdio: ['ignore', 'pipe', 'pipe'] })
  const stop = onCleanup(`vite build (${build.name})`, () => stopChild(child))
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  try {
    const code = await new Promise((resolveExit, reject) => {
      const timer = setTimeout(() => reject(new Error(`vite build (${build.name}) took over ${BUILD_TIMEOUT_MS / 60_000} min`)), BUILD_TIMEOUT_MS)
      child.once('error', reject)
      child.once('exit', (exitCode) => {
        clearTimeout(timer)
        resolveExit(exitCode)
      })
    })
    if (code !== 0) throw new Error(`vite build (${build.name}) failed with code ${code}:\n${output.trim()}`)
  } finally {
    await stop()
  }
  return resolve(ROOT, build.outDir)
}
