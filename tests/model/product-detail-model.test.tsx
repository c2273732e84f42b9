import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { notifications } from '@mantine/notifications'
import type { AnyMachineSnapshot } from 'xstate'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockBackend } from '../../mocks/node'
import type { ProductRecord } from '../../seed/records'
import { setScenario } from '../../mocks/scenarios'
import { GALLERY_INTERVAL_MS, productDetailMachine, type GalleryHold, type ProductDetailContext } from '../../src/machines/product-detail.machine'
import { HttpError } from '../../src/services/api-error'
import { setupMockBackend, signInAsDemoBuyer } from '../setup/render'
import { PAGE_LOAD, RequestGate, renderApp } from './app-model-support'
import { expectCoverage, reportCoverage } from './coverage-report'
import { walk } from './catalogue-model-paths'
import type { MachinePath } from './machine-paths'
import { START_MICROSTEP, describeWorldPath, pickCovering, worldCandidates, type ModelEvent, type World } from './world-paths'

/*
 * Paths generated from the product-detail machine (SPEC 2, 9), executed on the whole app at
 * /product/<id>: opened from a card (the product in navigation state, read again behind it),
 * straight by its address (GET /product/{id} alone), or at an id no product has. The backend's
 * answers to that call (the product, a 404, a server error) wait at a gate until the path's next
 * step is that answer; a retry is the page's Try again and a refresh is the buyer adding a
 * review. The gallery's events are the pointer over it, its pause and play control, its
 * thumbnails and arrows, the colour swatches, and the OS's reduced-motion setting; the 8-second
 * advance is fake time passing. In every state the page shows what the machine holds, and a
 * held or single-image gallery does not move when 8 seconds pass.
 */
setupMockBackend()
configure({ asyncUtilTimeout: 5000 })

/**
 * A product with several colours whose first colour has several images; its second colour is
 * given a single photo, so the still gallery (one image, nothing to advance) can be shown.
 */
const seedProducts = mockBackend.db.get('products')
const original = seedProducts.find((p) => p.productVarieties.length > 1 && p.productVarieties[0]!.images.length >= 3)!
const product: ProductRecord = {
  ...original,
  productVarieties: original.productVarieties.map((v, i) => (i === 1 ? { ...v, images: v.images.slice(0, 1) } : v)),
}
const storeProducts = seedProducts.map((p) => (p._id === product._id ? product : p))
beforeEach(() => mockBackend.db.put('products', storeProducts))

const UNKNOWN_ID = 'no-such-product'
const AFTER = `xstate.after.${GALLERY_INTERVAL_MS}.productDetail.showing.playing`
const loaded: ModelEvent = { type: 'xstate.done.actor.loadProduct', output: product }
const loadMissing: ModelEvent = { type: 'xstate.error.actor.loadProduct', error: new HttpError('product', 404, 'Product not found') }
const loadFails: ModelEvent = { type: 'xstate.error.actor.loadProduct', error: new HttpError('product', 500, 'SomeThing Went Wrong') }
const refreshed: ModelEvent = { type: 'xstate.done.actor.refreshProduct', output: product }
const refreshFails: ModelEvent = { type: 'xstate.error.actor.refreshProduct', error: new HttpError('product', 500, 'SomeThing Went Wrong') }
const retry: ModelEvent = { type: 'product.retry' }
const reviewed: ModelEvent = { type: 'product.refresh' }
const hold = (reason: GalleryHold): ModelEvent => ({ type: 'gallery.hold', reason })
const release = (reason: GalleryHold): ModelEvent => ({ type: 'gallery.release', reason })

const imagesOf = (c: ProductDetailContext) => c.product?.productVarieties[c.varietyIndex]?.images ?? []

/** The world beside the machine: whether a background read of the shown product is at the gate. */
type Reading = 'idle' | 'refreshing'
const worldFrom = (start: Reading): World<Reading> => ({
  start,
  events: (snapshot, reading) => {
    const c = snapshot.context as ProductDetailContext
    const out: ModelEvent[] = []
    if (snapshot.matches('loading')) out.push(c.productId === UNKNOWN_ID ? loadMissing : loaded, loadFails)
    if (snapshot.matches('unavailable')) out.push(retry)
    // the OS setting can change whatever the page shows
    out.push(c.holds.includes('reducedMotion') ? release('reducedMotion') : hold('reducedMotion'))
    if (!snapshot.matches('showing')) return out
    out.push(...(reading === 'refreshing' ? [refreshed, refreshFails] : [reviewed]))
    out.push(c.holds.includes('hover') ? release('hover') : hold('hover'))
    out.push({ type: 'variety.select', index: c.varietyIndex === 0 ? 1 : 0 })
    if (imagesOf(c).length > 1) {
      // the pause control is left out while motion is reduced (it could not play anyway)
      if (!c.holds.includes('reducedMotion')) out.push(c.holds.includes('user') ? release('user') : hold('user'))
      out.push({ type: 'gallery.show', index: 1 }, { type: 'gallery.next' }, { type: 'gallery.previous' })
    }
    if (snapshot.matches({ showing: 'playing' })) out.push({ type: AFTER })
    return out
  },
  next: (reading, event) => (event === reviewed ? 'refreshing' : event === refreshed || event === refreshFails ? 'idle' : reading),
})

