import { act, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useSight } from '../../src/ui/use-sight'

/* The best-deals carousel turns only while at least half of it is on screen (issue 28). */

/** An IntersectionObserver the test drives: `report(share)` of the observed element on screen. */
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
  const report = (share: number) =>
    act(() => {
      const last = observed.at(-1)!
      last.callback([{ target: last.target!, intersectionRatio: share, isIntersecting: share > 0 } as IntersectionObserverEntry], {} as IntersectionObserver)
    })
  return { observed, report }
}

function Watched({ onChange }: { onChange: (inSight: boolean) => void }) {
  const ref = useSight<HTMLDivElement>(onChange)
  return <div ref={ref} data-testid="watched" />
}

afterEach(() => vi.unstubAllGlobals())

describe('useSight', () => {
  it('reports in sight from half of the element on screen, and out of sight below', () => {
    const { observed, report } = installObserver()
    const seen: boolean[] = []
    const { getByTestId } = render(<Watched onChange={(inSight) => seen.push(inSight)} />)
    expect(observed.at(-1)!.target).toBe(getByTestId('watched'))
    expect(observed.at(-1)!.options?.threshold).toEqual([0, 0.5])
    report(0.1)
    report(0.5)
    report(0.9)
    report(0)
    expect(seen).toEqual([false, true, true, false])
  })

  it('reports nothing where there is no IntersectionObserver (a server render, an old browser)', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const seen: boolean[] = []
    render(<Watched onChange={(inSight) => seen.push(inSight)} />)
    expect(seen).toEqual([])
  })
})
