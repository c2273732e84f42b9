import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BEST_DEALS_DELAY_MS, BestDealsSection } from '../../src/features/content/landing/best-deals-section'
import { carouselMachine, type CarouselContext } from '../../src/machines/carousel.machine'
import { renderWithProviders, setupMockBackend } from '../setup/render'
import { coveringPaths, describePath } from './covering-paths'
import { coverageOf, printCoverage, type MachinePath } from './machine-paths'

/*
 * Paths generated from the carousel machine, executed against the best-deals section with the
 * fake backend's products: hover and focus are pointer and focus events on the slides, pause
 * and play are the visible control, a reduced-motion change is the media query changing, and
 * the machine's delay is real time passing (so the paths are few and short).
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
  { type: AFTER },
]

/** What can actually happen on screen: the pointer can only leave once over, and so on. */
function eventsFor(snapshot: AnyMachineSnapshot): EventObject[] {
  const { hovered, focused } = snapshot.context as CarouselContext
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
      // a swipe without hovering, and time passing, only matter while playing
      case 'carousel.navigated':
      case AFTER:
        return playing && !hovered && !focused
      default:
        return true
    }
  })
}

const paths = coveringPaths(carouselMachine, all, eventsFor, { delayMs: BEST_DEALS_DELAY_MS })
const executed: MachinePath[] = []
/** Holding still is proven once per state: each proof costs a full delay of real time. */
const provenStill = new Set<string>()

// jsdom has no layout: give the slides a size so embla can scroll between them
const SLIDE = 200
beforeAll(() => {
  const isSlide = (el: HTMLElement) => el.classList.contains('mantine-Carousel-slide')
  const isFrame = (el: HTMLElement) => el.classList.contains('mantine-Carousel-viewport') || el.classList.contains('mantine-Carousel-container')
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return isSlide(this) ? SLIDE : isFrame(this) ? SLIDE * 2 : 0
    },
  })
  Object.defineProperty(HTMLElement.prototype, 'offsetLeft', {
    configurable: true,
    get(this: HTMLElement) {
      return isSlide(this) ? [...this.parentElement!.children].indexOf(this) * SLIDE : 0
    },
  })
})
afterAll(() => {
  // back to jsdom's own (zero) layout for any file sharing this environment
  Reflect.deleteProperty(HTMLElement.prototype, 'offsetWidth')
  Reflect.deleteProperty(HTMLElement.prototype, 'offsetLeft')
})

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
      try {
        renderWithProviders(<BestDealsSection />)
        // the first render also loads the carousel's lazy chunk
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
              await waitFor(() => expect(slideNumber(region)).toBe((before % slideCount(region)) + 1))
              break
            case 'carousel.motionPreference':
              if (motion.get()) motion.set(false) // only a change is an event
              motion.set(true)
              break
            case AFTER:
              // the slide moves on by itself after the delay
              await waitFor(() => expect(slideNumber(region)).toBe((before % slideCount(region)) + 1), { timeout: BEST_DEALS_DELAY_MS + 1500 })
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
