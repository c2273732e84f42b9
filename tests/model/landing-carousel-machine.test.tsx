import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { BEST_DEALS_DELAY_MS, BestDealsSection } from '../../src/features/content/landing/best-deals-section'
import { carouselMachine, type CarouselContext } from '../../src/machines/carousel.machine'
import { renderWithProviders, setupMockBackend } from '../setup/render'
import { coveringPaths, describePath } from './covering-paths'
import { coverageOf, printCoverage, type MachinePath } from './machine-paths'

/*
 * Paths generated from the carousel machine, executed against the best-deals section with the
 * fake backend's products: hover and focus are pointer and focus events on the slides, pause
 * and play are the visible control, a reduced-motion change is the media query changing, the
 * slides going off and on screen is the IntersectionObserver reporting it, and the machine's
 * delay is real time passing (so the paths are few and short).
 */
setupMockBackend()

const AFTER = 'xstate.after.slideDelay.carousel.playing'
const all: EventObject[] = [
  { type: 'carousel.pointerEnter' },
  { type: 'carousel.pointerLeave' },
  { type: 'carousel.focusIn' },
  { type: 'carousel.focusOut' },
  { type: 'carousel.pause' },
  { type: 'carousel.play' },
  { type: 'carousel.navigated' },
  { type: 'carousel.motionPreference', reduced: true } as EventObject,
  { type: 'carousel.hidden' },
  { type: 'carousel.shown' },
  { type: AFTER },
]

/** What can actually happen on screen: the pointer can only leave once over, and so on. */
function eventsFor(snapshot: AnyMachineSnapshot): EventObject[] {
  const { hovered, focused, outOfSight } = snapshot.context as CarouselContext
  const playing = snapshot.value === 'playing'
  return all.filter((e) => {
    switch (e.type) {
      case 'carousel.pointerEnter':
        return !hovered
      case 'carousel.pointerLeave':
        return hovered
      case 'carousel.focusIn':
        return !focused
      case 'carousel.focusOut':
        return focused
      case 'carousel.pause':
        return snapshot.value !== 'paused'
      case 'carousel.play':
        return snapshot.value === 'paused'
      case 'carousel.hidden':
        return !outOfSight
      case 'carousel.shown':
        return outOfSight
      // a swipe without hovering, and time passing, only matter while playing (and so in sight)
      case 'carousel.navigated':
      case AFTER:
        return playing && !hovered && !focused && !outOfSight
      default:
        return true
    }
  })
}

const paths = coveringPaths(carouselMachine, all, eventsFor, { delayMs: BEST_DEALS_DELAY_MS })
const executed: MachinePath[] = []
/** Holding still is proven once per state: each proof costs a full delay of real time. */
const provenStill = new Set<string>()

// jsdom has no layout and no scrolling: the slides get a size, two fit in the row, and the
// row scrolls as a browser's would (at once), telling its scroll listeners
const SLIDE = 200
const IN_VIEW = 2
const isSlide = (el: Element) => el.tagName === 'LI' && el.closest('[aria-roledescription="carousel"]') !== null
const isRow = (el: Element) => el.tagName === 'UL' && el.closest('[aria-roledescription="carousel"]') !== null
const scrolledTo = new WeakMap<Element, number>()
const layout = {
  offsetLeft: { get(this: HTMLElement) { return isSlide(this) ? [...this.parentElement!.children].indexOf(this) * SLIDE : 0 } },
  clientWidth: { get(this: HTMLElement) { return isRow(this) ? SLIDE * IN_VIEW : 0 } },
  scrollWidth: { get(this: HTMLElement) { return isRow(this) ? this.children.length * SLIDE : 0 } },
  scrollLeft: {
    get(this: HTMLElement) { return scrolledTo.get(this) ?? 0 },
    set(this: HTMLElement, left: number) { scrolledTo.set(this, left) },
  },
} as const
beforeAll(() => {
  for (const [name, descriptor] of Object.entries(layout)) Object.defineProperty(HTMLElement.prototype, name, { configurable: true, ...descriptor })
  Object.defineProperty(HTMLElement.prototype, 'scrollTo', {
    configurable: true,
    value(this: HTMLElement, options: ScrollToOptions) {
      const end = this.scrollWidth - this.clientWidth
      this.scrollLeft = Math.max(0, Math.min(end, options.left ?? 0))
      this.dispatchEvent(new Event('scroll'))
    },
  })
})
afterAll(() => {
  // back to jsdom's own (zero) layout for any file sharing this environment
  for (const name of [...Object.keys(layout), 'scrollTo']) Reflect.deleteProperty(HTMLElement.prototype, name)
})

/** The slide the row starts at after one more: past the last position it starts over. */
const nextSlide = (before: number, count: number) => (before >= count - IN_VIEW + 1 ? 1 : before + 1)

