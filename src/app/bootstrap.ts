import type { RouteObject } from 'react-router-dom'
import { clearCachesOnce } from './clear-caches-once'
import { installMantineNotifier } from './mantine-notifier'
import { appRoutes } from './routes'

/**
 * Everything that must happen before the first render, in order:
 * 1. SPEC 4's cache rule (it may reload the page, then nothing else runs);
 * 2. in mock mode only, the fake backend behind MSW, so the first request is already answered,
 *    and the devtools (scenario panel, inspector, /__explorer) wrapped around the route table
 *    before the router is created: the live bundle has neither. The fake backend and the
 *    devtools download side by side (main.tsx has already started the current page's code);
 * 3. machines' toasts routed to Mantine notifications.
 * Answers false when the page is reloading and must not render.
 */
export async function prepareApp(): Promise<boolean> {
  if (await clearCachesOnce()) return false
  // The literal condition lets Vite drop this branch, and with it every byte of mocks/, from
  // the live build. Keep it the only path from src/ to mocks/.
  if (import.meta.env.VITE_MOCK === 'true') {
    const devtools = import('../devtools/mount-devtools')
    devtools.catch(() => undefined) // a failed load is reported where it is awaited, below
    const mocks = await import('../../mocks/browser')
    await mocks.startMockBackend()
    // after the fake backend: a `?explore=` link's snapshot is computed against it
    const extendRoutes = await (await devtools).mountDevtools(mocks.devtoolsControls)
    const root = appRoutes[0] as RouteObject & { children: RouteObject[] }
    root.children = extendRoutes(root.children)
  }
  installMantineNotifier()
  return true
}
