import { NativeSelect } from '@mantine/core'
import { isListingSort, LISTING_SORTS, type ListingSort } from '../../../contracts/listing-rules'
import classes from './sort-select.module.css'

/** The sorts' names on the listing (issue 28, point 3, beyond SPEC: docs/spec-notes.md). */
export const SORT_LABELS: { readonly [S in ListingSort]: string } = {
  relevance: 'Relevance',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Best rated',
}

interface SortSelectProps {
  /** The sort shown: the chosen one, or the default (lib/listing-filters.ts shownSortOf). */
  readonly value: ListingSort
  /** Relevance is offered only while a search is applied: without one it means nothing. */
  readonly searching: boolean
  readonly onChange: (sort: ListingSort) => void
}

/**
 * The listing's 'Sort by' (issue 28, point 3). A native select: the phone's own picker, and a
 * choice made before the app has taken a server-rendered page over is handed to it once it has
 * (src/lib/early-input.ts).
 */
export function SortSelect({ value, searching, onChange }: SortSelectProps) {
  const data = LISTING_SORTS.filter((sort) => searching || sort !== 'relevance').map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))
  return (
    <NativeSelect
      label="Sort by"
      classNames={{ root: classes.root, label: classes.label }}
      value={value}
      data={data}
      onChange={(e) => {
        const sort = e.currentTarget.value
        if (isListingSort(sort)) onChange(sort)
      }}
    />
  )
}
