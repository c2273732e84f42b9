// One registry of everything the benchmark starts (preview servers, the fake API, browsers,
// temporary profiles), so it is all stopped on success, on failure and on Ctrl+C or SIGTERM alike.
// Only what was registered here is ever stopped, each by its own handle or process id.

const pending = new Set()

/**
 * Registers an async stop function and answers a function that runs it once and forgets it,
 * for the normal path (`finally`). Anything still registered at exit is stopped by `cleanupAll`.
 */
export function onCleanup(label, stop) {
  const entry = { label, stop }
  pending.add(entry)
  return async () => {
    if (!pending.delete(entry)) return
    await runStop(entry)
  }
}

async function runStop({ label, stop }) {
  try {
    await stop()
  } catch (error) {
    console.error(`bench: stopping ${label} failed: ${error?.message ?? error}`)
  }
}

/** Stops everything still registered, newest first (browsers before the servers they load from). */
export async function cleanupAll() {
  const entries = [...pending].reverse()
  pending.clear()
  for (const entry of entries) await runStop(entry)
}

let installed = false
let bailing = false

/** On a signal or a crash, stop what is running before the process goes. */
export function installSignalHandlers() {
  if (installed) return
  installed = true
  const bail = (code, why) => {
    // a second signal while cleaning up is ignored: dying half-way would leave orphans behind
    if (bailing) return
    bailing = true
    console.error(`\nbench: ${why}; stopping servers and browsers...`)
    cleanupAll().finally(() => process.exit(code))
  }
  process.on('SIGINT', () => bail(130, 'interrupted'))
  process.on('SIGTERM', () => bail(143, 'terminated'))
  process.on('SIGHUP', () => bail(129, 'hung up'))
  process.on('uncaughtException', (error) => bail(1, `crashed: ${error?.stack ?? error}`))
  process.on('unhandledRejection', (error) => bail(1, `crashed: ${error?.stack ?? error}`))
}

/** Stops a child process by its pid: SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
export function stopChild(child, graceMs = 3000) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    const timer = setTimeout(() => {
      try {
        child.kill('SIGKILL')
      } catch {
        // already gone
      }
    }, graceMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    try {
      child.kill('SIGTERM')
    } catch {
      clearTimeout(timer)
      resolve()
    }
  })
}
