#!/usr/bin/env node
// `node guard-group.mjs <pgid> [dir]`: a watchdog for a Chrome that chrome-launcher started in
// its own process group. If the benchmark dies outright (SIGKILL, a crash), the end of our stdin
// pipe closes and the guard kills that group and removes its temporary profile `dir`. In the
// normal path the benchmark stops Chrome itself and then ends the guard with SIGTERM.
import { rmSync } from 'node:fs'

const pgid = Number(process.argv[2])
const dir = process.argv[3]
if (!Number.isInteger(pgid) || pgid <= 1) process.exit(2)

let done = false
const killGroup = () => {
  if (done) return
  done = true
  try {
    process.kill(-pgid, 'SIGKILL')
  } catch {
    // already gone
  }
  if (dir) setTimeout(() => rmSync(dir, { recursive: true, force: true, maxRetries: 5 }), 500)
  setTimeout(() => process.exit(0), 1000)
}

process.stdin.on('end', killGroup)
process.stdin.on('close', killGroup)
process.stdin.on('error', killGroup)
process.stdin.resume()
process.on('SIGTERM', () => process.exit(0))