/** An IntersectionObserver the test drives, as scrolling would: `report(share)` of the slides on screen. */
function controllableSight() {
  const observers: { callback: IntersectionObserverCallback; target?: Element }[] = []
  class Controlled {
    constructor(callback: IntersectionObserverCallback) {
      observers.push({ callback })
    }
    observe(target: Element) {
      observers.at(-1)!.target = target
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  }
  vi.stubGlobal('IntersectionObserver', Controlled)
  return {
    report(share: number) {
      const latest = observers.at(-1)!
      act(() => latest.callback([{ target: latest.target!, intersectionRatio: share, isIntersecting: share > 0 } as IntersectionObserverEntry], {} as IntersectionObserver))
    },
    restore: () => vi.unstubAllGlobals(),
  }
}

/** A prefers-reduced-motion media query the test can change, as the OS setting would. */
function controllableReducedMotion() {
  let reduced = false
  const listeners = new Set<(e: { matches: boolean }) => void>()
  const original = window.matchMedia
  window.matchMedia = (query: string) => {
    const isMotion = query.includes('prefers-reduced-motion')
    const list = original(query)
    if (!isMotion) return list
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
    get: () => reduced,
    restore: () => (window.matchMedia = original),
  }
}

const status = (region: HTMLElement) => within(region).getByRole('status').textContent ?? ''
const slideNumber = (region: HTMLElement) => Number(/Slide (\d+) of/.exec(status(region))?.[1])
const slideCount = (region: HTMLElement) => Number(/of (\d+)/.exec(status(region))?.[1])
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function expectControl(value: unknown) {
  const name = value === 'paused' ? 'Play best deals' : 'Pause best deals'
  expect(screen.getByRole('button', { name })).toHaveTextContent(value === 'paused' ? 'Play' : 'Pause')
}

describe('carousel machine paths, executed on the best-deals carousel', () => {
  afterAll(() => printCoverage(coverageOf(carouselMachine, executed)))

  it.each(paths.map((p) => [describePath(p), p] as const))(
    '%s',
    async (_, path) => {
      const motion = controllableReducedMotion()
      const sight = controllableSight()
      try {
        renderWithProviders(<BestDealsSection />)
        // the deals arrive from the fake backend's startup load
        const region = await screen.findByRole('region', { name: 'Best deals' }, { timeout: 8000 })
        const slides = region.parentElement!
        await waitFor(() => expect(slideCount(region)).toBeGreaterThan(2))
        expectControl('playing')

        for (const step of path.steps.slice(1)) {
          const before = slideNumber(region)
          const toggle = () => screen.getByRole('button', { name: /best deals$/ })
          switch (step.event.type) {
            case 'carousel.pointerEnter':
              fireEvent.mouseEnter(slides)
              break
            case 'carousel.pointerLeave':
              fireEvent.mouseLeave(slides)
              break
            case 'carousel.focusIn':
              act(() => within(region).getAllByRole('link')[0]!.focus())
              break
            case 'carousel.focusOut':
              act(() => toggle().focus())
              break
            case 'carousel.pause':
            case 'carousel.play':
              // a click that neither moves the pointer nor the focus, which are steps of their own
              fireEvent.click(toggle())
              break
            case 'carousel.navigated':
              fireEvent.click(within(region).getByRole('button', { name: 'Next deals' }))
              await waitFor(() => expect(slideNumber(region)).toBe(nextSlide(before, slideCount(region))))
              break
            case 'carousel.motionPreference':
              if (motion.get()) motion.set(false) // only a change is an event
              motion.set(true)
              break
            case 'carousel.hidden':
              sight.report(0.2)
              break
            case 'carousel.shown':
              sight.report(0.8)
              break
            case AFTER:
              // the slide moves on by itself after the delay
              await waitFor(() => expect(slideNumber(region)).toBe(nextSlide(before, slideCount(region))), { timeout: BEST_DEALS_DELAY_MS + 1500 })
              break
            default:
              throw new Error(`no user action for ${step.event.type}`)
          }
          expectControl(step.state.value)
        }

        const last = String(path.steps.at(-1)!.state.value)
        if (last !== 'playing' && !provenStill.has(last)) {
          provenStill.add(last)
          // held or paused: a full delay passes and nothing moves
          const still = slideNumber(region)
          await wait(BEST_DEALS_DELAY_MS + 400)
          expect(slideNumber(region)).toBe(still)
        }
        executed.push(path)
      } finally {
        motion.restore()
        sight.restore()
      }
    },
    20_000,
  )

  it('reaches every state and takes every transition of the machine', () => {
    const coverage = coverageOf(carouselMachine, paths)
    expect(coverage.missingStates).toEqual([])
    expect(coverage.missingTransitions).toEqual([])
  })
})
