import type { RouteObject } from 'react-router-dom'
import type { MockControls } from '../../contracts/mock-control'
import { lazyRoute } from '../ui/lazy-route'
import { registerExploredSnapshots, registerInspector } from '../state/machine-registry'
import { DevtoolsLayout } from './devtools-layout'
import { exploredSnapshotSource, exploreRequest } from './explorer/snapshot-store'
import { liveInspector } from './inspector/live-inspector'
import { EXPLORER_PATH } from './explorer-path'
import { provideMockControls } from './mock-controls'

/** How long a link's explored snapshot may hold up the first render before the page opens without it. */
const PREPARE_LIMIT_MS = 15_000

/** Adds the devtools around the app's routes: their layout (the panel) and the explorer route. */
export type RoutesExtension = (children: RouteObject[]) => RouteObject[]

/**
 * Mock mode only (src/app imports this module dynamically inside the VITE_MOCK branch, after
 * the fake backend started, and hands over the fake backend's controls: the devtools' only way
 * to it): installs the inspector and the explored-snapshot source in the machine registry,
 * prepares the snapshot a `?explore=` link asks for, and answers how to add the devtools to the
 * route table.
 */
export async function mountDevtools(controls: MockControls): Promise<RoutesExtension> {
  provideMockControls(controls)
  registerInspector(liveInspector.inspect)
  registerExploredSnapshots(exploredSnapshotSource)
  if (exploreRequest(window.location.search)) await prepareLinkedState()
  return (children) => [
    {
      Component: DevtoolsLayout,
      children: [
        { path: EXPLORER_PATH.slice(1), ...lazyRoute(async () => (await import('./explorer/explorer-page')).ExplorerPage) },
        ...children,
      ],
    },
  ]
}

/** A `?explore=` link opened afresh: compute its snapshot (the explorer's code loads only now). */
async function prepareLinkedState(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const prepare = async () => {
    const [{ prepareRequestedSnapshot }, { explorerEngine }] = await Promise.all([
      import('./explorer/explored-snapshots'),
      import('./explorer/browser-engine'),
    ])
    await prepareRequestedSnapshot(explorerEngine, window.location.search)
  }
  await Promise.race([
    prepare().catch((error: unknown) => {
      console.warn('[devtools] the explored state could not be prepared', error)
    }),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, PREPARE_LIMIT_MS)
    }),
  ])
  clearTimeout(timer)
}
