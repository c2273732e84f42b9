import '@mantine/dropzone/styles.css'
import { Alert, Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { Dropzone } from '@mantine/dropzone'
import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'react-router-dom'
import type { ImportSummary } from '../../../contracts/admin/catalogue-csv'
import { IMPORT_SCREEN } from '../../../contracts/admin/catalogue-screens'
import { catalogueImportMachine } from '../../machines/catalogue-import.machine'

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Card withBorder padding="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value.toLocaleString('en-IN')}
      </Text>
    </Card>
  )
}

/** What an import would do or did: products created, updated, unchanged. */
function Summary({ summary, heading }: { summary: ImportSummary; heading: string }) {
  return (
    <Stack gap="xs" component="section" aria-label={heading}>
      <Title order={2} size="h4">
        {heading}
      </Title>
      <SimpleGrid cols={{ base: 3 }} spacing="sm" maw={520}>
        <Figure label="Created" value={summary.created} />
        <Figure label="Updated" value={summary.updated} />
        <Figure label="Unchanged" value={summary.unchanged} />
      </SimpleGrid>
    </Stack>
  )
}

/** A summary with problems may count nothing (the store stops counting at a problem): then its figures say nothing. */
const hasFigures = (summary: ImportSummary) => summary.errorCount === 0 || summary.created + summary.updated + summary.unchanged > 0

/** Every row with a problem: the row as a spreadsheet numbers it, the column, and what is wrong. */
function Problems({ summary }: { summary: ImportSummary }) {
  if (summary.errorCount === 0) return null
  return (
    <Stack gap="xs">
      <Text size="sm" c="madder.7" role="alert">
        {IMPORT_SCREEN.problems(summary.errors.length, summary.errorCount)}
      </Text>
      {/* three short columns wrap on a phone rather than scroll */}
      <Table striped verticalSpacing="xs" style={{ overflowWrap: 'anywhere' }}>
        <Table.Caption>Rows with problems</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" ta="right">
              Row
            </Table.Th>
            <Table.Th scope="col">Column</Table.Th>
            <Table.Th scope="col">Problem</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary.errors.map((problem, index) => (
            <Table.Tr key={`${problem.row}:${problem.column}:${index}`}>
              <Table.Td ta="right">{problem.row}</Table.Td>
              <Table.Td style={{ fontFamily: 'monospace' }}>{problem.column}</Table.Td>
              <Table.Td>{problem.msg}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  )
}

/**
 * Import CSV (issue 30, point 5): drop or pick a .csv; the store checks every row without
 * writing (a dry run) and the screen shows what it would do and every row's problem; Confirm
 * (only without problems) writes it all or nothing, then says what was done.
 */
export function ImportScreen() {
  const actor = useActorRef(catalogueImportMachine)
  const state = useSelector(actor, (s) => s)
  const { file, preview, result, error } = state.context
  const checking = state.matches('checking')
  const writing = state.matches('writing')
  const written = state.matches('written')

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/products" size="sm">
        ← All products
      </Anchor>
      <Title order={1} size="h2">
        Import the catalogue
      </Title>
      <Text size="sm">{IMPORT_SCREEN.intro}</Text>
      {!written && (
        <Dropzone
          // every file reaches the form: a .csv is judged by its name or type, its rows by the store
          onDrop={(files) => files[0] && actor.send({ type: 'import.pick', file: files[0] })}
          disabled={checking || writing}
          loading={checking}
          multiple={false}
          radius="md"
          inputProps={{ 'aria-label': 'Choose a CSV file to import', accept: '.csv,text/csv' }}
        >
          <Group justify="center" mih={96} style={{ pointerEvents: 'none' }}>
            <Text size="sm" ta="center">
              {IMPORT_SCREEN.dropHint}
              {file && (
                <Text span size="xs" c="dimmed" display="block">
                  {file.name}
                </Text>
              )}
            </Text>
          </Group>
        </Dropzone>
      )}
      {checking && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">{IMPORT_SCREEN.checking}</Text>
        </Group>
      )}
      {error && (
        <Alert color="madder" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {preview && !written && (
        <Stack gap="md">
          {hasFigures(preview) && <Summary summary={preview} heading={IMPORT_SCREEN.wouldDo} />}
          {preview.errorCount === 0 ? (
            <Text size="sm" c="leaf.8" role="status">
              {IMPORT_SCREEN.noProblems}
            </Text>
          ) : (
            <Problems summary={preview} />
          )}
          <Group gap="sm">
            <Button onClick={() => actor.send({ type: 'import.confirm' })} disabled={preview.errorCount > 0} loading={writing}>
              {IMPORT_SCREEN.confirm}
            </Button>
            {writing && (
              <Text size="sm" c="dimmed" role="status">
                {IMPORT_SCREEN.writing}
              </Text>
            )}
          </Group>
        </Stack>
      )}
      {written && result && (
        <Stack gap="md">
          <Alert color={result.written ? 'leaf' : 'madder'} variant="light" role="status">
            {result.written ? IMPORT_SCREEN.written : IMPORT_SCREEN.notWritten}
          </Alert>
          {hasFigures(result) && <Summary summary={result} heading={result.written ? IMPORT_SCREEN.did : IMPORT_SCREEN.wouldDo} />}
          <Problems summary={result} />
          <Group>
            <Button variant="default" onClick={() => actor.send({ type: 'import.reset' })}>
              {IMPORT_SCREEN.another}
            </Button>
            <Button component={Link} to="/products" variant="light">
              Back to the products
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  )
}
