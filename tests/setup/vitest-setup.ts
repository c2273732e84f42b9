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
  window.ResizeObserver ??= ObserverStub as unknown as typeof ResizeObserver
  window.IntersectionObserver ??= ObserverStub as unknown as typeof IntersectionObserver
  window.HTMLElement.prototype.scrollIntoView ??= () => {}
  window.scrollTo = () => {}
  // happy-dom has no FontFaceSet; Mantine's autosize Textarea waits on it
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { configurable: true, value: { ready: Promise.resolve(), addEventListener: () => {}, removeEventListener: () => {} } })
  }
}
