import { useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'
import { keepsScroll } from '../ui/keep-scroll'

/** Where each history entry was scrolled to, by location key; kept for a reload within the tab. */
const STORAGE_KEY = 'tanabana:scroll-positions'
const positions = readPositions()

function readPositions(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]')
    return new Map(Array.isArray(saved) ? (saved as [string, number][]) : [])
  } catch {
    return new Map()
  }
}

function savePositions(): void {
  try {
    // the 50 most recently recorded entries are plenty for Back; older ones are dropped
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)))
  } catch {
    // storage full or disabled: Back after a reload starts at the top, nothing worse
  }
}

function elementOfHash(hash: string): HTMLElement | null {
  if (!hash) return null
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)))
  } catch {
    return null // a malformed %-escape names no element
  }
}

/**
 * SPEC 2: every new page starts at the top, while Back and Forward return to where the visitor
 * was on that entry (also after a reload). A navigation may keep the position instead (a
 * listing's filter change, see KEEP_SCROLL), and a #hash scrolls to its element.
 */
export function ScrollOnNavigate() {
  const location = useLocation()
  const navigationType = useNavigationType()

  useLayoutEffect(() => {
    history.scrollRestoration = 'manual' // the browser would restore before the page has rendered
    window.addEventListener('pagehide', savePositions)
    return () => window.removeEventListener('pagehide', savePositions)
  }, [])

  const firstOfDocument = useRef(true)

  useLayoutEffect(() => {
    const { key, hash, state } = location
    const anchor = elementOfHash(hash)
    // The document's own first location, already scrolled: a server-rendered page is scrolled by
    // the buyer (or to its #hash by the browser) before the app takes it over, and moving the
    // window then would pull the page from under their next click (issue 26: no lost interaction).
    const scrolledBeforeApp = firstOfDocument.current && window.scrollY !== 0
    firstOfDocument.current = false
    if (!scrolledBeforeApp) {
      if (navigationType === 'POP') window.scrollTo(0, positions.get(key) ?? 0)
      else if (anchor) anchor.scrollIntoView()
      else if (!keepsScroll(state)) window.scrollTo(0, 0)
    }
    // A layout effect, so the listener belongs to this entry from the moment it is on screen:
    // the scroll event a shorter new page causes is then recorded for the new entry, not the old.
    const record = () => {
      // re-inserted, so the map's order is most recently recorded last (savePositions keeps those)
      positions.delete(key)
      positions.set(key, window.scrollY)
    }
    record()
    window.addEventListener('scroll', record, { passive: true })
    return () => window.removeEventListener('scroll', record)
  }, [location, navigationType])

  return null
}
