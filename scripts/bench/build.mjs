// Builds one production bundle with Vite's manifest (`--manifest` writes .vite/manifest.json)
// and hidden source maps, in a child process so each mode sees only its own environment; for
// the live store also its server render (src/entry-server.tsx), as `npm start` builds it.
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { childEnv } from './child-env.mjs'
import { onCleanup, stopChild } from './cleanup.mjs'
import { ROOT, VITE_BIN } from './config.mjs'

const BUILD_TIMEOUT_MS = 10 * 60_000

/** Runs one `vite build` with `args`; rejects with Vite's output on failure. */
async function viteBuild(build, args) {
  const child = spawn(process.execPath, [VITE_BIN, 'build', ...args], { cwd: ROOT, env: childEnv(build.env), stdio: ['ignore', 'pipe', 'pipe'] })
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
}

/**
 * `vite build --mode <mode> --outDir <outDir> --manifest` (with the build's own config file when
 * it has one), then `vite build --ssr src/entry-server.tsx --outDir <ssrOutDir>` when it has one.
 */
export async function buildBundle(build) {
  const common = ['--mode', build.mode, '--emptyOutDir', '--logLevel', 'warn', ...(build.configFile ? ['--config', build.configFile] : [])]
  // hidden source maps: the JS files stay byte-for-byte the production ones (no sourceMappingURL
  // comment), and the report can say which packages fill the largest chunks
  await viteBuild(build, [...common, '--outDir', resolve(ROOT, build.outDir), '--manifest', '--sourcemap', 'hidden'])
  if (build.ssrOutDir) await viteBuild(build, [...common, '--ssr', 'src/entry-server.tsx', '--outDir', build.ssrOutDir])
  return resolve(ROOT, build.outDir)
}
