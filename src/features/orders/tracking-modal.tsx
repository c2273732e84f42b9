import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/Overlay.css'
import { Modal, Text } from '@mantine/core'
import type { Order } from '../../../contracts/order'
import type { TimelineItem } from '../../lib/order-tracking'
import { TrackingTimeline } from './tracking-timeline'

interface TrackingModalProps {
  readonly opened: boolean
  readonly order: Order | null
  readonly timeline: readonly TimelineItem[]
  readonly onClose: () => void
}

/** Track My Order (SPEC 2 overlay): closes on an outside click, Escape or its close button. */
export function TrackingModal({ opened, order, timeline, onClose }: TrackingModalProps) {
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
          <Text size="sm" c="dimmed" mb="md">
            {order.item.name} · Order ID: {order.orderId}
          </Text>
          <TrackingTimeline items={timeline} />
        </>
      )}
    </Modal>
  )
}
