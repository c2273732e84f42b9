#!/usr/bin/env node
// Makes sure Debian's Chromium is there for Playwright (it cannot download its own browser
// here). As root on Debian it installs the package; anywhere else it explains what to do.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

if (existsSync(CHROMIUM)) process.exit(0)

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const isDebian = existsSync('/etc/debian_version')
if (!isRoot || !isDebian) {
  console.error(
    `Chromium was not found at ${CHROMIUM}. Install it (Debian: apt-get install chromium) ` +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary, then run the tests again.',
  )
  process.exit(1)
}

console.log('Installing Debian Chromium for the end-to-end tests...')
const apt = 'DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300'
execSync(`${apt} update -qq && ${apt} install -y -qq chromium`, { stdio: 'inherit', shell: '/bin/bash' })
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing.`)
  process.exit(1)
}
