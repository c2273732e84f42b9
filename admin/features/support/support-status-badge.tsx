import { Badge } from '@mantine/core'
import type { SupportStatus } from '../../../contracts/admin/admin-support'
import { SUPPORT_STATUS_LABELS } from '../../../contracts/admin/moderation-screens'

/* Open waits for staff (indigo, as an order in progress), answered is done for now, closed is over. */
const colours: Record<SupportStatus, string> = { open: 'indigo', answered: 'leaf', closed: 'gray' }

/** A support request's status as the inbox shows it. */
export function SupportStatusBadge({ status }: { status: SupportStatus }) {
  return (
    <Badge color={colours[status]} variant={status === 'closed' ? 'outline' : 'light'} radius="sm" tt="none" styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible', textOverflow: 'clip' } }}>
      {SUPPORT_STATUS_LABELS[status]}
    </Badge>
  )
}
