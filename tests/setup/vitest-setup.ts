import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// RTL only cleans up by itself with `globals: true`
afterEach(() => cleanup())

if (typeof window !== 'undefined') {
  // jsdom lacks these; Mantine and embla need them
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  })
  class ObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  }
  /** jsdom has no layout, so every observed element counts as on screen (parts below the fold load). */
  class IntersectionObserverStub {
    private readonly watched = new Set<Element>()
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.watched.add(target)
      setTimeout(() => {
        if (!this.watched.has(target)) return
        const rect = target.getBoundingClientRect()
        const entry = { target, isIntersecting: true, intersectionRatio: 1, boundingClientRect: rect, intersectionRect: rect, rootBounds: null, time: performance.now() }
        this.callback([entry], this as unknown as IntersectionObserver)
      })
    }
    unobserve(target: Element) {
      this.watched.delete(target)
    }
    disconnect() {
      this.watched.clear()
    }
    takeRecords() {
      return []
    }
  }
  window.ResizeObserver ??= ObserverStub as unknown as typeof ResizeObserver
  window.IntersectionObserver ??= IntersectionObserverStub as unknown as typeof IntersectionObserver
  window.HTMLElement.prototype.scrollIntoView ??= () => {}
  window.scrollTo = () => {}
  // happy-dom has no FontFaceSet; Mantine's autosize Textarea waits on it
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { configurable: true, value: { ready: Promise.resolve(), addEventListener: () => {}, removeEventListener: () => {} } })
  }
}
