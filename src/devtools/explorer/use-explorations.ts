import { useEffect, useState } from 'react'
import type { Exploration } from './explore-paths'
import type { ExplorerEngine } from './explored-snapshots'

export type ExplorationStatus =
  | { readonly kind: 'waiting' }
  | { readonly kind: 'running' }
  | { readonly kind: 'ready'; readonly exploration: Exploration }
  | { readonly kind: 'failed'; readonly message: string }

/**
 * Explores the given machines one after another (they share the sandbox), reporting each.
 * Machines explored earlier on this page are ready from the first render, so coming back from
 * a 'show me' screen shows every path at once instead of re-reporting them one by one.
 */
export function useExplorations(engine: ExplorerEngine, machineIds: readonly string[]): ReadonlyMap<string, ExplorationStatus> {
  const [statuses, setStatuses] = useState<ReadonlyMap<string, ExplorationStatus>>(
    () => new Map(machineIds.map((id) => [id, statusFromCache(engine, id)])),
  )
  const key = machineIds.join(',')

  useEffect(() => {
    let cancelled = false
    const report = (id: string, status: ExplorationStatus) => {
      if (!cancelled) setStatuses((previous) => (isSame(previous.get(id), status) ? previous : new Map(previous).set(id, status)))
    }
    void (async () => {
      for (const id of key.split(',').filter(Boolean)) {
        if (cancelled) return
        const explored = engine.explored(id)
        if (explored) {
          report(id, { kind: 'ready', exploration: explored }) // no change when ready since the first render
          continue
        }
        report(id, { kind: 'running' })
        try {
          report(id, { kind: 'ready', exploration: await engine.explore(id) })
        } catch (error) {
          report(id, { kind: 'failed', message: error instanceof Error ? error.message : String(error) })
        }
      }
    })()
    return () => {
      cancelled = true
    }
  }, [engine, key])

  return statuses
}

function statusFromCache(engine: ExplorerEngine, machineId: string): ExplorationStatus {
  const exploration = engine.explored(machineId)
  return exploration ? { kind: 'ready', exploration } : { kind: 'waiting' }
}

const isSame = (a: ExplorationStatus | undefined, b: ExplorationStatus) =>
  a?.kind === 'ready' && b.kind === 'ready' && a.exploration === b.exploration
