import { memo, useCallback, useId, useRef, type ReactNode } from 'react'
import classes from './choice-list.module.css'

export interface Choice {
  readonly value: string
  readonly label: ReactNode
  /** The accessible name, when the visible label is not plain text (rating stars). */
  readonly name?: string
}

interface ChoiceListProps {
  readonly type: 'checkbox' | 'radio'
  readonly legend: string
  /**
   * The inputs' shared name: it makes radios one group for the arrow keys. Made unique per list,
   * so the sidebar's panel and the Filter popup's (both in the page on a phone) are two groups.
   */
  readonly name: string
  readonly choices: readonly Choice[]
  readonly selected: readonly string[]
  /** Every checked value after the shopper's change (a radio list reports its one value). */
  readonly onChange: (values: string[]) => void
}

interface OptionProps extends Choice {
  readonly type: ChoiceListProps['type']
  readonly group: string
  readonly checked: boolean
  readonly onToggle: () => void
}

/** One option: re-renders only when its own checked state changes. */
const Option = memo(function Option({ type, group, value, label, name, checked, onToggle }: OptionProps) {
  return (
    <label className={classes.option}>
      <input className={classes.input} type={type} name={group} value={value} checked={checked} onChange={onToggle} aria-label={name} />
      <span className={classes.label}>{label}</span>
    </label>
  )
})

/**
 * A group of native checkboxes or radios under a legend, every option in the flow: a long list
 * stretches the panel, which scrolls as one (a list scrolling inside the scrolling Filter popup
 * hid its last categories with no cue; issue 28). The filter panel holds seventy-odd of
 * them and the filter click has 50 ms to repaint the grid: plain inputs render far cheaper than
 * styled components, and a change re-renders only the options whose state changed (the list
 * reads the new selection from its inputs, so every option shares one stable handler).
 */
export const ChoiceList = memo(function ChoiceList({ type, legend, name, choices, selected, onChange }: ChoiceListProps) {
  const fieldset = useRef<HTMLFieldSetElement>(null)
  const group = `${name}-${useId()}`
  // by the time onChange runs the browser has already toggled the input the shopper clicked
  const report = useCallback(() => {
    const inputs = fieldset.current?.querySelectorAll<HTMLInputElement>('input:checked') ?? []
    onChange(Array.from(inputs, (input) => input.value))
  }, [onChange])

  return (
    <fieldset ref={fieldset} className={classes.fieldset}>
      <legend className={classes.legend}>{legend}</legend>
      <div className={classes.options}>
        {choices.map((choice) => (
          <Option key={choice.value} {...choice} type={type} group={group} checked={selected.includes(choice.value)} onToggle={report} />
        ))}
      </div>
    </fieldset>
  )
})
