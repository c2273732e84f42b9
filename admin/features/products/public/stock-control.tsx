import { Alert, Autocomplete, Button, Group, Popover, SegmentedControl, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react'
import { CATALOGUE_TEXT_MAX } from '../../../../contracts/admin/catalogue-limits'
import { STOCK_CONTROL } from '../../../../contracts/admin/catalogue-screens'
import { STOCK_REASONS } from '../../../../contracts/admin/admin-stock'
import { metres } from '../../../../contracts/stock-rules'
import { stockChangeMachine, type StockMode } from '../../../machines/stock-change.machine'

export interface StockControlProps {
  readonly productId: string
  readonly productName: string
  readonly color: string
  /** The colour's stock as the page last read it. */
  readonly stock: number
  /** Whether the member may change stock (the changeStock row's roles); others only read it. */
  readonly mayChange: boolean
  /** Told each stock the store answers (a change, or a stale count read afresh). */
  readonly onChanged?: (stock: number) => void
}

const MODES: { value: StockMode; label: string }[] = [
  { value: 'add', label: STOCK_CONTROL.receive },
  { value: 'set', label: STOCK_CONTROL.count },
]

/**
 * One colour's stock with its Change stock control (issue 30, point 3): receive metres (or
 * write some off) or count them, with a reason kept in the audit log. The store applies either
 * as one conditional update; a count that went stale says so and shows the stock read afresh.
 */
export function StockControl({ productId, productName, color, stock, mayChange, onChanged }: StockControlProps) {
  const actor = useActorRef(stockChangeMachine, { input: { productId, color, stock } })
  const shown = useSelector(actor, (s) => s.context.stock)
  const { fieldErrors, error, done } = useSelector(actor, (s) => s.context)
  const open = useSelector(actor, (s) => !s.matches('idle'))
  const busy = useSelector(actor, (s) => s.matches('sending') || s.matches('refreshing'))
  const [mode, setMode] = useState<StockMode>('add')

  // the page read the stock afresh (the table reloaded): the closed control follows it
  useEffect(() => actor.send({ type: 'stock.sync', stock }), [actor, stock])
  useEffect(() => {
    if (!onChanged) return undefined
    const listening = actor.on('stock.changed', (event) => onChanged(event.stock))
    return () => listening.unsubscribe()
  }, [actor, onChanged])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    actor.send({ type: 'stock.submit', fields: { mode, metres: String(data.get('metres') ?? ''), reason: String(data.get('reason') ?? '') } })
  }
  const label = `${color}: ${metres(shown)}`
  const escape = (event: KeyboardEvent<HTMLFormElement>) => {
    const suggesting = (event.target as HTMLElement).getAttribute('aria-expanded') === 'true'
    if (event.key === 'Escape' && !suggesting && !busy) actor.send({ type: 'stock.close' })
  }

  return (
    <Group gap={4} wrap="wrap" justify="space-between" style={{ rowGap: 0 }}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        <Text span fw={600}>
          {color}
        </Text>
        : {metres(shown)}
      </Text>
      {mayChange && (
        <Popover
          opened={open}
          onChange={(opened) => !opened && !busy && actor.send({ type: 'stock.close' })}
          trapFocus
          returnFocus
          // Escape first closes the reason's suggestions, and only then the control (closeOnEscape would do both at once)
          closeOnEscape={false}
          position="bottom-end"
          shadow="md"
          width={300}
          withArrow
        >
          <Popover.Target>
            <Button size="compact-xs" variant="subtle" onClick={() => (open ? actor.send({ type: 'stock.close' }) : actor.send({ type: 'stock.open' }))} aria-label={`Change stock of ${color}, ${productName}`}>
              Change stock
            </Button>
          </Popover.Target>
          <Popover.Dropdown aria-label={`Change stock of ${label}`}>
            {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape, the Popover's own shortcut, moved here so the reason's suggestions close first */}
            <form onSubmit={submit} onKeyDown={escape} noValidate aria-busy={busy}>
              <Stack gap="xs">
                <Text size="sm" fw={600}>
                  {label}
                </Text>
                <SegmentedControl size="xs" value={mode} onChange={(value) => setMode(value as StockMode)} data={MODES} disabled={busy} aria-label="Receive or count" />
                <TextInput
                  label={mode === 'add' ? STOCK_CONTROL.receiveLabel : STOCK_CONTROL.countLabel}
                  name="metres"
                  inputMode="numeric"
                  autoComplete="off"
                  error={fieldErrors.metres}
                  disabled={busy}
                  data-autofocus
                />
                <Autocomplete
                  label={STOCK_CONTROL.reasonLabel}
                  name="reason"
                  data={[...STOCK_REASONS]}
                  maxLength={CATALOGUE_TEXT_MAX.stockReason}
                  error={fieldErrors.reason}
                  disabled={busy}
                  comboboxProps={{ withinPortal: false }}
                />
                {error && (
                  <Alert color="madder" variant="light" role="alert" p="xs">
                    <Text size="sm">{error}</Text>
                  </Alert>
                )}
                <Group justify="flex-end" gap="xs">
                  <Button size="xs" variant="default" onClick={() => actor.send({ type: 'stock.close' })} disabled={busy}>
                    Cancel
                  </Button>
                  <Button size="xs" type="submit" loading={busy}>
                    Save stock
                  </Button>
                </Group>
              </Stack>
            </form>
          </Popover.Dropdown>
        </Popover>
      )}
      {done && !open && (
        <Text size="xs" c="leaf.8" role="status">
          <span aria-hidden="true">Saved</span>
          <VisuallyHidden>{done}</VisuallyHidden>
        </Text>
      )}
    </Group>
  )
}
