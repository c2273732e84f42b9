import { Anchor, Card, Group, NativeSelect, Stack, Table, Text } from '@mantine/core'
import { useActorRef, useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { Link } from 'react-router-dom'
import type { AuditEntry } from '../../../contracts/admin/admin-audit'
import { AUDIT_ENTITIES } from '../../../contracts/admin/audit-actions'
import { AUDIT_SCREEN } from '../../../contracts/admin/moderation-screens'
import { STAFF_ROLE_LABELS, type StaffMember } from '../../../contracts/admin/staff'
import { auditFilterFrom, auditLogQuery, auditQueryOf } from '../../machines/audit-log.machine'
import { withListChanges } from '../../machines/list-query'
import { staffListQuery } from '../../machines/staff-list.machine'
import { ListScreenLayout } from '../../ui/list-screen-layout'
import { useQueryFollowsUrl, useUrlQuery } from '../../ui/use-url-query'
import { formatWhen } from '../../ui/when'
import { actionLabelOf, auditChangesOf } from './audit-changes'

const ALL = ''

/** The records that have a page of their own in the back office. */
const RECORD_PAGES: Readonly<Record<string, string>> = { [AUDIT_ENTITIES.order]: '/orders', [AUDIT_ENTITIES.product]: '/products' }

/**
 * The record an entry is about: an order or a product opens its page, a member is named; the
 * others are named by kind and id.
 */
function RecordOf({ entry, members }: { entry: AuditEntry; members: readonly StaffMember[] }) {
  const kind = AUDIT_SCREEN.entities[entry.entity] ?? entry.entity
  const page = RECORD_PAGES[entry.entity]
  if (page) {
    return (
      <Anchor component={Link} to={`${page}/${encodeURIComponent(entry.entityId)}`} size="sm">
        {kind} {entry.entityId}
      </Anchor>
    )
  }
  const member = entry.entity === AUDIT_ENTITIES.staff ? members.find((m) => m.id === entry.entityId) : undefined
  return (
    <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
      {kind} {member ? member.name : entry.entityId}
    </Text>
  )
}

function EntryCard({ entry, members }: { entry: AuditEntry; members: readonly StaffMember[] }) {
  const changes = auditChangesOf(entry)
  return (
    <Card component="li" withBorder radius="md" padding="sm">
      <Group justify="space-between" gap="xs" align="baseline">
        <Text size="sm">
          <Text span fw={700}>
            {entry.staffName}
          </Text>{' '}
          {actionLabelOf(entry.action).toLowerCase()}: <RecordOf entry={entry} members={members} />
        </Text>
        <Text size="xs" c="dimmed">
          <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
        </Text>
      </Group>
      {changes.length > 0 && (
        <Table.ScrollContainer minWidth={300} mt="xs">
          <Table withTableBorder verticalSpacing={4} fz="sm" layout="fixed">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" w="28%">
                  Field
                </Table.Th>
                <Table.Th scope="col">Before</Table.Th>
                <Table.Th scope="col">After</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changes.map((change) => (
                <Table.Tr key={change.field}>
                  <Table.Th scope="row" fw={500}>
                    {change.field}
                  </Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{change.before}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{change.after}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  )
}

/**
 * The owners' audit log (issue 29, points 7 and 9): every staff write, newest first, of one
 * member or all, paged on the server; each entry says who did what to which record, when, and
 * the fields before and after. Nothing here edits or deletes an entry.
 */
export function AuditScreen() {
  const { query: filter, key, change } = useUrlQuery(auditFilterFrom, withListChanges)
  const query = useMemo(() => auditQueryOf(filter), [filter])
  const log = useActorRef(auditLogQuery.logic, { input: auditLogQuery.input(query) })
  const answer = useSelector(log, auditLogQuery.answerOf)
  const error = useSelector(log, (s) => s.context.error)
  const loading = useSelector(log, (s) => s.matches('loading'))
  useQueryFollowsUrl(log, query, key)
  // the member filter's choices: the staff list (owners read both)
  const staff = useActorRef(staffListQuery.logic, { input: staffListQuery.input({}) })
  const members = useSelector(staff, staffListQuery.answerOf) ?? []
  const entries = answer?.entries ?? []

  return (
    <ListScreenLayout
      title="Audit log"
      noun="entries"
      loading={loading}
      error={error}
      onRetry={() => log.send({ type: 'query.reload' })}
      isEmpty={answer !== null && entries.length === 0}
      emptyText={AUDIT_SCREEN.empty}
      page={filter.page}
      totalPages={answer?.totalPages ?? 0}
      totalItems={answer?.totalItems ?? 0}
      onPage={(page) => change({ page })}
      filters={
        <NativeSelect
          label="Member"
          value={filter.staffId ?? ALL}
          onChange={(event) => change({ member: event.currentTarget.value })}
          data={[
            { value: ALL, label: AUDIT_SCREEN.allMembers },
            ...members.map((member) => ({ value: member.id, label: `${member.name} (${STAFF_ROLE_LABELS[member.role]})` })),
            // a member the list has not brought yet (a link followed early) is still the filter
            ...(filter.staffId && !members.some((m) => m.id === filter.staffId) ? [{ value: filter.staffId, label: filter.staffId }] : []),
          ]}
          w={{ base: '100%', xs: 300 }}
        />
      }
    >
      {answer && (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`Audit entries, page ${filter.page}, newest first`}>
          {entries.map((entry) => (
            <EntryCard key={entry._id} entry={entry} members={members} />
          ))}
        </Stack>
      )}
    </ListScreenLayout>
  )
}
