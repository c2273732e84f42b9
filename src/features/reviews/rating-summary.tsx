import { Stack, Text } from '@mantine/core'
import type { RatingCounts } from '../../../contracts/product'
import { RatingStars } from '../catalogue/public/rating-stars'
import classes from './reviews.module.css'

/** SPEC 9 rating breakdown labels, best first. */
export const RATING_LABELS = [
  { value: 5, label: 'Excellent' },
  { value: 4, label: 'Good' },
  { value: 3, label: 'Average' },
  { value: 2, label: 'Below Average' },
  { value: 1, label: 'Poor' },
] as const

interface RatingSummaryProps {
  readonly average: number
  readonly total: number
  /** How many reviews gave each star value, one star first. */
  readonly counts: RatingCounts
}

/** The average, the review count and how many reviews gave each star value. */
export function RatingSummary({ average, total, counts }: RatingSummaryProps) {
  return (
    <div className={classes.summary}>
      <Stack gap={6} align="flex-start">
        <span className={classes.average}>{average.toFixed(1)}</span>
        <RatingStars value={average} size={18} label={`Average rating ${average.toFixed(1)} out of 5`} />
        <Text size="sm" c="dimmed">
          Based on {total} {total === 1 ? 'review' : 'reviews'}
        </Text>
      </Stack>
      <ul className={classes.breakdown} aria-label="Rating breakdown">
        {RATING_LABELS.map(({ value, label }) => {
          const count = counts[value - 1] ?? 0
          const share = total ? Math.round((count / total) * 100) : 0
          return (
            <li key={value}>
              <span>{label}</span>
              <span className={classes.bar} aria-hidden="true">
                <span className={classes.barFill} style={{ width: `${share}%`, display: 'block' }} />
              </span>
              <span aria-label={`${count} ${label} ${count === 1 ? 'review' : 'reviews'}`}>{count}</span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