const starts = {
  // the card's copy shows at once and is read again behind it
  'opened from a card': { input: { productId: product._id, product }, reading: 'refreshing' },
  'opened by its address': { input: { productId: product._id, product: null }, reading: 'idle' },
  'an unknown id': { input: { productId: UNKNOWN_ID, product: null }, reading: 'idle' },
} as const
type Start = keyof typeof starts

const snapshotKey = (s: AnyMachineSnapshot) => {
  const c = s.context as ProductDetailContext
  return [s.value, [...c.holds].sort(), c.varietyIndex, c.imageIndex, c.product?._id ?? null]
}
const candidates = Object.entries(starts).flatMap(([start, { input, reading }]) =>
  worldCandidates(productDetailMachine, worldFrom(reading), { input, snapshotKey, maxDepth: 6, startMicrosteps: true }).map((p) => ({
    ...p,
    start: start as Start,
  })),
)
/**
 * Holds the generated paths need not take (the reduced-motion hold already covers the event
 * types): the pause control, and the pointer whose release leaves another hold in place.
 */
const journeys = [
  [hold('user'), { type: 'gallery.next' }, release('user'), { type: AFTER }],
  [hold('hover'), hold('user'), release('hover'), { type: 'gallery.previous' }, release('user'), { type: AFTER }],
].map((events) => ({ ...walk(productDetailMachine, starts['opened from a card'].input, events), start: 'opened from a card' as Start }))
const paths = [...pickCovering(productDetailMachine, candidates), ...journeys]
const executed: MachinePath[] = []

let gate: RequestGate
beforeEach(() => {
  gate = new RequestGate('get', '*/api/product/:id')
})
afterEach(() => gate.releaseAll())

// fake time for the 8-second advance, running on by itself so everything else behaves as usual
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }))
afterEach(() => vi.useRealTimers())
const passTime = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms))

/** prefers-reduced-motion as a setting the test changes, as the OS would. */
function controllableReducedMotion() {
  let reduced = false
  const listeners = new Set<(e: { matches: boolean }) => void>()
  const original = window.matchMedia
  window.matchMedia = (query: string) => {
    const list = original(query)
    if (!query.includes('prefers-reduced-motion')) return list
    return {
      ...list,
      get matches() {
        return reduced
      },
      addEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.add(l),
      removeEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.delete(l),
    } as unknown as MediaQueryList
  }
  return {
    set(next: boolean) {
      reduced = next
      act(() => listeners.forEach((l) => l({ matches: next })))
    },
    restore: () => (window.matchMedia = original),
  }
}

const gallery = () => screen.getByRole('region', { name: `${product.name} images` })
const stageImage = () => within(gallery()).getAllByRole('img')[0]!

