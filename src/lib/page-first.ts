import { APP_SCRIPTS_META, PAGE_SCRIPTS_META } from '../../contracts/server-page-head'
import { INPUT_HELD_ATTRIBUTE } from './early-input'

/*
 * When and how the live store's page asks for the app's code (decision 0020). The page does not
 * load it itself: its head lists the app's scripts (APP_SCRIPTS_META) and, on a page the server
 * rendered, the page's own (PAGE_SCRIPTS_META), and the early script (src/early-input.ts) asks
 * for them once the largest of the page's first pictures (its largest paint) is shown. On a phone's
 * connection the pictures then do not share the bandwidth with ~175 KB of script, and the
 * script follows at once: the total to fetch is the same, so the page is not interactive any
 * later for it (docs/quality.md has the figures). A buyer who touches the page first waits for
 * no picture: the app's code is asked for at that moment, and the early-input script holds the
 * touch and replays it (src/lib/early-input.ts).
 */

/** The pictures a page draws first: those it asks for at high priority (a product's photo, the first cards, the landing's hero). */
const FIRST_PICTURES = 'img[fetchpriority="high"], link[rel="preload"][as="image"][fetchpriority="high"]'

/** The longest the app's code waits for the first pictures: a picture that hangs must not keep the page inert. */
export const FIRST_PICTURES_WAIT_MS = 2500

/** What a buyer does first to a page: any of these asks for the app's code at once. */
const FIRST_TOUCH_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'input'] as const

/** Resolves once `picture` has loaded (or failed to: a broken picture holds nothing up). */
function pictureLoaded(picture: Element): Promise<void> {
  // a preload: a picture of the same address is answered from what the preload fetched
  const image = picture instanceof HTMLImageElement ? picture : Object.assign(new Image(), { src: (picture as HTMLLinkElement).href })
  if (image.complete) return Promise.resolve()
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true })
    image.addEventListener('error', () => resolve(), { once: true })
  })
}

/** The next frame has been painted. */
const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

/** The drawn area a picture's markup declares; a preload (the landing's hero) declares none and counts as the largest. */
const declaredArea = (picture: Element) =>
  picture instanceof HTMLImageElement ? picture.width * picture.height || Number(picture.getAttribute('width')) * Number(picture.getAttribute('height')) || 0 : Infinity

/**
 * The page's largest paint among its first pictures (the first of the largest): the one the
 * buyer waits to see. The others of its size (the rest of the first row of cards) load beside the
 * app's code; waiting for them all held the listing inert a round trip longer on a slow phone.
 */
function largestFirstPicture(doc: Document): Element | undefined {
  let largest: Element | undefined
  for (const picture of doc.querySelectorAll(FIRST_PICTURES)) if (!largest || declaredArea(picture) > declaredArea(largest)) largest = picture
  return largest
}

/** Resolves once the page's largest first picture has loaded and been painted (at once on a page without any). */
async function firstPicturesShown(doc: Document): Promise<void> {
  const largest = largestFirstPicture(doc)
  if (largest) await pictureLoaded(largest)
  await painted()
}

/** Resolves at the buyer's first touch, click, key or typing (at once if the early-input script already holds one). */
function firstTouch(doc: Document, signal: AbortSignal): Promise<void> {
  if (doc.documentElement.hasAttribute(INPUT_HELD_ATTRIBUTE)) return Promise.resolve()
  return new Promise((resolve) => {
    for (const type of FIRST_TOUCH_EVENTS) doc.addEventListener(type, () => resolve(), { capture: true, passive: true, once: true, signal })
  })
}

/** Resolves after `ms`, unless `signal` ends the wait first. */
function waited(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true })
  })
}

/** Resolves when the app's code should be asked for: the first pictures shown, the buyer's first touch, or FIRST_PICTURES_WAIT_MS, whichever comes first. */
export async function timeForAppCode(doc: Document, waitMs = FIRST_PICTURES_WAIT_MS): Promise<void> {
  const done = new AbortController()
  // never a rejection: whatever goes wrong with a picture, the wait still ends
  const shown = firstPicturesShown(doc).catch(() => undefined)
  await Promise.race([shown, firstTouch(doc, done.signal), waited(waitMs, done.signal)])
  // the moments that did not come no longer listen
  done.abort()
}

/** The scripts a `<meta>` of the page's head lists. */
function listed(doc: Document, name: string): string[] {
  return (doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '').split(' ').filter(Boolean)
}

/**
 * Asks for the app's code: the chunks of the app and of the page, preloaded together, and the
 * app's entry (src/main.tsx), which hydrates the page once they are in.
 */
export function loadAppCode(doc: Document): void {
  const [entry, ...appChunks] = listed(doc, APP_SCRIPTS_META)
  if (entry === undefined) return
  for (const href of [...appChunks, ...listed(doc, PAGE_SCRIPTS_META)]) {
    const link = doc.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    doc.head.append(link)
  }
  const script = doc.createElement('script')
  script.type = 'module'
  script.crossOrigin = ''
  script.src = entry
  doc.head.append(script)
}

/** A page the server rendered (its #root holds the page): not a bare shell the app renders into. */
const serverRendered = (doc: Document) => doc.getElementById('root')?.firstElementChild?.classList.contains('app-shell') === false

/**
 * Once the document is parsed, asks for the app's code: on a page the server rendered, at
 * `timeForAppCode`; on the bare shell (a live server without its SSR build) at once.
 */
export function loadAppCodeInTime(doc: Document): void {
  const load = () => {
    if (!serverRendered(doc)) return loadAppCode(doc)
    void timeForAppCode(doc).then(() => loadAppCode(doc))
  }
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', load, { once: true })
  else load()
}
