import { lazy, useState, type ComponentType } from 'react'
import type { RouteObject } from 'react-router-dom'
import { trackPageLoad } from './page-loads'
import { PageSlot } from './page-slot'

/** What a route's lazy page hands the router: the element, and a way to fetch its code early. */
export interface LazyRouteParts {
  readonly element: RouteObject['element']
  readonly handle: LazyRouteHandle
}

/** `route.handle` of a lazy page: main.tsx preloads the page of the address being opened. */
export interface LazyRouteHandle {
  readonly preload: () => Promise<unknown>
}

/**
 * A route whose page is its own chunk, fetched the first time the route renders (or earlier,
 * through `handle.preload`). Spread it into a route object: `{ path: 'cart', ...lazyRoute(...) }`.
 * The download is shared: preloading and rendering fetch and evaluate the module once.
 */
export function lazyRoute(load: () => Promise<ComponentType>): LazyRouteParts {
  let download: Promise<{ default: ComponentType }> | undefined
  let loaded: ComponentType | undefined
  const preload = () =>
    (download ??= trackPageLoad(
      load().then((Page) => {
        loaded = Page
        return { default: Page }
      }),
    ))
  const LazyPage = lazy(preload)
  /*
   * A page whose code is already in renders at once. Through React.lazy it would suspend for a
   * moment even then, and a page slot that has shown its loading state reveals the page no
   * sooner than about 300 ms later (React's fallback throttle): at startup, the largest paint.
   * Chosen once per mount, so the page never remounts when its download completes.
   */
  function RoutePage() {
    const [Page] = useState<ComponentType>(() => loaded ?? LazyPage)
    return <Page />
  }
  return { element: <PageSlot page={RoutePage} />, handle: { preload } }
}

/** The preload of a matched route, when that route is a lazy page. */
export function preloadOf(route: RouteObject): LazyRouteHandle['preload'] | undefined {
  const handle: unknown = route.handle
  if (typeof handle !== 'object' || handle === null || !('preload' in handle)) return undefined
  return typeof handle.preload === 'function' ? (handle.preload as LazyRouteHandle['preload']) : undefined
}
