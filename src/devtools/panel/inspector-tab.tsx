import '@mantine/core/styles/Table.css'
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core'
import { clearMockCalls, useLiveActors, useMockCalls } from '../inspector/live-inspector'
import { describeEventType } from '../event-text'
import classes from './devtools.module.css'

const statusText = (status: number | null) => (status === null ? 'pending' : status === 0 ? 'network error' : String(status))

/** The live machines with their state and last events, and the log of mock API calls. */
export function InspectorTab() {
  const actors = useLiveActors()
  const calls = useMockCalls()
  return (
    <Stack gap="lg">
      <section aria-labelledby="devtools-actors-title">
        <Title id="devtools-actors-title" order={4} size="h6" mb={6}>
          Live machines ({actors.length})
        </Title>
        {actors.length === 0 ? (
          <Text size="sm" c="dimmed">
            No inspected machine is running.
          </Text>
        ) : (
          <div className={classes.tableWrap}>
            <Table striped withTableBorder verticalSpacing={4} fz="xs" aria-label="Live machines">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Machine</Table.Th>
                  <Table.Th>State</Table.Th>
                  <Table.Th>Last events (newest last)</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {actors.map((a) => (
                  <Table.Tr key={a.sessionId}>
                    <Table.Td>{a.machineId}</Table.Td>
                    <Table.Td className={classes.stateKey}>
                      {a.value}
                      {a.status !== 'active' ? ` (${a.status})` : ''}
                    </Table.Td>
                    <Table.Td className={classes.mono}>{a.events.map(describeEventType).join(' → ') || '–'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </section>
      <section aria-labelledby="devtools-calls-title">
        <Group justify="space-between" mb={6}>
          <Title id="devtools-calls-title" order={4} size="h6">
            Mock API calls ({calls.length})
          </Title>
          <Button size="compact-xs" variant="subtle" disabled={calls.length === 0} onClick={clearMockCalls}>
            Clear log
          </Button>
        </Group>
        {calls.length === 0 ? (
          <Text size="sm" c="dimmed">
            No call yet.
          </Text>
        ) : (
          <div className={classes.tableWrap}>
            <Table striped withTableBorder verticalSpacing={4} fz="xs" aria-label="Mock API calls">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Method</Table.Th>
                  <Table.Th>Path</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Scenario</Table.Th>
                  <Table.Th>ms</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...calls].reverse().map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>{c.method}</Table.Td>
                    <Table.Td className={classes.mono}>{c.path}</Table.Td>
                    <Table.Td>{statusText(c.status)}</Table.Td>
                    <Table.Td>{c.scenario}</Table.Td>
                    <Table.Td>{c.durationMs ?? '…'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </section>
    </Stack>
  )
}
