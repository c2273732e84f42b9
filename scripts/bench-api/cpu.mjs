// Where the CPU went during a scenario: this process (autocannon, the load generator), the store's
// server and PostgreSQL, each as a share of one core, read from /proc (Linux). On a small machine
// the load generator shares the cores with the server: a scenario in which it runs at a full core
// while the server has time to spare measures the load generator, not the server.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  } catch {
    return 100
  }
})()

/** A process's parent and its CPU time so far (user and system), in clock ticks; null once it is gone. */
function statOf(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // the fields after the command's closing parenthesis: state, ppid, ... utime (12th), stime (13th)
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) }
  } catch {
    return null
  }
}

/** CPU ticks of a process and all its descendants (the tether and the server it runs; the postmaster and its backends). */
function treeTicks(rootPid) {
  const stats = new Map()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    const stat = statOf(Number(name))
    if (stat) stats.set(Number(name), stat)
  }
  const children = new Map()
  for (const [pid, { ppid }] of stats) children.set(ppid, [...(children.get(ppid) ?? []), pid])
  let ticks = 0
  const visit = (pid) => {
    ticks += stats.get(pid)?.ticks ?? 0
    for (const child of children.get(pid) ?? []) visit(child)
  }
  visit(rootPid)
  return ticks
}

/** CPU seconds so far of this process (all its threads). */
function selfSeconds() {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1e6
}

/**
 * Starts measuring; `trees`: { name: root pid }. The answered `stop()` gives each tree's CPU, and
 * this process's as `load generator`, in percent of one core over the time between the two calls.
 */
export function startCpuMeter(trees) {
  const startedAt = performance.now()
  const self = selfSeconds()
  const before = Object.fromEntries(Object.entries(trees).map(([name, pid]) => [name, treeTicks(pid)]))
  return {
    stop() {
      const seconds = (performance.now() - startedAt) / 1000
      const percent = (cpuSeconds) => Math.round((cpuSeconds / seconds) * 100)
      return {
        'load generator': percent(selfSeconds() - self),
        ...Object.fromEntries(Object.entries(trees).map(([name, pid]) => [name, percent((treeTicks(pid) - before[name]) / TICKS_PER_SECOND)])),
      }
    },
  }
}

/** `{ 'load generator': 100, server: 62 }` -> 'load generator 100%, server 62%' */
export function cpuText(shares) {
  return Object.entries(shares)
    .map(([name, share]) => `${name} ${share}%`)
    .join(', ')
}
