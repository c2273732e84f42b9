import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { CartLine } from '../../../contracts/cart'
import type { CheckoutTotals } from '../../lib/checkout-totals'
import { formatRupees } from '../../lib/money'
import { OrderLines } from './order-lines'

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500}>
        {value}
      </Text>
    </Group>
  )
}

interface OrderSummaryCardProps {
  readonly lines: readonly CartLine[]
  /** The full figures of step 3; before it only the subtotal is known for sure. */
  readonly totals: CheckoutTotals | null
  readonly subTotal: number
}

/**
 * Checkout's Order Summary: the lines, then SubTotal, Estimated Tax (10%), Shipping Charges and
 * Total once step 3 has them (SPEC 2 and 9).
 */
export function OrderSummaryCard({ lines, totals, subTotal }: OrderSummaryCardProps) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="checkout-summary-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="checkout-summary-title">
          Order Summary
        </Title>
        {lines.length === 0 ? <Text c="dimmed">Your cart is empty.</Text> : <OrderLines lines={lines} />}
        <Divider />
        <Row label="SubTotal" value={formatRupees(totals?.subTotal ?? subTotal)} />
        {totals ? (
          <>
            <Row label="Estimated Tax (10%)" value={formatRupees(totals.estimatedTax)} />
            <Row label="Shipping Charges" value={formatRupees(totals.shipping)} />
            <Divider />
            <Row label="Total" value={formatRupees(totals.total)} strong />
          </>
        ) : (
          <Text size="xs" c="dimmed">
            Tax and shipping are added on the payment step.
          </Text>
        )}
      </Stack>
    </Paper>
  )
}
