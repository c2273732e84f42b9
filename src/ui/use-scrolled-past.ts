import { useCallback, useRef, useState } from 'react'

/**
 * The observer's root runs from under the sticky header down past any page's end: an element
 * still below the viewport counts as inside it, so the one change it reports is the element
 * leaving over the top edge and coming back. A root of the viewport alone reports nothing for a
 * jump from below the viewport to above it (a fling, End, a link to a part further down).
 */
const FAR_BELOW = '1000000px'

/**
 * Whether the page has been scrolled past an element: it is out of view above the top edge, or
 * under a sticky header `topInset` px tall. Below the viewport (not reached yet) is not past.
 * False on the server and in the hydration render, so a server-rendered page and its first
 * browser render agree; the IntersectionObserver decides after mount. Without one: never past.
 */
export function useScrolledPast<T extends Element>(topInset = 0): [(element: T | null) => void, boolean] {
  const [past, setPast] = useState(false)
  const observer = useRef<IntersectionObserver | null>(null)
  const ref = useCallback(
    (element: T | null) => {
      observer.current?.disconnect()
      observer.current = null
      if (!element || typeof IntersectionObserver === 'undefined') {
        setPast(false)
        return
      }
      observer.current = new IntersectionObserver(
        (entries) => {
          const entry = entries[entries.length - 1]
          if (!entry) return
          const top = entry.rootBounds?.top ?? topInset
          setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= top)
        },
        { rootMargin: `-${topInset}px 0px ${FAR_BELOW} 0px` },
      )
      observer.current.observe(element)
    },
    [topInset],
  )
  return [ref, past]
}
