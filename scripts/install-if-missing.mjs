// Installs the locked dependencies when node_modules is missing: `npm start` works on a fresh clone.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'

export function installIfMissing(root) {
  if (existsSync(join(root, 'node_modules', '.package-lock.json'))) return
  console.log('node_modules is missing: installing the locked dependencies (npm ci)...')
  const install = spawnSync('npm', ['ci'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' })
  if (install.status !== 0) {
    console.error('npm ci failed; fix the error above and start again.')
    process.exit(install.status ?? 1)
  }
}
