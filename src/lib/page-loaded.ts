/** The longest wait for an idle moment after the load event, on a page that never goes idle. */
const IDLE_TIMEOUT_MS = 2000

/**
 * Resolves once the page has loaded and painted its first screen: after the window's load
 * event, at the next idle moment (React renders the page and the browser paints it first).
 * Resolves at once when the page had already loaded before the call, and when `signal`
 * aborts (the caller's own request then fails as aborted). For downloads, and the work of
 * reading them, that must not compete with the first screen.
 */
export function pageLoaded(signal?: AbortSignal): Promise<void> {
  if (typeof document === 'undefined' || document.readyState === 'complete' || signal?.aborted) return Promise.resolve()
  return new Promise((resolve) => {
    let idle: number | undefined
    const finish = () => {
      window.removeEventListener('load', onLoad)
      signal?.removeEventListener('abort', finish)
      if (idle !== undefined) cancelIdleCallback(idle)
      resolve()
    }
    function onLoad() {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(finish, { timeout: IDLE_TIMEOUT_MS })
      else setTimeout(finish, 0)
    }
    window.addEventListener('load', onLoad)
    signal?.addEventListener('abort', finish)
  })
}
