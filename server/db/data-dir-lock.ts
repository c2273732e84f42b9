import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'

const LOCK_FILE = 'tanabana-server.lock'
/** Lock files this process holds: its own pid in a lock it does not hold is a stale lock of an earlier process. */
const held = new Set<string>()

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Thrown when another live process holds the data folder. */
export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(`Another Tanabana server (pid ${holderPid}) is already using ${dataDir}; stop it first or choose another DATA_DIR.`)
  }
}

/**
 * Takes the embedded database's folder for this process. PGlite does not lock its data folder
 * itself, and two processes writing it lose each other's writes, so a second server on the
 * same DATA_DIR must refuse to start. A lock left by a crashed process (its pid is gone) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const path = join(dataDir, LOCK_FILE)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      held.add(path)
      let released = false
      return () => {
        if (released) return
        released = true
        held.delete(path)
        rmSync(path, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number.parseInt(readFileSync(path, 'utf8'), 10)
      const ours = holder === process.pid
      if (Number.isInteger(holder) && (ours ? held.has(path) : isRunning(holder))) throw new DataDirBusyError(dataDir, holder)
      rmSync(path, { force: true })
    }
  }
  throw new Error(`Could not lock ${dataDir}`)
}
