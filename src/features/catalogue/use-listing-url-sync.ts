import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import type { ActorRefFrom } from 'xstate'
import { listingSearch, parseListingQuery } from '../../lib/listing-filters'
import type { listingMachine } from '../../machines/listing.machine'

/**
 * Mirrors the listing's query in the URL, so Back, reload and a shared link restore the same
 * results. The URL is the source on load and on every history move (Back, a category-bar link);
 * the shopper's own changes are pushed as new history entries so Back steps through them.
 * `startedFromSnapshot`: the state explorer started the listing in a chosen state, whose query
 * the URL does not carry; syncing that URL would replace it, so it waits for the next URL.
 */
export function useListingUrlSync(listing: ActorRefFrom<typeof listingMachine>, startedFromSnapshot = false): void {
  const { search } = useLocation()
  const navigate = useNavigate()

  useEffect(() => {
    const subscription = listing.on('listing.queryChanged', (e) => {
      // a new page starts at the top; a filter change keeps the shopper where they are
      navigate({ search: listingSearch(e.query) }, { preventScrollReset: e.cause !== 'page' })
      if (e.cause === 'page') window.scrollTo({ top: 0 })
    })
    return () => subscription.unsubscribe()
  }, [listing, navigate])

  const snapshotSearch = useRef(startedFromSnapshot ? search : null)
  useEffect(() => {
    if (search === snapshotSearch.current) return
    snapshotSearch.current = null
    // our own pushes come back here too; the machine ignores a query it already has
    listing.send({ type: 'listing.sync', query: parseListingQuery(new URLSearchParams(search)) })
  }, [listing, search])
}
