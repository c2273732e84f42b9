#!/usr/bin/env node
// `node tether.mjs <script> [args...]` runs `node <script> [args...]` and stops it when the
// process that started the tether goes away, even if that process was killed outright (its end
// of our stdin pipe closes). Without it a crashed benchmark leaves a `vite preview` holding its
// port. SIGTERM to the tether stops the child too.
import { spawn } from 'node:child_process'

const [script, ...args] = process.argv.slice(2)
const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'inherit', 'inherit'] })

let stopping = false
const stop = () => {
  if (stopping) return
  stopping = true
  child.kill('SIGTERM')
  // a child that ignores SIGTERM is killed after a grace period
  setTimeout(() => child.kill('SIGKILL'), 3000).unref()
}

process.stdin.on('end', stop)
process.stdin.on('close', stop)
process.stdin.on('error', stop)
process.stdin.resume()
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
process.on('SIGHUP', stop)
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
