import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core'
import { useActorRef, useSelector } from '@xstate/react'
import type { FormEvent } from 'react'
import { Link } from 'react-router-dom'
import type { AnyActorRef } from 'xstate'
import { SUPPORT_STATUSES, type AdminSupportRequest, type SupportStatus } from '../../../contracts/admin/admin-support'
import { SUPPORT_SCREEN, SUPPORT_STATUS_LABELS } from '../../../contracts/admin/moderation-screens'
import { TEXT_MAX } from '../../../contracts/limits'
import { isEmailContact, supportRequestMachine } from '../../machines/support-request.machine'
import { formatWhen } from '../../ui/when'
import { SupportStatusBadge } from './support-status-badge'

interface SupportRequestPageProps {
  /** The request as the inbox's page answered it when it was opened. */
  readonly request: AdminSupportRequest
  /** The inbox's query actor: reloaded after each change, so its row follows. */
  readonly inbox: AnyActorRef
  /** The inbox's address without the open request. */
  readonly backTo: string
}

function Replies({ request }: { request: AdminSupportRequest }) {
  if (request.replies.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {SUPPORT_SCREEN.noReplies}
      </Text>
    )
  }
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Replies">
      {request.replies.map((reply, index) => (
        <Card component="li" key={`${index}:${reply.at}`} withBorder radius="md" padding="sm">
          <Group justify="space-between" gap="xs" mb={4}>
            <Text size="sm" fw={600}>
              {reply.staffName}
            </Text>
            <Group gap="xs">
              <Badge size="sm" radius="sm" tt="none" variant="light" color={reply.mailed ? 'leaf' : 'gray'}>
                {reply.mailed ? 'Mailed' : 'Not mailed'}
              </Badge>
              <Text size="xs" c="dimmed">
                {formatWhen(reply.at)}
              </Text>
            </Group>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {reply.message}
          </Text>
        </Card>
      ))}
    </Stack>
  )
}

/**
 * One support request (issue 29, point 5): who wrote, how to reach them, what they asked, the
 * replies so far (each saying whether it was mailed), a reply box that says where the reply will
 * go, and the status. Each action shows its progress; a failure says why and keeps the reply.
 */
export function SupportRequestPage({ request: opened, inbox, backTo }: SupportRequestPageProps) {
  const actor = useActorRef(supportRequestMachine, { input: { request: opened, inbox } })
  const { request, draft, replyError, error, done, pendingStatus } = useSelector(actor, (s) => s.context)
  const replying = useSelector(actor, (s) => s.matches('replying'))
  const changing = useSelector(actor, (s) => s.matches('changingStatus'))
  const busy = replying || changing
  const mails = isEmailContact(request.contactDetails)

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    actor.send({ type: 'support.reply', message: String(new FormData(event.currentTarget).get('message') ?? '') })
  }
  const setStatus = (status: SupportStatus) => actor.send({ type: 'support.setStatus', status })

  return (
    <Stack gap="md">
      <Anchor component={Link} to={backTo} size="sm">
        ← Back to the inbox
      </Anchor>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          Request from {request.name}
        </Title>
        <SupportStatusBadge status={request.status} />
      </Group>
      {done && (
        <Alert color="leaf" variant="light" role="status">
          {done}
        </Alert>
      )}
      {error && (
        <Alert color="madder" variant="light" role="alert" title="That did not go through">
          {error}
        </Alert>
      )}
      <Card withBorder radius="md" padding="md">
        <Stack gap={6}>
          <Text size="sm" c="dimmed">
            Received {formatWhen(request.createdAt)} · {request.userId ? 'signed in as a buyer' : 'sent without an account'}
          </Text>
          <Text size="sm">
            Contact:{' '}
            {mails ? (
              <Anchor href={`mailto:${request.contactDetails}`} size="sm">
                {request.contactDetails}
              </Anchor>
            ) : (
              request.contactDetails
            )}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{request.message}</Text>
        </Stack>
      </Card>

      <Title order={2} size="h4">
        Replies
      </Title>
      <Replies request={request} />

      <Card withBorder radius="md" padding="md">
        {/* the reply box is the form's own: a reply that went out adds a reply, and the new key empties it */}
        <form onSubmit={send} noValidate aria-busy={replying} key={request.replies.length}>
          <Stack gap="sm">
            <Textarea
              label="Your reply"
              name="message"
              defaultValue={draft}
              maxLength={TEXT_MAX.supportMessage}
              autosize
              minRows={3}
              error={replyError}
              disabled={busy}
              description={mails ? SUPPORT_SCREEN.willMail(request.contactDetails) : SUPPORT_SCREEN.wontMail}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={replying} disabled={changing}>
                Send reply
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>

      <Card withBorder radius="md" padding="md">
        <Title order={2} size="h5" mb="xs">
          Status
        </Title>
        <Group gap="sm" aria-busy={changing}>
          {SUPPORT_STATUSES.filter((status) => status !== request.status).map((status) => (
            <Button key={status} variant="outline" color={status === 'closed' ? 'gray' : 'indigo'} loading={pendingStatus === status} disabled={busy && pendingStatus !== status} onClick={() => setStatus(status)}>
              Mark {SUPPORT_STATUS_LABELS[status]}
            </Button>
          ))}
        </Group>
      </Card>
    </Stack>
  )
}
