import { VisuallyHidden } from '@mantine/core'
import { useId } from 'react'
import type { ProductVariety } from '../../../contracts/product'
import { swatchBackground } from '../../lib/swatch-colour'
import classes from './product.module.css'


interface ColourSwatchesProps {
  readonly varieties: readonly ProductVariety[]
  readonly value: string
  readonly onChange: (colour: string, index: number) => void
  readonly disabled?: boolean
  readonly label?: string
}

/** One swatch per variety (SPEC 2), as a radio group: arrow keys move between colours. */
export function ColourSwatches({ varieties, value, onChange, disabled = false, label = 'Colour' }: ColourSwatchesProps) {
  const name = useId()
  return (
    <fieldset className={classes.swatches} disabled={disabled}>
      <legend className={classes.swatchLegend}>
        {label}: <strong>{value || 'choose one'}</strong>
      </legend>
      <div className={classes.swatchRow}>
        {varieties.map((v, i) => (
          <label key={`${v.color}-${i}`} className={classes.swatch} data-checked={v.color === value || undefined}>
            <VisuallyHidden>
              <input
                type="radio"
                name={name}
                value={v.color}
                checked={v.color === value}
                onChange={() => onChange(v.color, i)}
              />
            </VisuallyHidden>
            <span className={classes.swatchDot} style={{ background: swatchBackground(v.color) }} aria-hidden="true" />
            <span className={classes.swatchName}>{v.color}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
