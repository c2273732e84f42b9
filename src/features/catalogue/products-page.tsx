import { Button, Container, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { useCallback, useMemo, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router-dom'
import type { Category } from '../../../contracts/category'
import { activeFilterCount, parseListingQuery, shownSortOf, type ListingFilters, type ListingQuery } from '../../lib/listing-filters'
import { listingMachine } from '../../machines/listing.machine'
import { useServerPageData } from '../../state/hydration'
import { useCatalogue } from '../../state/catalogue-context'
import { startedByExplorer, useScreenActor } from '../../state/machine-registry'
import { FilterPanel } from './filter-panel'
import { FilterPopup } from './filter-popup'
import { ListingPagination } from './listing-pagination'
import { ListingToolbar } from './listing-toolbar'
import { ProductGrid, ProductGridSkeleton } from './product-grid'
import classes from './products-page.module.css'
import { SearchSuggestion } from './search-suggestion'
import { useListingUrlSync } from './use-listing-url-sync'

/** The categories the filters offer: the full list, else just the names from the category array. */
function useFilterCategories(): readonly Category[] {
  const { categories, categoryNames } = useCatalogue()
  return useMemo(
    () => (categories.length ? categories : categoryNames.map((name) => ({ name, subCategory: [] }))),
    [categories, categoryNames],
  )
}

/**
 * A server-rendered listing's state while it hydrates: the machine starts showing the answer
 * the HTML shows (no loading state over cards already there, no second request). Read once.
 */
function useServerListing(query: ListingQuery) {
  const page = useServerPageData()
  const { search } = useLocation()
  const [snapshot] = useState(() => {
    const served = page?.listing
    if (!served || served.search !== search) return undefined
    const { data, totalPage, totalProducts, suggestion } = served.answer
    return listingMachine.resolveState({
      value: data.length > 0 ? 'showing' : 'empty',
      context: { query, searchDraft: query.search, products: data, totalPage, totalProducts, suggestion: suggestion ?? null },
    })
  })
  return snapshot
}

/**
 * The product listing, /products (SPEC 2): filters, search, a grid of 12 and 'page X of Y'; and
 * beyond SPEC (issue 28), Sort by and the search's 'Did you mean ...?'.
 */
export function ProductsPage() {
  const [searchParams] = useSearchParams()
  const input = { query: parseListingQuery(searchParams) }
  const serverListing = useServerListing(input.query)
  const listing = useScreenActor(listingMachine, input, serverListing)
  useListingUrlSync(listing, startedByExplorer(listing))

  const state = useSelector(listing, (s) => s.value)
  const { query, searchDraft, products, totalPage, totalProducts, suggestion } = useSelector(listing, (s) => s.context)
  const categories = useFilterCategories()
  const [popupOpened, setPopupOpened] = useState(false)

  // stable, so the memoised filter panel skips the renders of loading and showing a page
  const changeFilters = useCallback(
    (changes: Partial<ListingFilters>) => listing.send({ type: 'filters.change', changes }),
    [listing],
  )
  const clearFilters = useCallback(() => listing.send({ type: 'filters.clear' }), [listing])
  // stable too, for the memoised toolbar, pagination and popup (the filter click's budget)
  const openPopup = useCallback(() => setPopupOpened(true), [])
  const closePopup = useCallback(() => setPopupOpened(false), [])
  const previousPage = useCallback(() => listing.send({ type: 'page.previous' }), [listing])
  const nextPage = useCallback(() => listing.send({ type: 'page.next' }), [listing])
  const activeCount = activeFilterCount(query.filters)
  const loading = state === 'loading'
  const panel = { filters: query.filters, categories, onChange: changeFilters, onClear: clearFilters }

  return (
    <Container size="xl" className={classes.page}>
      <Stack gap={4} className={classes.heading}>
        <Title order={1}>Products</Title>
        <Text c="dimmed" size="sm" aria-live="polite">
          {loading ? 'Loading products…' : state === 'showing' ? `${totalProducts} products` : '\u00a0'}
        </Text>
      </Stack>

      <div className={classes.layout}>
        {/* SPEC 9: at 800 px or less the sidebar gives way to a Filter popup. The stylesheet
            decides which shows, so a server-rendered page is laid out for the window at once */}
        <aside className={classes.sidebar} aria-labelledby="filters-heading">
          <Title order={2} size="h4" id="filters-heading" mb="md">
            Filters
          </Title>
          <FilterPanel {...panel} />
        </aside>

        <section aria-labelledby="results-heading" aria-busy={loading}>
          {/* the cards' names are h3s: a heading of this level keeps the outline in order when
              the sidebar (and its Filters h2) gives way to the Filter popup */}
          <VisuallyHidden component="h2" id="results-heading">
            Results
          </VisuallyHidden>
          <ListingToolbar
            listing={listing}
            searchDraft={searchDraft}
            search={query.search}
            activeFilters={activeCount}
            sort={shownSortOf(query)}
            tight={suggestion !== null && !loading}
            onOpenFilters={openPopup}
          />

          {/* the answer's own: hidden while the next answer is on its way */}
          {suggestion !== null && !loading && <SearchSuggestion suggestion={suggestion} onAccept={() => listing.send({ type: 'suggestion.accept' })} />}

          {state === 'failed' && (
            <div className={classes.empty} role="alert">
              <Title order={2} size="h3">
                Products could not be loaded
              </Title>
              <Text c="dimmed" mt="xs" mb="md">
                Check your connection and try again.
              </Text>
              <Button color="dark" onClick={() => listing.send({ type: 'listing.retry' })}>
                Try again
              </Button>
            </div>
          )}

          {state === 'empty' && (
            <div className={classes.empty}>
              <Title order={2} size="h3">
                No Products Found
              </Title>
              <Text c="dimmed" mt="xs" mb={activeCount || query.search ? 'md' : 0}>
                Try fewer filters or another search.
              </Text>
              {activeCount > 0 && (
                <Button variant="light" color="dark" onClick={clearFilters}>
                  Clear Filters
                </Button>
              )}
            </div>
          )}

          {loading && products.length === 0 && <ProductGridSkeleton />}

          {(state === 'showing' || (loading && products.length > 0)) && (
            // while the next answer is on its way the last page stays, dimmed: nothing jumps
            <div className={classes.lastPage} data-loading={loading || undefined}>
              <ProductGrid products={products} />
              <ListingPagination page={query.page} totalPage={Math.max(totalPage, 1)} busy={loading} onPrevious={previousPage} onNext={nextPage} />
            </div>
          )}
        </section>
      </div>

      <FilterPopup
        {...panel}
        opened={popupOpened}
        onClose={closePopup}
        // the total is known once the answer is in; while loading, or after a failure, it is not
        resultCount={state === 'showing' || state === 'empty' ? totalProducts : null}
      />
    </Container>
  )
}
