import { Anchor, Card, Group, Stack, Text } from '@mantine/core'
import { Link } from 'react-router-dom'
import type { AdminOrderRow } from '../../../contracts/admin/admin-orders'
import { formatRupees } from '../../../src/lib/money'
import { StatusBadge } from '../../ui/status-badge'
import { OrderPaymentCell } from './order-payment-cell'
import { formatDay } from '../../ui/when'

/**
 * The orders list on a phone (issue 29: fulfilment staff on the warehouse floor): one card per
 * order, its number and status first, so a row reads without scrolling sideways through a table.
 */
export function OrderCards({ rows }: { rows: readonly AdminOrderRow[] }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Card key={row._id} component="li" withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Anchor component={Link} to={`/orders/${encodeURIComponent(row._id)}`} fw={600} aria-label={`Order ${row.orderId}`}>
              {row.orderId}
            </Anchor>
            <StatusBadge status={row.status} />
          </Group>
          <Text size="sm" mt={4}>
            {row.productName}
            {row.color ? ` (${row.color})` : ''}: {row.quantity} m
          </Text>
          <Group justify="space-between" gap="xs" mt={2}>
            <Text size="sm" c="dimmed">
              {row.buyerName}, {formatDay(row.placedAt)}
            </Text>
            <Text size="sm" fw={600}>
              {formatRupees(row.total)}
            </Text>
          </Group>
          <OrderPaymentCell row={row} mt={4} />
        </Card>
      ))}
    </Stack>
  )
}
