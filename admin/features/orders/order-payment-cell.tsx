import { Group, Text } from '@mantine/core'
import type { AdminOrderRow } from '../../../contracts/admin/admin-orders'
import { PaymentStateBadge } from '../../ui/payment-state-badge'

/**
 * How an order is paid, in the orders table and on a phone's card: the method, and for a prepaid
 * order its payment state (issue 31), so staff see at a glance what may be packed.
 */
export function OrderPaymentCell({ row, mt }: { row: AdminOrderRow; mt?: number }) {
  return (
    <Group gap={6} wrap="wrap" mt={mt}>
      <Text span size="sm" c="dimmed">
        {row.paymentMethod}
      </Text>
      {row.paymentState && <PaymentStateBadge state={row.paymentState} />}
    </Group>
  )
}
