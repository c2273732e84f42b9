import { Card, Group, Stack, Table, Text, Title } from '@mantine/core'
import type { AdminOrderPayment, PaymentHistoryEntry } from '../../../contracts/admin/admin-orders'
import { formatRupees } from '../../../src/lib/money'
import { PaymentStateBadge } from '../../ui/payment-state-badge'
import { formatWhen } from '../../ui/when'
import { DetailRow } from './detail-row'
import { historyKindLabel, historySourceLabel, paiseAsRupees, PROVIDER_LABELS, REFUND_STATE_LABELS } from './payment-labels'

/** A gateway's id: long and unbroken, so it may wrap anywhere rather than push the card wider. */
function GatewayId({ id }: { id: string | undefined }) {
  if (!id)
    return (
      <Text span size="sm" c="dimmed">
        None yet
      </Text>
    )
  return (
    <Text span ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
      {id}
    </Text>
  )
}

function RefundRows({ refund }: { refund: NonNullable<AdminOrderPayment['refund']> }) {
  return (
    <>
      <DetailRow label="Refund">
        {REFUND_STATE_LABELS[refund.state]}, {formatRupees(paiseAsRupees(refund.amountPaise))}
      </DetailRow>
      <DetailRow label="Refund attempts">{refund.attempts}</DetailRow>
      {refund.lastError && <DetailRow label="Last refund error">{refund.lastError}</DetailRow>}
    </>
  )
}

/**
 * One line of the history: what happened, when, and who or what told the store. A line about one
 * order of the purchase (a refund) names it: this order, or another by its number.
 */
function HistoryLine({ entry, orderNumber }: { entry: PaymentHistoryEntry; orderNumber: string }) {
  return (
    <li>
      <Text size="sm" fw={600}>
        {historyKindLabel(entry.kind)}
        {entry.orderNumber && (
          <Text span size="sm" fw={400}>
            {' '}
            ({entry.orderNumber === orderNumber ? 'this order' : `order ${entry.orderNumber}`})
          </Text>
        )}
      </Text>
      {entry.note && <Text size="sm">{entry.note}</Text>}
      <Text size="xs" c="dimmed">
        {formatWhen(entry.at)}, by {historySourceLabel(entry.source)}
      </Text>
    </li>
  )
}

/**
 * A prepaid order's payment (issue 31): its state, the gateway and its ids, what the purchase
 * and this order cost, until when the stock is held while it awaits payment, its refund, and
 * the history oldest first, so staff can answer a buyer who asks where their money is.
 */
export function PaymentCard({ payment, orderNumber }: { payment: AdminOrderPayment; orderNumber: string }) {
  const shared = payment.purchaseAmountPaise !== payment.orderAmountPaise
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="order-payment-title">
      <Group justify="space-between" align="center" gap="xs" mb="xs">
        <Title order={2} size="h4" id="order-payment-title">
          Payment
        </Title>
        <PaymentStateBadge state={payment.state} />
      </Group>
      <Table variant="vertical" layout="fixed" withRowBorders={false}>
        <Table.Tbody>
          <DetailRow label="Method">{payment.method}</DetailRow>
          <DetailRow label="Gateway">{PROVIDER_LABELS[payment.provider]}</DetailRow>
          <DetailRow label={shared ? 'This order' : 'Amount'}>{formatRupees(paiseAsRupees(payment.orderAmountPaise))}</DetailRow>
          {shared && <DetailRow label="Whole purchase">{formatRupees(paiseAsRupees(payment.purchaseAmountPaise))}</DetailRow>}
          {payment.holdUntil && <DetailRow label="Stock held until">{formatWhen(payment.holdUntil)}</DetailRow>}
          <DetailRow label="Gateway order">
            <GatewayId id={payment.providerOrderId} />
          </DetailRow>
          <DetailRow label="Gateway payment">
            <GatewayId id={payment.providerPaymentId} />
          </DetailRow>
          {payment.refund && <RefundRows refund={payment.refund} />}
        </Table.Tbody>
      </Table>
      <Title order={3} size="h5" mt="md" mb="xs" id="order-payment-history">
        History
      </Title>
      {payment.history.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing recorded yet.
        </Text>
      ) : (
        <Stack component="ol" gap="xs" m={0} pl="md" aria-labelledby="order-payment-history">
          {payment.history.map((entry, index) => (
            <HistoryLine key={`${index}:${entry.at}:${entry.kind}`} entry={entry} orderNumber={orderNumber} />
          ))}
        </Stack>
      )}
    </Card>
  )
}