/** What the page shows in a state. */
async function expectPage(state: AnyMachineSnapshot) {
  const c = state.context as ProductDetailContext
  if (state.matches('loading')) {
    expect(await screen.findByLabelText('Loading product', {}, PAGE_LOAD)).toHaveAttribute('aria-busy', 'true')
    return
  }
  if (state.matches('notFound')) {
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' }, PAGE_LOAD)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/products')
    return
  }
  if (state.matches('unavailable')) {
    expect(await screen.findByRole('heading', { level: 1, name: 'This product could not be loaded' }, PAGE_LOAD)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled()
    return
  }
  expect(await screen.findByRole('heading', { level: 1, name: product.name }, PAGE_LOAD)).toBeInTheDocument()
  const variety = product.productVarieties[c.varietyIndex]!
  expect(screen.getByRole('radio', { name: variety.color })).toBeChecked()
  const images = imagesOf(c)
  const controls = within(gallery())
  if (images.length <= 1) {
    expect(stageImage()).toHaveAttribute('alt', product.name)
    expect(controls.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument()
    expect(controls.queryByRole('list', { name: 'Choose an image' })).not.toBeInTheDocument()
    expect(controls.queryByRole('button', { name: /slideshow$/ })).not.toBeInTheDocument()
    return
  }
  expect(stageImage()).toHaveAttribute('alt', `${product.name}, image ${c.imageIndex + 1} of ${images.length}`)
  expect(stageImage()).toHaveAttribute('src', images[c.imageIndex])
  const thumbs = controls.getAllByRole('button', { name: /^Show image/ })
  thumbs.forEach((thumb, i) => expect(thumb).toHaveAttribute('aria-current', String(i === c.imageIndex)))
  const pause = controls.queryByRole('button', { name: /slideshow$/ })
  if (c.holds.includes('reducedMotion')) expect(pause).toBeNull()
  else expect(pause).toHaveAccessibleName(c.holds.includes('user') ? 'Play slideshow' : 'Pause slideshow')
}

/** Held, paused or with one image: a full interval passes and the picture stays. */
async function expectStill() {
  const before = stageImage().getAttribute('src')
  await passTime(GALLERY_INTERVAL_MS + 200)
  expect(stageImage().getAttribute('src')).toBe(before)
}

async function play(event: ModelEvent, before: AnyMachineSnapshot, motion: ReturnType<typeof controllableReducedMotion>) {
  const c = before.context as ProductDetailContext
  switch (event.type) {
    case 'xstate.done.actor.loadProduct':
    case 'xstate.done.actor.refreshProduct':
    case 'xstate.error.actor.loadProduct':
    case 'xstate.error.actor.refreshProduct':
      // the unknown id's 404 is the backend's own answer
      setScenario('product', event === loadFails || event === refreshFails ? 'server-error' : 'success')
      await gate.answer()
      return
    case 'product.retry':
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
      return
    case 'product.refresh': {
      fireEvent.click(screen.getByRole('button', { name: 'Review Your Purchase' }))
      const dialog = await screen.findByRole('dialog', { name: 'Review Your Purchase' }, PAGE_LOAD)
      fireEvent.change(within(dialog).getByRole('textbox', { name: /Your review/ }), { target: { value: 'Even dye, true to the photos' } })
      fireEvent.click(within(dialog).getByRole('radio', { name: '5 stars' }))
      fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Review' }))
      expect(await screen.findByText('Review Added Successfully')).toBeInTheDocument()
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Review Your Purchase' })).not.toBeInTheDocument())
      return
    }
    case 'gallery.hold':
    case 'gallery.release': {
      const on = event.type === 'gallery.hold'
      if (event.reason === 'reducedMotion') return motion.set(on)
      if (event.reason === 'hover') {
        if (on) fireEvent.mouseEnter(gallery())
        else fireEvent.mouseLeave(gallery())
        return
      }
      // a click that moves neither the pointer nor the focus, which are events of their own
      fireEvent.click(within(gallery()).getByRole('button', { name: on ? 'Pause slideshow' : 'Play slideshow' }))
      return
    }
    case 'variety.select':
      fireEvent.click(screen.getByRole('radio', { name: product.productVarieties[event.index as number]!.color }))
      return
    case 'gallery.show':
      fireEvent.click(within(gallery()).getByRole('button', { name: `Show image ${(event.index as number) + 1} of ${imagesOf(c).length}` }))
      return
    case 'gallery.next':
    case 'gallery.previous':
      fireEvent.click(within(gallery()).getByRole('button', { name: event.type === 'gallery.next' ? 'Next image' : 'Previous image' }))
      return
    case AFTER: {
      const from = stageImage().getAttribute('src')
      await passTime(GALLERY_INTERVAL_MS)
      expect(stageImage().getAttribute('src')).not.toBe(from)
      return
    }
    default:
      throw new Error(`no action for ${event.type}`)
  }
}

const title = (p: (typeof paths)[number]) =>
  `${p.start}: ${describeWorldPath(p, (e) => (e === loadMissing ? '404' : e === loadFails || e === refreshFails ? '500' : String(e.reason ?? e.index ?? '')))}`

describe('product-detail machine paths, executed on the product page', () => {
  afterAll(() => reportCoverage(productDetailMachine, executed))

  it.each(paths.map((p) => [title(p), p] as const))(
    '%s',
    async (_, path: MachinePath & { start: Start }) => {
      const motion = controllableReducedMotion()
      try {
        await signInAsDemoBuyer() // a review (the refresh) needs a signed-in buyer
        const { input } = starts[path.start]
        renderApp({ pathname: `/product/${input.productId}`, state: input.product ? { product: input.product } : null })
        await gate.arrived(1)
        for (let i = 0; i < path.steps.length; i++) {
          const { event, state } = path.steps[i]!
          const snapshot = state as AnyMachineSnapshot
          if (i > 0 && event.type !== START_MICROSTEP) {
            act(() => notifications.clean()) // each step's toast is judged on its own
            await play(event as ModelEvent, path.steps[i - 1]!.state as AnyMachineSnapshot, motion)
          }
          // a microstep the start passes through (resolving, when a card passed the product) is never painted
          if (path.steps[i + 1]?.event.type === START_MICROSTEP) continue
          await expectPage(snapshot)
          if (snapshot.matches({ showing: 'paused' }) || snapshot.matches({ showing: 'still' })) await expectStill()
        }
        // one read of the product per load, retry and review: never the whole catalogue
        expect(gate.arrivals).toBe(1 + path.events.filter((e) => e === retry || e === reviewed).length)
        executed.push(path)
      } finally {
        motion.restore()
      }
    },
    30_000,
  )

  it('reaches every state and takes every transition a screen can take', () => {
    expectCoverage(productDetailMachine, executed)
  })
})
