import { Badge, Button, Group } from '@mantine/core'
import { memo } from 'react'
import type { Actor } from 'xstate'
import type { ListingSort } from '../../../contracts/listing-rules'
import type { listingMachine } from '../../machines/listing.machine'
import classes from './products-page.module.css'
import { SearchBar } from './search-bar'
import { SortSelect } from './sort-select'

function FilterIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 5h18l-7 8v6l-4 2v-8L3 5z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  )
}

interface ListingToolbarProps {
  readonly listing: Actor<typeof listingMachine>
  /** What the search field holds, and the search the listing shows. */
  readonly searchDraft: string
  readonly search: string
  /** How many filters are on: the Filter button's badge. */
  readonly activeFilters: number
  readonly sort: ListingSort
  /** Less space below when the search's suggestion follows. */
  readonly tight: boolean
  readonly onOpenFilters: () => void
}

/**
 * The listing's search, Filter button (the popup at 800 px or narrower) and Sort by. Memoised:
 * its props change with what the buyer types or picks, not with the answers, so a filter click
 * renders it once (the Filter button's count) and the answer's render skips it (the filter
 * click's budget, docs/quality.md).
 */
export const ListingToolbar = memo(function ListingToolbar({ listing, searchDraft, search, activeFilters, sort, tight, onOpenFilters }: ListingToolbarProps) {
  return (
    // on a phone the search takes the whole row, so what is typed stays readable, and the
    // Filter button and Sort by drop below it
    <Group gap="sm" mb={tight ? 'xs' : 'lg'} align="flex-start">
      <SearchBar
        draft={searchDraft}
        applied={search}
        onType={(text) => listing.send({ type: 'search.type', text })}
        onSubmit={() => listing.send({ type: 'search.submit' })}
        onClear={() => listing.send({ type: 'search.clear' })}
      />
      <Button
        className={classes.filterButton}
        variant="default"
        leftSection={<FilterIcon />}
        rightSection={activeFilters > 0 ? <Badge size="sm" circle aria-label={`${activeFilters} active`}>{activeFilters}</Badge> : null}
        onClick={onOpenFilters}
        aria-haspopup="dialog"
      >
        Filter
      </Button>
      <SortSelect value={sort} searching={search !== ''} onChange={(next) => listing.send({ type: 'sort.change', sort: next })} />
    </Group>
  )
})
