// @vitest-environment node
import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, test } from 'vitest'
import { startServerProcess, storeRoom, type ServerProcess } from './server-processes'

/*
 * Issue #26, point 4: nobody outside can fill the catalogue cache. Before, every unknown query
 * parameter made a new key, and 2,000 requests of `GET /api/getAllProducts?junk=N` added 912 MB
 * to the server's memory on the demo catalogue. A real `server/main.ts` process, its memory read
 * from /proc before and after 10,000 such requests.
 */

const room = storeRoom('cache-memory')
let server: ServerProcess

beforeAll(async () => {
  const cluster = await room.postgres()
  server = await startServerProcess({ staticDir: room.staticDir, databaseUrl: cluster.createDatabase('cache_memory') })
}, 90_000)

/** The process's resident memory, in bytes. */
function residentBytes(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  if (!kb) throw new Error('no VmRSS in /proc')
  return Number(kb) * 1024
}

/** `count` GETs of `pathOf(i)`, `parallel` at a time; every answer must be a 200. */
async function requestMany(count: number, parallel: number, pathOf: (i: number) => string): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < count) {
      const response = await fetch(`${server.origin}${pathOf(next++)}`, { headers: { 'Accept-Encoding': 'gzip' } })
      expect(response.status).toBe(200)
      await response.arrayBuffer()
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker))
}

describe.skipIf(process.platform !== 'linux')('the catalogue cache under made-up parameters', () => {
  test('10,000 requests of the whole catalogue with junk parameters leave the server’s memory where it was', async () => {
    // the answer kept once, and the process warmed by the same traffic without junk
    await requestMany(500, 10, () => '/api/getAllProducts')
    const before = residentBytes(server.pid)
    await requestMany(10_000, 20, (i) => `/api/getAllProducts?junk=${i}&utm_source=${i % 7}`)
    const grown = residentBytes(server.pid) - before
    // one kept answer of the demo catalogue is about 0.5 MB: keys per parameter grew by that per request
    expect(grown).toBeLessThan(48 * 1024 * 1024)
  }, 120_000)
})
