import { useCallback, useRef, useState } from 'react'

/**
 * Whether an element has come near the viewport (within `margin`), for parts below the fold
 * whose code or data can wait until the visitor scrolls towards them. Once near, it stays true.
 * Attach the answered ref callback to the element. Without IntersectionObserver it answers true.
 */
export function useNearViewport<T extends Element>(margin = '600px'): [(element: T | null) => void, boolean] {
  // on the server (no window) not near, as in the browser's hydration render
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined')
  const observer = useRef<IntersectionObserver | null>(null)
  const ref = useCallback(
    (element: T | null) => {
      observer.current?.disconnect()
      observer.current = null
      if (!element || near) return
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return
          observer.current?.disconnect()
          setNear(true)
        },
        { rootMargin: margin },
      )
      observer.current.observe(element)
    },
    [margin, near],
  )
  return [ref, near]
}
