import { VisuallyHidden } from '@mantine/core'
import { useId } from 'react'
import { StarIcon } from '../catalogue/public/rating-stars'
import classes from './reviews.module.css'

interface StarRatingInputProps {
  /** 0 until a choice is made. */
  readonly value: number
  readonly onChange: (value: number) => void
  readonly disabled?: boolean
  readonly label: string
}

const starName = (n: number) => (n === 1 ? '1 star' : `${n} stars`)

/**
 * 1 to 5 stars as a native radio group: a click or the arrow keys choose, and a screen reader
 * hears "4 stars, 4 of 5".
 */
export function StarRatingInput({ value, onChange, disabled = false, label }: StarRatingInputProps) {
  const name = useId()
  return (
    <fieldset className={classes.starField} disabled={disabled}>
      <legend className={classes.starLegend}>
        {label} <span aria-hidden="true" className={classes.required}>*</span>
      </legend>
      <div className={classes.stars}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={classes.star}>
            <VisuallyHidden>
              <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} required />
              {starName(n)}
            </VisuallyHidden>
            <StarIcon filled={n <= value} size={30} />
          </label>
        ))}
      </div>
    </fieldset>
  )
}
