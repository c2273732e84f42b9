import { Badge } from '@mantine/core'
import { CANCELLED_STATUS } from '../../contracts/order-status'
import { statusToneOf, type StatusTone } from '../../src/lib/order-status'

const colours: Record<StatusTone, string> = { neutral: 'gray', progress: 'indigo', success: 'leaf', danger: 'madder', ended: 'gray' }

/** An order's status as the buyer's card spells it, coloured as the storefront colours it. */
export function StatusBadge({ status }: { status: string }) {
  const colour = status === CANCELLED_STATUS ? 'gray' : colours[statusToneOf(status)]
  return (
    <Badge color={colour} variant={status === CANCELLED_STATUS ? 'outline' : 'light'} radius="sm" tt="none" style={{ overflow: 'visible' }} styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}>
      {status}
    </Badge>
  )
}
