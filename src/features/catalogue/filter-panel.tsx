import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Slider.css'
import '@mantine/core/styles/Switch.css'
import { Button, Group, NativeSelect, Slider, Stack, Switch, Text } from '@mantine/core'
import { memo, useCallback, useEffect, useId, useMemo, useState } from 'react'
import type { Category } from '../../../contracts/category'
import { PRICE_RANGES, type PriceRange } from '../../../contracts/listing-rules'
import { CONSTRUCTION_OPTIONS, COUNT_OPTIONS } from '../../../contracts/textile-vocabulary'
import {
  RATING_OPTIONS,
  WEIGHT_MAX,
  WEIGHT_MIN,
  WEIGHT_STEP,
  priceRangeLabel,
  subCategoryOptions,
  type ListingFilters,
} from '../../lib/listing-filters'
import { ChoiceList, type Choice } from './choice-list'
import { RatingStars } from './public/rating-stars'

interface FilterPanelProps {
  readonly filters: ListingFilters
  /** Every category with its subcategories, from the product store. */
  readonly categories: readonly Category[]
  readonly onChange: (changes: Partial<ListingFilters>) => void
  readonly onClear: () => void
}

const ANY = 'any'

type OnChange = FilterPanelProps['onChange']

function ratingLabel(stars: number): string {
  return stars === 5 ? '5 stars' : `${stars} stars & up`
}

/** The weight slider moves freely; the filter changes only when the thumb is released. */
const WeightFilter = memo(function WeightFilter({ weight, onChange }: { weight: number; onChange: OnChange }) {
  const [value, setValue] = useState(weight)
  useEffect(() => setValue(weight), [weight])
  // the sidebar's panel and the Filter popup's may both be in the page: each its own label id
  const labelId = useId()
  return (
    <div>
      <Group justify="space-between" mb={6}>
        <Text id={labelId} fw={600} size="sm">
          Weight
        </Text>
        <Text size="sm" c="dimmed" aria-live="polite">
          up to {value}
        </Text>
      </Group>
      <Slider
        min={WEIGHT_MIN}
        max={WEIGHT_MAX}
        step={WEIGHT_STEP}
        value={value}
        onChange={setValue}
        onChangeEnd={(v) => v !== weight && onChange({ weight: v })}
        label={null}
        thumbLabel="Maximum weight"
        marks={[
          { value: WEIGHT_MIN, label: String(WEIGHT_MIN) },
          { value: WEIGHT_MAX, label: String(WEIGHT_MAX) },
        ]}
        mb="lg"
      />
    </div>
  )
})

const PRICE_CHOICES: readonly Choice[] = [
  { value: ANY, label: 'Any price' },
  ...PRICE_RANGES.map((range) => ({ value: range, label: priceRangeLabel(range) })),
]

const RATING_CHOICES: readonly Choice[] = [
  { value: ANY, label: 'Any rating' },
  ...RATING_OPTIONS.map((stars) => ({
    value: String(stars),
    name: ratingLabel(stars),
    label: (
      <>
        <RatingStars value={stars} size={14} decorative />
        {stars === 5 ? null : <span>&amp; up</span>}
      </>
    ),
  })),
]

const COUNT_DATA = [{ value: '', label: 'Any count' }, ...COUNT_OPTIONS.map((c) => ({ value: c, label: c }))]
const CONSTRUCTION_DATA = [{ value: '', label: 'Any construction' }, ...CONSTRUCTION_OPTIONS.map((c) => ({ value: c, label: c }))]

const asChoices = (names: readonly string[]): Choice[] => names.map((name) => ({ value: name, label: name }))

/*
 * Each section below is memoised and gets only its own slice of the filters (a change keeps the
 * other slices' identities), so a click re-renders the one section it touched.
 */

const DealsFilter = memo(function DealsFilter({ checked, onChange }: { checked: boolean; onChange: OnChange }) {
  return (
    <Switch
      label="Today's Deals"
      description="New arrivals"
      checked={checked}
      onChange={(e) => onChange({ todaysDeals: e.currentTarget.checked })}
    />
  )
})

