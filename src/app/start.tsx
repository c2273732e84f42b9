import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { Option, Schema } from 'effect'
import { SERVER_PAGE_DATA_ID, ServerPageData } from '../../contracts/server-page-data'
import { App } from './app'
import { prepareApp } from './bootstrap'
import { preloadLandingHero, preloadRoute } from './preload-route'
import { ROUTER_BASENAME } from './router'
import { appRoutes } from './routes'

/*
 * The app's start, loaded by src/main.tsx: hydrates the page the server rendered, or renders
 * the app into an empty #root (mock mode; a live server without its SSR build).
 */

/**
 * The data a server-rendered page was drawn from, decoded against its contract as every answer
 * of the server is, or null: a client-rendered page (mock mode never renders on a server; the
 * live server falls back to the bare shell without its SSR build), or data that does not decode
 * (then the page is rendered afresh over the server's HTML).
 */
function serverPageData(root: HTMLElement): ServerPageData | null {
  if (import.meta.env.VITE_MOCK === 'true' || !root.firstElementChild) return null
  const text = document.getElementById(SERVER_PAGE_DATA_ID)?.textContent
  if (!text) return null
  return Option.getOrNull(decodeServerPageData(text))
}

const decodeServerPageData = Schema.decodeUnknownOption(Schema.fromJsonString(ServerPageData))

/** How long the first render waits for the page's code before it shows the layout with a loading state. */
const PAGE_CODE_WAIT_MS = 1000

export async function startApp() {
  // the page's code downloads while the app prepares (cache check; in mock mode the fake backend)
  const pageCode = preloadRoute(appRoutes, window.location.pathname, ROUTER_BASENAME)
  preloadLandingHero(window.location.pathname, ROUTER_BASENAME)
  if (!(await prepareApp())) return // the page is reloading (SPEC 4 cache rule)
  // The page's code is usually in by now or soon after: rendered with it, the first screen is
  // the whole page at once, instead of a loading state the page replaces a few hundred ms later
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html lost its #root element')
  const onCaughtError = (error: unknown) => console.warn('[page] shown as an error message:', error)
  const served = serverPageData(root)
  if (served) {
    // The server drew this page: hydrated once its code is in (lazyRoute then renders it
    // without suspending, as the server did), with the data the server drew it from. The HTML
    // stays on screen, and usable as links, meanwhile.
    await pageCode
    // in a transition, as the client render below: React hydrates in slices and yields to the
    // browser between them, so a tap during hydration is not held up behind one long task
    startTransition(() => {
      hydrateRoot(root, <App serverData={served} />, { onCaughtError })
    })
    return
  }
  await Promise.race([pageCode, new Promise((resolve) => setTimeout(resolve, PAGE_CODE_WAIT_MS))])
  // No <StrictMode>: its simulated unmount stops and rehydrates the app-wide XState actors
  // (@xstate/react 6.1.0), and in the dev server the product store then never showed the
  // startup load it had received. Dev must behave like the production build.
  // A page that fails is shown as a message by its error boundary; React's default would also
  // print a console error for what the visitor already sees handled.
  const reactRoot = createRoot(root, { onCaughtError })
  // A transition: React renders the first screen in slices, yielding to the browser between
  // them, instead of one long task that holds the main thread (and input) until it is done
  startTransition(() => reactRoot.render(<App />))
}

