import classes from './rating-stars.module.css'

const STAR_PATH =
  'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95L12 2.5z'

export function StarIcon({ filled, size = 16 }: { filled: boolean; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={STAR_PATH}
        fill={filled ? 'var(--mantine-color-yellow-6)' : 'none'}
        stroke={filled ? 'var(--mantine-color-yellow-6)' : 'var(--mantine-color-gray-5)'}
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  )
}

interface RatingStarsProps {
  /** The rating to show; stars are whole (floor), as SPEC 2 asks. */
  readonly value: number
  /** `filled-only` draws just the earned stars (product cards); `out-of-five` adds empty ones. */
  readonly mode?: 'filled-only' | 'out-of-five'
  readonly size?: number
  /** What a screen reader hears; defaults to "Rated n out of 5". */
  readonly label?: string
  /** The stars sit beside text that already says the rating: hide them from screen readers. */
  readonly decorative?: boolean
}

/** Whole stars for a rating. Renders nothing when there is no whole star to show in `filled-only`. */
export function RatingStars({ value, mode = 'out-of-five', size = 16, label, decorative = false }: RatingStarsProps) {
  const whole = Math.max(0, Math.min(5, Math.floor(value)))
  const count = mode === 'filled-only' ? whole : 5
  if (count === 0) return null
  return (
    // a plain element styled as Mantine's Group: a listing renders a dozen cards' stars on every
    // filter click, and Group resolves its style props on each render (the filter click's budget)
    <div
      className={classes.stars}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label ?? `Rated ${whole} out of 5` })}
    >
      {Array.from({ length: count }, (_, i) => (
        <StarIcon key={i} filled={i < whole} size={size} />
      ))}
    </div>
  )
}
