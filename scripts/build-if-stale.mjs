// A production build made only when it is missing or older than its sources, for `npm start`
// and `npm run start:mock`: a second start of an unchanged checkout serves at once.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** What a storefront build (and the back office's beside it) is made from: a change in any of them makes the build stale. */
const INPUTS = ['src', 'contracts', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'rules/security-headers.ts', 'scripts/api-preconnect.ts', 'scripts/app-code-preload.ts', 'scripts/early-input-script.ts', 'admin', 'vite.admin.config.ts', 'scripts/build-admin.mjs']
/** Mock builds also carry the fake backend and the seed. */
const MOCK_INPUTS = ['mocks', 'rules', 'seed']
const STAMP = '.tanabana-build.json'

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs)
}

/**
 * Builds `vite build --mode <mode> --outDir <outDir>` with the given VITE_ variables unless the
 * folder holds a build of the same mode and variables, newer than every source. With `ssrOutDir`
 * (the live store), the build carries its manifest and the server render
 * (`vite build --ssr src/entry-server.tsx`) goes into `ssrOutDir`. Exits the process with
 * Vite's code when a build fails.
 */
export function buildIfStale({ root, mode, outDir, env = {}, ssrOutDir = null }) {
  const inputs = mode === 'mock' ? [...INPUTS, ...MOCK_INPUTS] : INPUTS
  const stampPath = join(root, outDir, STAMP)
  const wanted = JSON.stringify({ mode, env, ssrOutDir })
  if (existsSync(stampPath) && (!ssrOutDir || existsSync(join(root, ssrOutDir, 'entry-server.js')))) {
    const fresh = statSync(stampPath).mtimeMs >= Math.max(...inputs.map((p) => newestMtime(join(root, p))))
    const same = readFileSync(stampPath, 'utf8') === wanted
    if (fresh && same) return false
  }
  console.log(`Building the ${mode === 'mock' ? 'mock-mode' : 'live'} storefront and back office into ${outDir} (once per change of the sources)...`)
  const vite = (args) => {
    const build = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--mode', mode, ...args, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    })
    if (build.status !== 0) {
      console.error('The build failed; see the error above.')
      process.exit(build.status ?? 1)
    }
  }
  vite(['--outDir', outDir, ...(ssrOutDir ? ['--manifest'] : [])])
  if (ssrOutDir) vite(['--ssr', 'src/entry-server.tsx', '--outDir', ssrOutDir])
  // the back office (admin/), into the storefront's out dir, which the build above has just emptied
  const admin = spawnSync(process.execPath, [join(root, 'scripts/build-admin.mjs'), '--mode', mode, outDir], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  if (admin.status !== 0) {
    console.error('The back office build failed; see the error above.')
    process.exit(admin.status ?? 1)
  }
  writeFileSync(stampPath, wanted)
  return true
}
