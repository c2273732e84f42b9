import { afterEach, describe, expect, it, vi } from 'vitest'
import { pageLoaded } from '../../src/lib/page-loaded'

/* The startup product list waits until the page has loaded and painted its first screen. */

/** Pretends the page is still loading, as it is while the app's first render runs. */
function stillLoading() {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive')
}

const settled = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setTimeout(resolve, 5))
  return done
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('pageLoaded', () => {
  it('resolves at once on a page that has already loaded', async () => {
    expect(await settled(pageLoaded())).toBe(true)
  })

  it('waits for the load event, then for an idle moment', async () => {
    stillLoading()
    let idle: (() => void) | undefined
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => ((idle = callback), 7))
    vi.stubGlobal('cancelIdleCallback', () => {})
    const loaded = pageLoaded()
    expect(await settled(loaded)).toBe(false)
    window.dispatchEvent(new Event('load'))
    expect(await settled(loaded)).toBe(false)
    idle?.()
    expect(await settled(loaded)).toBe(true)
  })

  it('stops waiting when the caller aborts', async () => {
    stillLoading()
    const controller = new AbortController()
    const loaded = pageLoaded(controller.signal)
    expect(await settled(loaded)).toBe(false)
    controller.abort()
    expect(await settled(loaded)).toBe(true)
  })
})
