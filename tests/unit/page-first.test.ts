import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { APP_SCRIPTS_META, PAGE_SCRIPTS_META } from '../../contracts/server-page-head'
import { INPUT_HELD_ATTRIBUTE } from '../../src/lib/early-input'
import { FIRST_PICTURES_WAIT_MS, loadAppCodeInTime } from '../../src/lib/page-first'

/*
 * Decision 0020: the live page's early script asks for the app's code once the page's first
 * pictures are shown, at the buyer's first touch, or after FIRST_PICTURES_WAIT_MS, whichever
 * comes first; on the bare shell (no server render) at once. What is observable is the page's
 * head: the app's entry as a module script, its chunks and the page's as modulepreloads.
 */

const ENTRY = '/assets/index-entry.js'
const APP_CHUNK = '/assets/react-chunk.js'
const PAGE_CHUNK = '/assets/products-page.js'

/** The head as the build and the server write it, and #root as the server rendered it (or the bare shell). */
function page(root: string) {
  document.head.innerHTML = `<meta name="${APP_SCRIPTS_META}" content="${ENTRY} ${APP_CHUNK}"><meta name="${PAGE_SCRIPTS_META}" content="${PAGE_CHUNK}">`
  document.body.innerHTML = `<div id="root">${root}</div>`
}

/** A first picture that has not loaded yet (jsdom loads no pictures: `complete` says what a browser would). */
function pendingPicture(): HTMLImageElement {
  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')
  if (!picture) throw new Error('the page has no first picture')
  Object.defineProperty(picture, 'complete', { value: false, configurable: true })
  return picture
}

const askedEntry = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((s) => s.getAttribute('src'))
const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))

/** Lets the promises and timers that are due run. */
const settle = () => vi.advanceTimersByTimeAsync(20)

const SERVER_PAGE = '<main><h1>Products</h1><img fetchpriority="high" src="/media/swatch/1.svg" alt=""><button>Add to Cart</button></main>'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
  document.documentElement.removeAttribute(INPUT_HELD_ATTRIBUTE)
})
afterEach(() => {
  vi.useRealTimers()
  document.head.innerHTML = ''
  document.body.innerHTML = ''
})

describe("when the app's code is asked for", () => {
  test('a bare shell (no server render) asks for the app at once, with its chunks', () => {
    page('<div class="app-shell" aria-hidden="true"></div>')
    loadAppCodeInTime(document)
    expect(askedEntry()).toEqual([ENTRY])
    expect(preloaded()).toContain(APP_CHUNK)
  })

  test("a server-rendered page asks once its first picture has loaded and been painted, with the page's own code", async () => {
    page(SERVER_PAGE)
    const picture = pendingPicture()
    loadAppCodeInTime(document)
    await settle()
    expect(askedEntry()).toEqual([])
    expect(preloaded()).toEqual([])
    picture.dispatchEvent(new Event('load'))
    await settle()
    expect(askedEntry()).toEqual([ENTRY])
    expect(preloaded()).toEqual([APP_CHUNK, PAGE_CHUNK])
  })

  test('only the largest of the first pictures is waited for: the logo and the rest of the row load beside the code', async () => {
    page(
      '<header><img fetchpriority="high" src="/brand/logo.svg" width="232" height="52" alt="Tanabana"></header>' +
        '<main><img fetchpriority="high" src="/media/1.svg" width="400" height="500" alt=""><img fetchpriority="high" src="/media/2.svg" width="400" height="500" alt=""></main>',
    )
    const [logo, first, second] = [...document.querySelectorAll<HTMLImageElement>('img')]
    for (const picture of [logo!, first!, second!]) Object.defineProperty(picture, 'complete', { value: false, configurable: true })
    loadAppCodeInTime(document)
    logo!.dispatchEvent(new Event('load'))
    await settle()
    expect(askedEntry()).toEqual([])
    first!.dispatchEvent(new Event('load'))
    await settle()
    expect(askedEntry()).toEqual([ENTRY])
  })

  test('a picture that fails to load holds nothing up', async () => {
    page(SERVER_PAGE)
    const picture = pendingPicture()
    loadAppCodeInTime(document)
    picture.dispatchEvent(new Event('error'))
    await settle()
    expect(askedEntry()).toEqual([ENTRY])
  })

  test("the buyer's first touch asks at once, before the picture is in", async () => {
    page(SERVER_PAGE)
    pendingPicture()
    loadAppCodeInTime(document)
    await settle()
    document.querySelector('button')?.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    await settle()
    expect(askedEntry()).toEqual([ENTRY])
  })

  test('a click the early-input script already holds asks at once', async () => {
    page(SERVER_PAGE)
    pendingPicture()
    document.documentElement.setAttribute(INPUT_HELD_ATTRIBUTE, 'true')
    loadAppCodeInTime(document)
    await settle()
    expect(askedEntry()).toEqual([ENTRY])
  })

  test('a picture that hangs keeps the page inert no longer than the wait', async () => {
    page(SERVER_PAGE)
    pendingPicture()
    loadAppCodeInTime(document)
    await vi.advanceTimersByTimeAsync(FIRST_PICTURES_WAIT_MS - 50)
    expect(askedEntry()).toEqual([])
    await vi.advanceTimersByTimeAsync(100)
    expect(askedEntry()).toEqual([ENTRY])
  })

  test('the code is asked for once, however many of the moments come', async () => {
    page(SERVER_PAGE)
    const picture = pendingPicture()
    loadAppCodeInTime(document)
    document.dispatchEvent(new Event('keydown'))
    picture.dispatchEvent(new Event('load'))
    await vi.advanceTimersByTimeAsync(FIRST_PICTURES_WAIT_MS + 100)
    expect(askedEntry()).toEqual([ENTRY])
    expect(preloaded()).toEqual([APP_CHUNK, PAGE_CHUNK])
  })
})
