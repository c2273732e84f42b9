import { Anchor, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'react-router-dom'
import { adminEndpoints, roleMayCall } from '../../../contracts/admin/admin-endpoints'
import type { DashboardResponse } from '../../../contracts/admin/admin-dashboard'
import { formatRupees } from '../../../src/lib/money'
import { dashboardQuery } from '../../machines/dashboard.machine'
import { useStaffRole } from '../../state/staff-session'
import { LoadFailure } from '../../ui/load-failure'

function Figure({ label, value, href }: { label: string; value: string; href?: string | null }) {
  return (
    <Card withBorder padding="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {href ? (
          <Anchor component={Link} to={href} inherit aria-label={`${label}: ${value}`}>
            {value}
          </Anchor>
        ) : (
          value
        )}
      </Text>
    </Card>
  )
}

function Waiting({ waiting, linked }: { waiting: DashboardResponse['waiting']; linked: boolean }) {
  return (
    <Card withBorder padding="md" radius="md">
      <Title order={2} size="h5" mb="xs">
        Orders waiting for staff
      </Title>
      <Stack gap={4}>
        {waiting.map((row) => (
          <Group key={row.status} justify="space-between">
            {linked ? (
              <Anchor component={Link} to={`/orders?status=${encodeURIComponent(row.status)}`} size="sm">
                {row.status}
              </Anchor>
            ) : (
              <Text size="sm">{row.status}</Text>
            )}
            <Text size="sm" fw={600}>
              {row.count}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  )
}

function LowStock({ rows, threshold }: { rows: DashboardResponse['lowStock']; threshold: number }) {
  return (
    <Card withBorder padding="md" radius="md">
      <Title order={2} size="h5" mb="xs">
        Low stock (under {threshold} metres)
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          Every variety has {threshold} metres or more.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Product</Table.Th>
                <Table.Th scope="col">Colour</Table.Th>
                <Table.Th scope="col" ta="right">
                  Metres
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={`${row.productId}:${row.color}`}>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>{row.color}</Table.Td>
                  <Table.Td ta="right">{row.stock}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  )
}

/** What every role sees first (GET /admin/dashboard): today's orders and value, what waits, what is late, what runs low. */
export function DashboardScreen() {
  const actor = useActorRef(dashboardQuery.logic, { input: dashboardQuery.input({}) })
  const answer = useSelector(actor, dashboardQuery.answerOf)
  const error = useSelector(actor, (s) => s.context.error)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const role = useStaffRole()
  const opensOrders = role !== null && roleMayCall(adminEndpoints.orders.access, role)
  const opensSupport = role !== null && roleMayCall(adminEndpoints.support.access, role)
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Dashboard
        </Title>
        {loading && <Loader size="sm" aria-label="Loading the dashboard" />}
      </Group>
      {error && <LoadFailure message={error} onRetry={() => actor.send({ type: 'query.reload' })} />}
      {answer && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            <Figure label="Orders today" value={String(answer.today.orders)} />
            <Figure label="Value today" value={formatRupees(answer.today.value)} />
            <Figure label="Delayed orders" value={String(answer.delayed)} href={opensOrders ? '/orders?status=Delayed' : null} />
            <Figure label="Open support requests" value={String(answer.openSupport)} href={opensSupport ? '/support?status=open' : null} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Waiting waiting={answer.waiting} linked={opensOrders} />
            <LowStock rows={answer.lowStock} threshold={answer.lowStockThreshold} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  )
}
