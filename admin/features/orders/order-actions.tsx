import { Button, Card, Group, Stack, Text, TextInput, Textarea, Title } from '@mantine/core'
import type { AdminOrderDetail } from '../../../contracts/admin/admin-orders'
import { CARRIER_MAX, STAFF_NOTE_MAX, TRACKING_NUMBER_MAX } from '../../../contracts/admin/admin-orders'
import { DISPATCH_STEP, type StaffStep } from '../../../contracts/fulfilment-rules'
import { CANCELLED_STATUS } from '../../../contracts/order-status'
import { PAYMENT_MESSAGES } from '../../../contracts/payment-messages'
import { formatRupees } from '../../../src/lib/money'
import { TRACKING_MESSAGES } from '../../../contracts/tracking'
import type { ActionField, ActionFields, OrderAction } from '../../machines/order-page.machine'
import type { FieldErrors } from '../../../src/lib/validation'
import { ConfirmActionDialog } from '../../ui/confirm-action-dialog'
import { paiseAsRupees } from './payment-labels'

/** The steps' buttons, as staff on the warehouse floor read them. */
const STEP_LABELS: Record<StaffStep, string> = { Ongoing: 'Mark Ongoing', Shipped: 'Mark Shipped', Delivered: 'Mark Delivered' }
/** The steps, delays and cancellations the buyer is mailed about (when the store sends mail). */
const MAILED = 'The buyer is also sent it by email when the store sends mail.'

/**
 * Why an open order has no next step: a prepaid order not paid yet (issue 31; the backends give
 * it no next step and refuse one), said where the step's button would be. Null otherwise.
 */
function heldBackReason(order: AdminOrderDetail): string | null {
  const unpaid = order.payment !== undefined && order.payment.state !== 'paid'
  return order.nextStep === null && unpaid && order.status !== CANCELLED_STATUS ? PAYMENT_MESSAGES.unpaidNotShippable : null
}

