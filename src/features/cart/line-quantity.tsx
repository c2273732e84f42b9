import '@mantine/core/styles/NumberInput.css'
import { ActionIcon, Group, Loader, NumberInput } from '@mantine/core'
import { useEffect, useState } from 'react'
import { onlyInStockMessage, QUANTITY_UNIT, withinStock } from '../../../contracts/stock-rules'
import { MinusIcon, PlusIcon } from '../../ui/control-icons'
import classes from './cart-page.module.css'

interface LineQuantityProps {
  readonly name: string
  readonly quantity: number
  readonly stock: number
  /** A change is in flight somewhere in the cart: every control waits (SPEC 4). */
  readonly busy: boolean
  readonly pending: boolean
  readonly onIncrement: () => void
  readonly onDecrement: () => void
  /** A quantity typed and confirmed (Enter or leaving the box). */
  readonly onSet: (quantity: number) => void
}

/**
 * A cart line's quantity in metres: minus and plus, or typed (issue 28: bringing 1,000 m down to
 * 436 m is one edit, not 564 taps). More than the stock is said under the box as it is typed,
 * and the plus stops at the stock.
 */
export function LineQuantity({ name, quantity, stock, busy, pending, onIncrement, onDecrement, onSet }: LineQuantityProps) {
  const [draft, setDraft] = useState<number | ''>(quantity)
  // the server's quantity after every change, or the typed one put back when it was refused
  useEffect(() => setDraft(quantity), [quantity, busy])
  const problem = draft !== '' && draft !== quantity && !withinStock(draft, stock) ? onlyInStockMessage(stock) : null
  /** Enter sends what was typed (above the stock, the cart says why it will not); leaving the box sends only what may go. */
  const confirm = (how: 'enter' | 'blur') => {
    if (draft === '' || draft < 1) setDraft(quantity)
    else if (draft !== quantity && (how === 'enter' || problem === null)) onSet(draft)
  }
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" className={classes.stepper}>
      <ActionIcon variant="default" size="lg" aria-label={`Decrease quantity of ${name}`} disabled={busy || quantity <= 1} onClick={onDecrement}>
        <MinusIcon />
      </ActionIcon>
      <NumberInput
        className={classes.quantity}
        aria-label={`Quantity of ${name}`}
        value={draft}
        onChange={(value) => setDraft(value === '' ? '' : Number(value))}
        onBlur={() => confirm('blur')}
        onKeyDown={(event) => {
          if (event.key === 'Enter') confirm('enter')
        }}
        min={1}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        hideControls
        disabled={busy}
        error={problem}
        rightSection={<span aria-hidden="true">{QUANTITY_UNIT}</span>}
        inputMode="numeric"
      />
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={`Increase quantity of ${name}`}
        disabled={busy || !withinStock(quantity + 1, stock)}
        onClick={onIncrement}
      >
        <PlusIcon />
      </ActionIcon>
      {pending && <Loader size="xs" aria-label="Updating" />}
    </Group>
  )
}
