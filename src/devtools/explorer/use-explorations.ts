import { useEffect, useState } from 'react'
import type { Exploration } from './explore-paths'
import type { ExplorerEngine } from './explored-snapshots'

export type ExplorationStatus =
  | { readonly kind: 'waiting' }
  | { readonly kind: 'running' }
  | { readonly kind: 'ready'; readonly exploration: Exploration }
  | { readonly kind: 'failed'; readonly message: string }

/** Explores the given machines one after another (they share the sandbox), reporting each. */
export function useExplorations(engine: ExplorerEngine, machineIds: readonly string[]): ReadonlyMap<string, ExplorationStatus> {
  const [statuses, setStatuses] = useState<ReadonlyMap<string, ExplorationStatus>>(
    () => new Map(machineIds.map((id) => [id, { kind: 'waiting' } as const])),
  )
  const key = machineIds.join(',')

  useEffect(() => {
    let cancelled = false
    const report = (id: string, status: ExplorationStatus) => {
      if (!cancelled) setStatuses((previous) => new Map(previous).set(id, status))
    }
    void (async () => {
      for (const id of key.split(',').filter(Boolean)) {
        if (cancelled) return
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
