import { Alert, Anchor, Card, Grid, Group, Loader, Stack, Table, Text, Title } from '@mantine/core'
import { useActorRef, useSelector } from '@xstate/react'
import { Link, useParams } from 'react-router-dom'
import { adminEndpoints, roleMayCall } from '../../../contracts/admin/admin-endpoints'
import type { AdminOrderDetail } from '../../../contracts/admin/admin-orders'
import { formatRupees } from '../../../src/lib/money'
import { orderPricingOf } from '../../../src/lib/order-status'
import { orderPageMachine } from '../../machines/order-page.machine'
import { useStaffRole } from '../../state/staff-session'
import { LoadFailure } from '../../ui/load-failure'
import { StatusBadge } from '../../ui/status-badge'
import { formatWhen } from '../../ui/when'
import { DetailRow } from './detail-row'
import { OrderActionButtons, OrderActionDialog } from './order-actions'
import { PaymentCard } from './payment-card'
import { OrderTimeline } from './order-timeline'

/** What to cut and what it cost: product, colour, metres, price per metre, coupon, totals. */
function ItemCard({ detail }: { detail: AdminOrderDetail }) {
  const { order } = detail
  const pricing = orderPricingOf(order)
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="xs">
        Item
      </Title>
      <Table variant="vertical" layout="fixed" withRowBorders={false}>
        <Table.Tbody>
          <DetailRow label="Product">{order.item.name}</DetailRow>
          <DetailRow label="Colour">{order.color ?? 'Not recorded'}</DetailRow>
          <DetailRow label="Metres">{order.item.quantity}</DetailRow>
          <DetailRow label="Price per metre">{detail.unitPrice === undefined ? 'Not recorded' : formatRupees(detail.unitPrice)}</DetailRow>
          {detail.couponCode && <DetailRow label="Coupon">{detail.couponCode}</DetailRow>}
          {detail.discount !== undefined && detail.discount > 0 && <DetailRow label="Discount">−{formatRupees(detail.discount)}</DetailRow>}
          <DetailRow label="Item total">{formatRupees(pricing.subtotal)}</DetailRow>
          <DetailRow label="Tax">{formatRupees(pricing.tax)}</DetailRow>
          <DetailRow label="Shipping">{formatRupees(pricing.shipping)}</DetailRow>
          <DetailRow label="Order total">
            <Text fw={700} span>
              {formatRupees(pricing.total)}
            </Text>
          </DetailRow>
          <DetailRow label="Payment">{detail.paymentMethod}</DetailRow>
        </Table.Tbody>
      </Table>
    </Card>
  )
}

/** The buyer (email and phone only when the role may see them) and where the parcel goes. */
function BuyerCard({ detail }: { detail: AdminOrderDetail }) {
  const address = detail.order.shippingAddress
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="xs">
        Buyer and address
      </Title>
      <Stack gap={4}>
        <Text fw={600}>{detail.buyer.name}</Text>
        {detail.buyer.email && <Text size="sm">{detail.buyer.email}</Text>}
        {detail.buyer.phone && <Text size="sm">{detail.buyer.phone}</Text>}
        {address ? (
          <Text size="sm" component="address" style={{ fontStyle: 'normal' }} mt="xs">
            {[address.fullName, address.address, [address.city, address.state].filter(Boolean).join(', '), address.pinCode, address.phone && `Phone ${address.phone}`]
              .filter(Boolean)
              .map((line) => (
                <span key={String(line)} style={{ display: 'block' }}>
                  {line}
                </span>
              ))}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            No address recorded.
          </Text>
        )}
      </Stack>
    </Card>
  )
}

/** The other orders of the same checkout, so a parcel can be packed whole. */
function PurchaseCard({ detail }: { detail: AdminOrderDetail }) {
  const others = detail.purchaseOrders.filter((o) => o._id !== detail.order._id)
  if (others.length === 0) return null
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="xs">
        Same purchase
      </Title>
      <Stack gap={4}>
        {others.map((other) => (
          <Anchor key={other._id} component={Link} to={`/orders/${encodeURIComponent(other._id)}`} size="sm">
            Order {other.orderId}
          </Anchor>
        ))}
      </Stack>
    </Card>
  )
}

/**
 * One order (issue 29): what to cut, the buyer, the address, the purchase's other orders, the
 * timeline, and the actions the role and the order allow, each confirmed with what the buyer
 * will be told. On a phone the actions come first: the warehouse floor updates from there.
 */
export function OrderPageScreen() {
  const { id = '' } = useParams()
  // another order (a link to the same purchase's) is another page: a fresh machine
  return <OrderPage key={id} id={id} />
}

function OrderPage({ id }: { id: string }) {
  const role = useStaffRole()
  const mayAct = role !== null && roleMayCall(adminEndpoints.orderStatus.access, role)
  const actor = useActorRef(orderPageMachine, { input: { orderId: id, mayAct } })
  const state = useSelector(actor, (s) => s)
  const { order: detail, loadError, action, fields, fieldErrors, actionError, done } = state.context
  const reload = () => actor.send({ type: 'order.reload' })

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/orders" size="sm">
        ← All orders
      </Anchor>
      {state.matches('loading') && !detail && <Loader aria-label="Loading the order" />}
      {state.matches('failed') && loadError && <LoadFailure message={loadError} onRetry={reload} />}
      {detail && (
        <>
          <Group justify="space-between" align="center" gap="sm">
            <Title order={1} size="h2">
              Order {detail.order.orderId}
            </Title>
            <Group gap="xs">
              {state.matches('loading') && <Loader size="sm" aria-label="Reloading the order" />}
              <StatusBadge status={detail.status} />
            </Group>
          </Group>
          <Text size="sm" c="dimmed">
            Placed {formatWhen(detail.order.placedAt)}
          </Text>
          {done && (
            <Alert color="leaf" variant="light" role="status">
              {done}
            </Alert>
          )}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
              <Stack gap="md">
                <OrderActionButtons order={detail} mayAct={mayAct} onOpen={(next) => actor.send({ type: 'action.open', action: next })} />
                <BuyerCard detail={detail} />
                <PurchaseCard detail={detail} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
              <Stack gap="md">
                <ItemCard detail={detail} />
                {detail.payment && <PaymentCard payment={detail.payment} orderNumber={detail.order.orderId} />}
                <OrderTimeline tracking={detail.order.trackingDetails ?? []} />
              </Stack>
            </Grid.Col>
          </Grid>
          <OrderActionDialog
            action={state.matches({ ready: 'idle' }) ? null : action}
            order={detail}
            fields={fields}
            fieldErrors={fieldErrors}
            sending={state.matches({ ready: 'sending' })}
            error={actionError?.message ?? null}
            orderChanged={actionError?.orderChanged ?? false}
            onConfirm={(next) => actor.send({ type: 'action.confirm', fields: next })}
            onClose={() => actor.send({ type: 'action.close' })}
            onReload={reload}
          />
        </>
      )}
    </Stack>
  )
}
