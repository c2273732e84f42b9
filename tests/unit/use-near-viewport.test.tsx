import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useNearViewport } from '../../src/ui/use-near-viewport'

/* Parts below the fold (the best-deals carousel's code) wait until the visitor scrolls near. */

/** An IntersectionObserver the test drives: `reach()` reports the observed element as near. */
function installObserver() {
  const observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; target?: Element }[] = []
  class Controlled {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observed.push({ callback, ...(options ? { options } : {}) })
    }
    observe(target: Element) {
      observed.at(-1)!.target = target
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  }
  vi.stubGlobal('IntersectionObserver', Controlled)
  const report = (isIntersecting: boolean) =>
    act(() => {
      const last = observed.at(-1)!
      last.callback([{ target: last.target!, isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver)
    })
  return { observed, reach: () => report(true), stayAway: () => report(false) }
}

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>('300px')
  return <div ref={ref}>{near ? 'loaded' : 'waiting'}</div>
}

afterEach(() => vi.unstubAllGlobals())

describe('useNearViewport', () => {
  it('stays false until the element comes within the margin, then stays true', () => {
    const io = installObserver()
    render(<Probe />)
    expect(screen.getByText('waiting')).toBeInTheDocument()
    expect(io.observed[0]!.options?.rootMargin).toBe('300px')
    io.stayAway()
    expect(screen.getByText('waiting')).toBeInTheDocument()
    io.reach()
    expect(screen.getByText('loaded')).toBeInTheDocument()
  })

  it('answers true at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(<Probe />)
    expect(screen.getByText('loaded')).toBeInTheDocument()
  })
})