/** The buttons the order allows now (its next step, a delay, a cancellation) for a role that may act. */
export function OrderActionButtons({ order, mayAct, onOpen }: { order: AdminOrderDetail; mayAct: boolean; onOpen: (action: OrderAction) => void }) {
  const anything = order.nextStep !== null || order.canDelay || order.canCancel
  const heldBack = heldBackReason(order)
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm">
        Update the order
      </Title>
      {!mayAct ? (
        <Text size="sm" c="dimmed">
          Your role reads orders; fulfilment staff and owners update them.
        </Text>
      ) : !anything ? (
        <Text size="sm" c="dimmed">
          Nothing more to do: this order is {order.status.toLowerCase()}.
        </Text>
      ) : (
        <Stack gap="sm">
          {heldBack && (
            <Text size="sm" fw={500} role="note" aria-label="Why it cannot move on">
              {heldBack}
            </Text>
          )}
          {order.nextStep && (
            <Button size="md" fullWidth onClick={() => order.nextStep && onOpen({ kind: 'step', step: order.nextStep })}>
              {STEP_LABELS[order.nextStep]}
            </Button>
          )}
          <Group grow preventGrowOverflow={false} gap="sm">
            {order.canDelay && (
              <Button variant="outline" onClick={() => onOpen({ kind: 'delay' })}>
                Report a delay
              </Button>
            )}
            {order.canCancel && (
              <Button variant="outline" color="madder" onClick={() => onOpen({ kind: 'cancel' })}>
                Cancel order
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Card>
  )
}

interface DialogText {
  readonly title: string
  readonly confirmLabel: string
  readonly tells: string
  readonly danger?: boolean
}

/** What cancelling does to the money of a paid order (issue 31): it goes back through the gateway. */
function refundText(order: AdminOrderDetail | null): string {
  if (order?.payment?.state !== 'paid') return ''
  return ` The ${formatRupees(paiseAsRupees(order.payment.orderAmountPaise))} the buyer paid for it is refunded through the payment gateway.`
}

function dialogTextOf(action: OrderAction, order: AdminOrderDetail | null): DialogText {
  if (action.kind === 'delay') {
    return { title: 'Report a delay', confirmLabel: 'Report the delay', tells: `The order will say Delayed, with your message on its tracking. ${MAILED}` }
  }
  if (action.kind === 'cancel') {
    return {
      title: 'Cancel this order',
      confirmLabel: 'Cancel the order',
      tells: `The order will say Cancelled, with your reason on its tracking; its metres go back in stock.${refundText(order)} This cannot be undone. ${MAILED}`,
      danger: true,
    }
  }
  const step = action.step
  const shipped = step === DISPATCH_STEP ? ' with the carrier and tracking number' : ''
  const mailed = step === 'Ongoing' ? '' : ` ${MAILED}`
  return {
    title: STEP_LABELS[step],
    confirmLabel: STEP_LABELS[step],
    tells: `Track My Order will show ${step}${shipped}, with your message, or if you leave it blank: “${TRACKING_MESSAGES[step]}”.${mailed}`,
  }
}

const readFields = (form: HTMLFormElement): ActionFields => {
  const data = new FormData(form)
  const field = (name: ActionField) => (data.has(name) ? { [name]: String(data.get(name)) } : {})
  return { ...field('message'), ...field('carrier'), ...field('trackingNumber'), ...field('reason') }
}

export interface OrderActionDialogProps {
  readonly action: OrderAction | null
  /** The order as last read: a paid one's cancellation says it is refunded. */
  readonly order: AdminOrderDetail | null
  readonly fields: ActionFields
  readonly fieldErrors: FieldErrors<ActionField>
  readonly sending: boolean
  readonly error: string | null
  readonly orderChanged: boolean
  readonly onConfirm: (fields: ActionFields) => void
  readonly onClose: () => void
  readonly onReload: () => void
}

/** The confirm dialog of the action being taken: what the buyer will be told, and what the action needs. */
export function OrderActionDialog({ action, order, fields, fieldErrors, sending, error, orderChanged, onConfirm, onClose, onReload }: OrderActionDialogProps) {
  const text = action ? dialogTextOf(action, order) : { title: '', confirmLabel: '', tells: '' }
  return (
    <ConfirmActionDialog
      opened={action !== null}
      title={text.title}
      confirmLabel={text.confirmLabel}
      tells={text.tells}
      danger={text.danger ?? false}
      sending={sending}
      error={error}
      reload={orderChanged ? { label: 'Reload the order', onClick: onReload } : null}
      onConfirm={(form) => onConfirm(readFields(form))}
      onClose={onClose}
    >
      {action?.kind === 'step' && action.step === DISPATCH_STEP && (
        <>
          <TextInput label="Carrier" name="carrier" required defaultValue={fields.carrier ?? ''} maxLength={CARRIER_MAX} error={fieldErrors.carrier} disabled={sending} data-autofocus />
          <TextInput
            label="Tracking number"
            name="trackingNumber"
            required
            defaultValue={fields.trackingNumber ?? ''}
            maxLength={TRACKING_NUMBER_MAX}
            error={fieldErrors.trackingNumber}
            disabled={sending}
          />
        </>
      )}
      {action?.kind === 'step' && (
        <Textarea
          label="Message to the buyer (optional)"
          name="message"
          placeholder={TRACKING_MESSAGES[action.step]}
          defaultValue={fields.message ?? ''}
          maxLength={STAFF_NOTE_MAX}
          autosize
          minRows={2}
          disabled={sending}
          {...(action.step === DISPATCH_STEP ? {} : { 'data-autofocus': true })}
        />
      )}
      {action?.kind === 'delay' && (
        <Textarea
          label="Message to the buyer"
          name="message"
          required
          defaultValue={fields.message ?? ''}
          maxLength={STAFF_NOTE_MAX}
          error={fieldErrors.message}
          autosize
          minRows={2}
          disabled={sending}
          data-autofocus
        />
      )}
      {action?.kind === 'cancel' && (
        <Textarea
          label="Reason, shown to the buyer"
          name="reason"
          required
          defaultValue={fields.reason ?? ''}
          maxLength={STAFF_NOTE_MAX}
          error={fieldErrors.reason}
          autosize
          minRows={2}
          disabled={sending}
          data-autofocus
        />
      )}
    </ConfirmActionDialog>
  )
}
