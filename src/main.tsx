import './app/app-shell.css'

/*
 * The entry: as little as possible. A page the live server rendered is complete without script:
 * its HTML, stylesheets and pictures come first, and the app's code (src/app/start.tsx and all it
 * imports) is asked for once the page has loaded and painted, then hydrates it. Until then the
 * page's links work as plain links. A page with nothing rendered in #root (a live server
 * without its SSR build) starts the app at once. Mock mode has its own entry, src/main-mock.tsx.
 */

/** The longest the app waits for the page to load: a picture that hangs must not keep the page inert. */
const LOAD_WAIT_MS = 3000

/** Resolves once the window's load event has fired (the page's stylesheets and eager pictures are in), or after LOAD_WAIT_MS. */
function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve()
  return new Promise((resolve) => {
    window.addEventListener('load', () => resolve(), { once: true })
    setTimeout(resolve, LOAD_WAIT_MS)
  })
}

/** The next frame has been painted. */
const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

/** Starts the app; a server-rendered page first loads and paints (no top-level await: see src/main-mock.tsx). */
async function main() {
  if (document.getElementById('root')?.firstElementChild != null) {
    await pageLoaded()
    // the pictures that just came in are drawn before the app's code takes the main thread
    await painted()
  }
  const { startApp } = await import('./app/start')
  await startApp()
}

main().catch((error: unknown) => {
  // the app's code could not be fetched (the connection dropped): the server's page stays, its links working
  console.warn('[app] did not start; the page stays as the server sent it:', error)
})
