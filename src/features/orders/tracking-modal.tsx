import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/Overlay.css'
import { Group, Modal, Text } from '@mantine/core'
import type { Order } from '../../../contracts/order'
import type { TimelineCancellation, TimelineItem } from '../../lib/order-tracking'
import { CancellationNote } from './cancellation-note'
import { PaymentStateBadge } from './payment-state-badge'
import { TrackingTimeline } from './tracking-timeline'

interface TrackingModalProps {
  readonly opened: boolean
  readonly order: Order | null
  readonly timeline: readonly TimelineItem[]
  readonly cancellation: TimelineCancellation | null
  readonly onClose: () => void
}

/**
 * Track My Order (SPEC 2 overlay): closes on an outside click, Escape or its close button. A
 * cancelled order says so above its steps (issue 29), which stay as far as the order got. A
 * prepaid order shows its payment state beside the tracking (issue 31).
 */
export function TrackingModal({ opened, order, timeline, cancellation, onClose }: TrackingModalProps) {
  return (
    <Modal
      opened={opened && order !== null}
      onClose={onClose}
      title="Track My Order"
      centered
      closeButtonProps={{ 'aria-label': 'Close tracking' }}
    >
      {order && (
        <>
          <Text size="sm" c="dimmed" mb={order.payment ? 'xs' : 'md'}>
            {order.item.name} · Order ID: {order.orderId}
          </Text>
          {order.payment && (
            <Group gap="xs" mb="md">
              <Text size="sm">Payment:</Text>
              <PaymentStateBadge payment={order.payment} />
            </Group>
          )}
          {cancellation && <CancellationNote cancellation={cancellation} />}
          <TrackingTimeline items={timeline} />
        </>
      )}
    </Modal>
  )
}
