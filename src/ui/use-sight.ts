import { useCallback, useLayoutEffect, useRef } from 'react'

/**
 * Reports whether an element is in sight: at least `share` of it on screen (true) or less
 * (false), once when observed and at every crossing after. Attach the answered ref callback to
 * the element. Without IntersectionObserver (a server render, jsdom) nothing is reported.
 */
export function useSight<T extends Element>(onChange: (inSight: boolean) => void, share = 0.5): (element: T | null) => void {
  const report = useRef(onChange)
  useLayoutEffect(() => {
    report.current = onChange
  })
  const observer = useRef<IntersectionObserver | null>(null)
  return useCallback(
    (element: T | null) => {
      observer.current?.disconnect()
      observer.current = null
      if (!element || typeof IntersectionObserver === 'undefined') return
      observer.current = new IntersectionObserver(
        (entries) => {
          const latest = entries.at(-1)
          if (latest) report.current(latest.intersectionRatio >= share)
        },
        { threshold: [0, share] },
      )
      observer.current.observe(element)
    },
    [share],
  )
}
