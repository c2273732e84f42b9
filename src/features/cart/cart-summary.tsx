import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { ARCHIVED_PRODUCT_MESSAGES } from '../../../contracts/archived-products'
import { formatRupees } from '../../lib/money'

interface CartSummaryProps {
  /** The server's cart total, coupon included. */
  readonly subTotal: number
  /** What the coupon takes off the lines, when one is applied. */
  readonly savings: number
  readonly couponSlot: ReactNode
  /** A line is no longer sold (issue 30): Place Order would refuse the cart, so Checkout waits for its removal. */
  readonly holdsNoLongerSold?: boolean
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={strong ? 700 : 400} size={strong ? 'lg' : 'sm'}>
        {label}
      </Text>
      <Text fw={strong ? 700 : 500} size={strong ? 'lg' : 'sm'}>
        {value}
      </Text>
    </Group>
  )
}

/**
 * The cart's Order Summary (SPEC 2 and 9): tax and shipping are not known yet and show '-', so
 * the total equals the subtotal. The coupon box and the Checkout button sit in it; while a line
 * is no longer sold, Checkout is disabled and says why.
 */
export function CartSummary({ subTotal, savings, couponSlot, holdsNoLongerSold = false }: CartSummaryProps) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="cart-summary-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="cart-summary-title">
          Order Summary
        </Title>
        <Row label="Subtotal" value={formatRupees(subTotal)} />
        {savings > 0 && (
          <Text size="xs" c="leaf.7">
            Coupon savings included: {formatRupees(savings)}
          </Text>
        )}
        <Row label="Estimated Tax" value="-" />
        <Row label="Shipping" value="-" />
        <Divider />
        <Row label="Total" value={formatRupees(subTotal)} strong />
        <Divider />
        {couponSlot}
        {holdsNoLongerSold ? (
          <>
            <Text size="sm" c="red.9" id="cart-checkout-blocked">
              {ARCHIVED_PRODUCT_MESSAGES.removeNoLongerSold}
            </Text>
            <Button size="md" fullWidth disabled aria-describedby="cart-checkout-blocked">
              Checkout
            </Button>
          </>
        ) : (
          <Button component={Link} to="/checkout" size="md" fullWidth>
            Checkout
          </Button>
        )}
      </Stack>
    </Paper>
  )
}
