import { Anchor, Box, Button, Group, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core'
import { useActorRef, useSelector } from '@xstate/react'
import { useMemo, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { BACK_OFFICE_MESSAGES } from '../../../contracts/admin/back-office-messages'
import type { AdminOrderRow } from '../../../contracts/admin/admin-orders'
import { TEXT_MAX } from '../../../contracts/limits'
import { ORDER_CARD_STATUSES } from '../../../contracts/order-status'
import { formatRupees } from '../../../src/lib/money'
import { useBreakpoint } from '../../../src/ui/breakpoints'
import { withListChanges } from '../../machines/list-query'
import { ordersFilterFrom, ordersListQuery, ordersQueryOf } from '../../machines/orders-list.machine'
import { ListScreenLayout } from '../../ui/list-screen-layout'
import { PaymentStateBadge } from '../../ui/payment-state-badge'
import { StatusBadge } from '../../ui/status-badge'
import { OrderPaymentCell } from './order-payment-cell'
import { OrderCards } from './order-cards'
import { useQueryFollowsUrl, useUrlQuery } from '../../ui/use-url-query'
import { formatDay } from '../../ui/when'

const ALL = ''

/** Cells that read badly broken over lines (a number, a time): a narrow table scrolls instead (phones get cards). */
const oneLine = { whiteSpace: 'nowrap' } as const

function OrderRow({ row }: { row: AdminOrderRow }) {
  return (
    <Table.Tr>
      <Table.Td style={oneLine}>
        <Anchor component={Link} to={`/orders/${encodeURIComponent(row._id)}`} fw={600} aria-label={`Order ${row.orderId}`}>
          {row.orderId}
        </Anchor>
      </Table.Td>
      <Table.Td style={oneLine}>{formatDay(row.placedAt)}</Table.Td>
      <Table.Td>{row.buyerName}</Table.Td>
      <Table.Td>
        {row.productName}
        {row.color && (
          <Text span size="sm" c="dimmed">
            {' '}
            ({row.color})
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right">{row.quantity}</Table.Td>
      <Table.Td ta="right" style={oneLine}>
        {formatRupees(row.total)}
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <StatusBadge status={row.status} />
          {/* below 1200 px the Payment column gives its room to the product: its state waits here */}
          {row.paymentState && (
            <Box hiddenFrom="lg">
              <PaymentStateBadge state={row.paymentState} />
            </Box>
          )}
        </Stack>
      </Table.Td>
      <Table.Td visibleFrom="lg">
        <OrderPaymentCell row={row} />
      </Table.Td>
    </Table.Tr>
  )
}

/**
 * The orders table (issue 29): a status filter and a search (order number, buyer name or email)
 * in the URL, server paging, each order opening its page. The list-screen pattern: the URL holds
 * the query, the query machine loads it, ListScreenLayout lays it out.
 */
export function OrdersScreen() {
  const { query: filter, key, change } = useUrlQuery(ordersFilterFrom, withListChanges)
  const query = useMemo(() => ordersQueryOf(filter), [filter])
  const actor = useActorRef(ordersListQuery.logic, { input: ordersListQuery.input(query) })
  const answer = useSelector(actor, ordersListQuery.answerOf)
  const error = useSelector(actor, (s) => s.context.error)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  useQueryFollowsUrl(actor, query, key)

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    change({ search: String(new FormData(event.currentTarget).get('search') ?? '') })
  }
  const rows = answer?.orders ?? []
  // one list in the page at a time, so a screen reader meets each order once
  const onPhone = useBreakpoint('below700')
  return (
    <ListScreenLayout
      title="Orders"
      noun="orders"
      loading={loading}
      error={error}
      onRetry={() => actor.send({ type: 'query.reload' })}
      isEmpty={answer !== null && rows.length === 0}
      emptyText={BACK_OFFICE_MESSAGES.noOrders}
      page={filter.page}
      totalPages={answer?.totalPages ?? 0}
      totalItems={answer?.totalItems ?? 0}
      onPage={(page) => change({ page })}
      filters={
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label="Status"
            value={filter.status ?? ALL}
            onChange={(event) => change({ status: event.currentTarget.value })}
            data={[{ value: ALL, label: 'All statuses' }, ...ORDER_CARD_STATUSES.map((status) => ({ value: status, label: status }))]}
            w={180}
          />
          <form onSubmit={search} role="search" aria-label="Search orders" key={filter.search ?? ''}>
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                label="Search"
                name="search"
                type="search"
                placeholder="Order number, buyer name or email"
                defaultValue={filter.search ?? ''}
                maxLength={TEXT_MAX.search}
                w={{ base: 220, sm: 300 }}
              />
              <Button type="submit" variant="light">
                Search
              </Button>
            </Group>
          </form>
        </Group>
      }
    >
      {answer && onPhone && <OrderCards rows={rows} />}
      {answer && !onPhone && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Caption>
              Page {filter.page} of {Math.max(answer.totalPages, 1)}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Order</Table.Th>
                <Table.Th scope="col">Placed</Table.Th>
                <Table.Th scope="col">Buyer</Table.Th>
                <Table.Th scope="col">Product</Table.Th>
                <Table.Th scope="col" ta="right">
                  Metres
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Total
                </Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                {/* the order page says it too: below 1200 px the column gives its room to the product */}
                <Table.Th scope="col" visibleFrom="lg">
                  Payment
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <OrderRow key={row._id} row={row} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </ListScreenLayout>
  )
}
