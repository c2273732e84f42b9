import { NativeSelect } from '@mantine/core'
import { useEffect, useRef } from 'react'
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
  // Uncontrolled, and moved only when the listing's sort itself moves: a server-rendered page's
  // select may hold a pick made before the app took it over (src/lib/early-input.ts hands it
  // over once the app is ready), and a render in between, from the address not yet changed,
  // must not put the old sort back under the buyer's next key press.
  const select = useRef<HTMLSelectElement>(null)
  const shown = useRef(value)
  useEffect(() => {
    if (shown.current === value) return
    shown.current = value
    if (select.current && select.current.value !== value) select.current.value = value
  }, [value])
  return (
    <NativeSelect
      ref={select}
      label="Sort by"
      classNames={{ root: classes.root, label: classes.label }}
      defaultValue={value}
      data={data}
      onChange={(e) => {
        const sort = e.currentTarget.value
        if (isListingSort(sort)) onChange(sort)
      }}
    />
  )
}
