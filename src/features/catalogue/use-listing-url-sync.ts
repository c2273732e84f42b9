import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import type { ActorRefFrom } from 'xstate'
import { listingSearch, parseListingQuery, sameListingQuery } from '../../lib/listing-filters'
import type { ListingEmitted, listingMachine } from '../../machines/listing.machine'
import { KEEP_SCROLL } from '../../ui/keep-scroll'

/** Longest wait for an idle moment: the URL must not lag the grid noticeably on a busy page. */
const IDLE_TIMEOUT_MS = 300

/**
 * Runs `task` after the next frame has been painted, in an idle moment (or after a short delay
 * where the browser has no idle callbacks). Returns a function that cancels it.
 */
function afterPaintWhenIdle(task: () => void): () => void {
  let idle: number | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  // scheduled from an animation frame, the idle period comes after that frame is on screen
  const frame = requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
    else timer = setTimeout(task, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    if (idle !== undefined) cancelIdleCallback(idle)
    clearTimeout(timer)
  }
}

/**
 * Mirrors the listing's query in the URL, so Back, reload and a shared link restore the same
 * results. The URL is the source on load and on every history move (Back, a category-bar link);
 * the shopper's own changes are pushed as new history entries so Back steps through them, each
 * once its answer has arrived.
 * `startedFromSnapshot`: the state explorer started the listing in a chosen state, whose query
 * the URL does not carry; syncing that URL would replace it, so it waits for the next URL.
 */
export function useListingUrlSync(listing: ActorRefFrom<typeof listingMachine>, startedFromSnapshot = false): void {
  const { search } = useLocation()
  const navigate = useNavigate()
  // the search this hook pushed last, until the router reports it back
  const ownPush = useRef<string | null>(null)
  const urlSearch = useRef(search)

  useEffect(() => {
    // the shopper's latest change, waiting for its answer
    let pending: ListingEmitted | null = null
    const changed = listing.on('listing.queryChanged', (e) => {
      pending = e
      // a new page starts at the top; a filter change keeps the shopper where they are
      if (e.cause === 'page') window.scrollTo({ top: 0 })
    })
    // The URL follows once the answer is painted. A router navigation re-renders every part of
    // the page that reads the location: done at the click, it held up the fake backend's answer
    // (which runs on this same thread) and the repainted grid by about 20 ms.
    let cancelPush = () => {}
    const settled = listing.subscribe((snapshot) => {
      // a newer change or a URL adopted meanwhile: a push still waiting would now be stale
      if (snapshot.matches('loading')) return cancelPush()
      if (!pending) return
      const { query } = pending
      pending = null
      // a URL adopted while it loaded (Back, a category link) wins over the shopper's change
      if (!sameListingQuery(query, snapshot.context.query)) return
      cancelPush = afterPaintWhenIdle(() => {
        const target = listingSearch(query)
        if (target === urlSearch.current) return // changed and changed back: no new Back step
        ownPush.current = target
        // the window stays put: a new page already went to the top at the change itself
        void navigate({ search: target }, { state: KEEP_SCROLL })
      })
    })
    return () => {
      changed.unsubscribe()
      settled.unsubscribe()
      cancelPush()
    }
  }, [listing, navigate])

  const snapshotSearch = useRef(startedFromSnapshot ? search : null)
  useEffect(() => {
    urlSearch.current = search
    if (search === snapshotSearch.current) return
    snapshotSearch.current = null
    // Our own push comes back here too, maybe after the shopper changed the filters again:
    // echoing it to the machine would undo that newer change.
    const own = search === ownPush.current
    ownPush.current = null
    if (own) return
    listing.send({ type: 'listing.sync', query: parseListingQuery(new URLSearchParams(search)) })
  }, [listing, search])
}
