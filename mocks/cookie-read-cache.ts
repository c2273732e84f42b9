/**
 * MSW matches every request the page makes (API calls, but also each image, script and style
 * its worker forwards) against every handler in turn, and each handler's match step reads
 * `document.cookie`. In Chromium that getter is a synchronous round trip to the browser's
 * cookie store: with one handler per endpoint row it ran about 50 times per request, over
 * 160 ms of main-thread time while the landing page loaded, and a large share of a filter click.
 *
 * This keeps the value read from `document.cookie` until the current task ends, so one request's
 * matching reads it once. Writing through `document.cookie` drops the kept value at once; a
 * cookie set by an HTTP response shows up from the next task (the fake backend and vite preview
 * set none). Mock mode only (installed by startMockBackend).
 */
export function cacheCookieReadsPerTask(doc: Document = document): void {
  const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')
  if (!native?.get || !native.set || Object.getOwnPropertyDescriptor(doc, 'cookie')) return
  const read = native.get
  const write = native.set
  let kept: string | null = null
  const forget = () => {
    kept = null
  }
  Object.defineProperty(doc, 'cookie', {
    configurable: true,
    enumerable: true,
    get(this: Document) {
      if (kept === null) {
        kept = read.call(this) as string
        setTimeout(forget, 0)
      }
      return kept
    },
    set(this: Document, value: string) {
      kept = null
      write.call(this, value)
    },
  })
}