const PriceFilter = memo(function PriceFilter({ price, onChange }: { price: ListingFilters['price']; onChange: OnChange }) {
  const choose = useCallback(([v = ANY]: string[]) => onChange({ price: v === ANY ? '' : (v as PriceRange) }), [onChange])
  return <ChoiceList type="radio" legend="Price per metre" name="filter-price" choices={PRICE_CHOICES} selected={[price || ANY]} onChange={choose} />
})

const RatingFilter = memo(function RatingFilter({ rating, onChange }: { rating: number; onChange: OnChange }) {
  const choose = useCallback(([v = ANY]: string[]) => onChange({ rating: v === ANY ? 0 : Number(v) }), [onChange])
  return (
    <ChoiceList type="radio" legend="Customer rating" name="filter-rating" choices={RATING_CHOICES} selected={[rating ? String(rating) : ANY]} onChange={choose} />
  )
})

interface CategoryFiltersProps {
  readonly categories: readonly Category[]
  readonly chosen: readonly string[]
  readonly chosenSubCategories: readonly string[]
  readonly onChange: OnChange
}

/** Categories, and the subcategories of the chosen ones (of all of them while none is chosen). */
const CategoryFilters = memo(function CategoryFilters({ categories, chosen, chosenSubCategories, onChange }: CategoryFiltersProps) {
  const categoryChoices = useMemo(() => asChoices(categories.map((c) => c.name)), [categories])
  const subCategoryChoices = useMemo(
    () => asChoices(subCategoryOptions(categories, chosen, chosenSubCategories)),
    [categories, chosen, chosenSubCategories],
  )
  const chooseCategories = useCallback((v: string[]) => onChange({ categories: v }), [onChange])
  const chooseSubCategories = useCallback((v: string[]) => onChange({ subCategory: v }), [onChange])
  return (
    <>
      {categoryChoices.length > 0 && (
        <ChoiceList type="checkbox" legend="Categories" name="filter-category" choices={categoryChoices} selected={chosen} onChange={chooseCategories} />
      )}
      {subCategoryChoices.length > 0 && (
        <ChoiceList
          type="checkbox"
          legend="Subcategories"
          name="filter-subcategory"
          choices={subCategoryChoices}
          selected={chosenSubCategories}
          onChange={chooseSubCategories}
        />
      )}
    </>
  )
})

/**
 * Every listing filter of SPEC 3 and 9, as one presentational panel: the sidebar above 800 px
 * and the 'Select Your Filters' popup below. Each change is reported at once. Memoised, and so
 * is each section: the panel needs no render while the listing loads or shows a page, and a
 * filter click re-renders only what it changed (the filter click's budget is 50 ms).
 */
export const FilterPanel = memo(function FilterPanel({ filters, categories, onChange, onClear }: FilterPanelProps) {
  return (
    <Stack gap="lg">
      <DealsFilter checked={filters.todaysDeals} onChange={onChange} />
      <PriceFilter price={filters.price} onChange={onChange} />
      <RatingFilter rating={filters.rating} onChange={onChange} />
      <CategoryFilters categories={categories} chosen={filters.categories} chosenSubCategories={filters.subCategory} onChange={onChange} />
      <WeightFilter weight={filters.weight} onChange={onChange} />
      <SelectFilter label="Count" value={filters.count} data={COUNT_DATA} field="count" onChange={onChange} />
      <SelectFilter label="Construction" value={filters.construction} data={CONSTRUCTION_DATA} field="construction" onChange={onChange} />
      <Button variant="light" color="dark" onClick={onClear}>
        Clear Filters
      </Button>
    </Stack>
  )
})

interface SelectFilterProps {
  readonly label: string
  readonly value: string
  readonly data: readonly { value: string; label: string }[]
  readonly field: 'count' | 'construction'
  readonly onChange: OnChange
}

const SelectFilter = memo(function SelectFilter({ label, value, data, field, onChange }: SelectFilterProps) {
  return <NativeSelect label={label} value={value} onChange={(e) => onChange({ [field]: e.currentTarget.value })} data={data} />
})
