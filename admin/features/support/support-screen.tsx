import { Alert, Anchor, NativeSelect, Table, Text } from '@mantine/core'
import { useActorRef, useSelector } from '@xstate/react'
import { useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import { SUPPORT_STATUSES, type AdminSupportRequest } from '../../../contracts/admin/admin-support'
import { SUPPORT_SCREEN, SUPPORT_STATUS_LABELS } from '../../../contracts/admin/moderation-screens'
import { withListChanges } from '../../machines/list-query'
import { supportFilterFrom, supportListQuery, supportQueryOf, type SupportFilter } from '../../machines/support-list.machine'
import { ListScreenLayout } from '../../ui/list-screen-layout'
import { useQueryFollowsUrl, useUrlQuery } from '../../ui/use-url-query'
import { formatWhen } from '../../ui/when'
import { SupportRequestPage } from './support-request-page'
import { SupportStatusBadge } from './support-status-badge'

const ALL = ''

/** The inbox's address with a change (the page kept unless it changes), as a link's target. */
const hrefWith = (filter: SupportFilter, changes: Readonly<Record<string, string | number | null>>) => {
  const base = new URLSearchParams()
  if (filter.status) base.set('status', filter.status)
  if (filter.page > 1) base.set('page', String(filter.page))
  const search = withListChanges(base, { page: filter.page, ...changes }).toString()
  return search ? `?${search}` : '?'
}

function RequestRow({ request, href }: { request: AdminSupportRequest; href: string }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={href} fw={600} aria-label={`Request from ${request.name}, ${formatWhen(request.createdAt)}`}>
          {request.name}
        </Anchor>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {request.contactDetails}
        </Text>
        <Text size="xs" c="dimmed">
          {formatWhen(request.createdAt)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {request.message}
        </Text>
      </Table.Td>
      <Table.Td>
        <SupportStatusBadge status={request.status} />
        <Text size="xs" c="dimmed">
          {request.replies.length === 1 ? '1 reply' : `${request.replies.length} replies`}
        </Text>
      </Table.Td>
    </Table.Tr>
  )
}

/**
 * The request open from the inbox (`?request=<id>`), taken from the page the inbox answered. Once
 * open it stays, as its own machine has it, even when a change (Mark Closed) moves it out of the
 * inbox's filter; a link to a request the page no longer holds says so.
 */
function OpenRequest({ id, rows, loaded, inbox, backTo }: { id: string; rows: readonly AdminSupportRequest[]; loaded: boolean; inbox: Parameters<typeof SupportRequestPage>[0]['inbox']; backTo: string }) {
  const [held, setHeld] = useState<AdminSupportRequest | null>(null)
  const found = rows.find((row) => row._id === id) ?? null
  const request = held?._id === id ? held : found
  if (request && request !== held) setHeld(request)
  if (request) return <SupportRequestPage key={id} request={request} inbox={inbox} backTo={backTo} />
  if (!loaded) return null
  return (
    <Alert color="gray" variant="light" role="alert" title="Request not on this page">
      {SUPPORT_SCREEN.notOnPage}{' '}
      <Anchor component={Link} to={backTo}>
        Back to the inbox
      </Anchor>
    </Alert>
  )
}

/**
 * The support inbox (issue 29, points 5 and 9): newest first, a status filter and server paging
 * in the URL, each request opening its page (`?request=<id>`) with its replies, a reply and its
 * status. The list-screen pattern of the back office (ListScreenLayout, the query machine).
 */
export function SupportScreen() {
  const { query: filter, change } = useUrlQuery(supportFilterFrom, withListChanges)
  // opening a request is not a new query: the key leaves `request` out
  const query = useMemo(() => supportQueryOf(filter), [filter])
  const queryKey = `${filter.status ?? ''}:${filter.page}`
  const actor = useActorRef(supportListQuery.logic, { input: supportListQuery.input(query) })
  const answer = useSelector(actor, supportListQuery.answerOf)
  const error = useSelector(actor, (s) => s.context.error)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  useQueryFollowsUrl(actor, query, queryKey)
  const rows = answer?.requests ?? []
  const backTo = hrefWith(filter, { request: null })

  if (filter.request) {
    return <OpenRequest id={filter.request} rows={rows} loaded={answer !== null} inbox={actor} backTo={backTo} />
  }
  return (
    <ListScreenLayout
      title="Support inbox"
      noun="requests"
      loading={loading}
      error={error}
      onRetry={() => actor.send({ type: 'query.reload' })}
      isEmpty={answer !== null && rows.length === 0}
      emptyText={SUPPORT_SCREEN.empty}
      page={filter.page}
      totalPages={answer?.totalPages ?? 0}
      totalItems={answer?.totalItems ?? 0}
      onPage={(page) => change({ page })}
      filters={
        <NativeSelect
          label="Status"
          value={filter.status ?? ALL}
          onChange={(event) => change({ status: event.currentTarget.value })}
          data={[{ value: ALL, label: 'All statuses' }, ...SUPPORT_STATUSES.map((status) => ({ value: status, label: SUPPORT_STATUS_LABELS[status] }))]}
          w={180}
        />
      }
    >
      {answer && (
        <Table.ScrollContainer minWidth={480}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Caption>
              Page {filter.page} of {Math.max(answer.totalPages, 1)}, newest first
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" w="30%">
                  From
                </Table.Th>
                <Table.Th scope="col">Message</Table.Th>
                <Table.Th scope="col" w={120}>
                  Status
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((request) => (
                <RequestRow key={request._id} request={request} href={hrefWith(filter, { request: request._id })} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </ListScreenLayout>
  )
}
