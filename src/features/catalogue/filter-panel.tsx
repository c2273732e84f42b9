import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Checkbox.css'
import '@mantine/core/styles/Radio.css'
import '@mantine/core/styles/Slider.css'
import '@mantine/core/styles/Switch.css'
import { Button, Checkbox, Group, NativeSelect, Radio, Slider, Stack, Switch, Text } from '@mantine/core'
import { memo, useEffect, useState } from 'react'
import type { Category } from '../../../contracts/category'
import {
  CONSTRUCTION_OPTIONS,
  COUNT_OPTIONS,
  PRICE_RANGES,
  RATING_OPTIONS,
  WEIGHT_MAX,
  WEIGHT_MIN,
  WEIGHT_STEP,
  priceRangeLabel,
  subCategoryOptions,
  type ListingFilters,
  type PriceRange,
} from '../../lib/listing-filters'
import { RatingStars } from './public/rating-stars'
import classes from './products-page.module.css'

interface FilterPanelProps {
  readonly filters: ListingFilters
  /** Every category with its subcategories, from the product store. */
  readonly categories: readonly Category[]
  readonly onChange: (changes: Partial<ListingFilters>) => void
  readonly onClear: () => void
}

const ANY = 'any'

function ratingLabel(stars: number): string {
  return stars === 5 ? '5 stars' : `${stars} stars & up`
}

/** The weight slider moves freely; the filter changes only when the thumb is released. */
function WeightFilter({ weight, onChange }: { weight: number; onChange: (weight: number) => void }) {
  const [value, setValue] = useState(weight)
  useEffect(() => setValue(weight), [weight])
  return (
    <div>
      <Group justify="space-between" mb={6}>
        <Text id="filter-weight-label" fw={600} size="sm">
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
        onChangeEnd={(v) => v !== weight && onChange(v)}
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
}

/**
 * Every listing filter of SPEC 3 and 9, as one presentational panel: the sidebar above 800 px
 * and the 'Select Your Filters' popup below. Each change is reported at once. Memoised: its
 * seventy-odd inputs need a render only when the filters or categories change, not each time
 * the listing loads or shows a page (the filter click's budget is 50 ms).
 */
export const FilterPanel = memo(function FilterPanel({ filters, categories, onChange, onClear }: FilterPanelProps) {
  const subCategories = subCategoryOptions(categories, filters.categories, filters.subCategory)
  return (
    <Stack gap="lg">
      <Switch
        label="Today's Deals"
        description="New arrivals"
        checked={filters.todaysDeals}
        onChange={(e) => onChange({ todaysDeals: e.currentTarget.checked })}
      />

      <Radio.Group
        label="Price per metre"
        value={filters.price || ANY}
        onChange={(v) => onChange({ price: v === ANY ? '' : (v as PriceRange) })}
      >
        <Stack gap={8} mt={8}>
          <Radio value={ANY} label="Any price" />
          {PRICE_RANGES.map((range) => (
            <Radio key={range} value={range} label={priceRangeLabel(range)} />
          ))}
        </Stack>
      </Radio.Group>

      <Radio.Group
        label="Customer rating"
        value={filters.rating ? String(filters.rating) : ANY}
        onChange={(v) => onChange({ rating: v === ANY ? 0 : Number(v) })}
      >
        <Stack gap={8} mt={8}>
          <Radio value={ANY} label="Any rating" />
          {RATING_OPTIONS.map((stars) => (
            <Radio
              key={stars}
              value={String(stars)}
              aria-label={ratingLabel(stars)}
              label={
                <Group gap={6} wrap="nowrap">
                  <RatingStars value={stars} size={14} decorative />
                  <Text size="sm" span>
                    {stars === 5 ? '' : '& up'}
                  </Text>
                </Group>
              }
            />
          ))}
        </Stack>
      </Radio.Group>

      {categories.length > 0 && (
        <Checkbox.Group label="Categories" value={[...filters.categories]} onChange={(v) => onChange({ categories: v })}>
          <Stack gap={8} mt={8} className={classes.optionList}>
            {categories.map((c) => (
              <Checkbox key={c.name} value={c.name} label={c.name} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}

      {subCategories.length > 0 && (
        <Checkbox.Group label="Subcategories" value={[...filters.subCategory]} onChange={(v) => onChange({ subCategory: v })}>
          <Stack gap={8} mt={8} className={classes.optionList}>
            {subCategories.map((name) => (
              <Checkbox key={name} value={name} label={name} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}

      <WeightFilter weight={filters.weight} onChange={(weight) => onChange({ weight })} />

      <NativeSelect
        label="Count"
        value={filters.count}
        onChange={(e) => onChange({ count: e.currentTarget.value })}
        data={[{ value: '', label: 'Any count' }, ...COUNT_OPTIONS.map((c) => ({ value: c, label: c }))]}
      />

      <NativeSelect
        label="Construction"
        value={filters.construction}
        onChange={(e) => onChange({ construction: e.currentTarget.value })}
        data={[{ value: '', label: 'Any construction' }, ...CONSTRUCTION_OPTIONS.map((c) => ({ value: c, label: c }))]}
      />

      <Button variant="light" color="dark" onClick={onClear}>
        Clear Filters
      </Button>
    </Stack>
  )
})
