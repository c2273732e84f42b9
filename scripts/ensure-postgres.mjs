#!/usr/bin/env node
// Makes sure a PostgreSQL server is installed for the tests that run the store on one
// (Debian's, under /usr/lib/postgresql/<version>/bin). As root on Debian it installs the
// `postgresql` package; anywhere else it says what to install.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

const ROOT = '/usr/lib/postgresql'
const installed = () => existsSync(ROOT) && readdirSync(ROOT).some((v) => existsSync(join(ROOT, v, 'bin', 'initdb')))

if (!installed()) {
  const isRoot = process.getuid?.() === 0
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
  if (!isRoot || !hasApt) {
    console.error("No PostgreSQL server found under /usr/lib/postgresql. Install Debian's `postgresql` package (apt-get install postgresql).")
    process.exit(1)
  }
  console.log("Installing Debian's postgresql package for the database tests...")
  const apt = ['-o', 'DPkg::Lock::Timeout=300']
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [[...apt, 'update'], [...apt, 'install', '-y', '--no-install-recommends', 'postgresql']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (result.status !== 0) process.exit(result.status ?? 1)
  }
  if (!installed()) {
    console.error('The postgresql package installed no server under /usr/lib/postgresql.')
    process.exit(1)
  }
}
