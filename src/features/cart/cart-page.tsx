import { Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core'
import { useEffect } from 'react'
import { Link } from 'react-router-dom'
import { roundMoney } from '../../../contracts/pricing'
import { linePriceBeforeCoupon } from '../../lib/checkout-totals'
import { holdsNoLongerSold, isCartBusy, isSameLine, lineRefOf } from '../../machines/cart.machine'
import { appliedCouponCode } from '../../machines/coupon.machine'
import { CartContext } from '../../state/cart-context'
import { SummaryLayout } from '../../ui/summary-layout'
import { CartLineRow } from './cart-line-row'
import classes from './cart-page.module.css'
import { CartSummary } from './cart-summary'
import { CouponBox } from './coupon-box'

/**
 * Shopping Cart (SPEC 2): the lines, the Order Summary with the coupon box and Checkout, or the
 * empty state. The cart is the app-wide actor, refreshed from the server on arrival (unless its
 * load has just failed) so the page and the header badge show what the server holds.
 */
export function CartPage() {
  const cart = CartContext.useActorRef()
  const lines = CartContext.useSelector((s) => s.context.lines)
  const totalPrice = CartContext.useSelector((s) => s.context.totalPrice)
  const pending = CartContext.useSelector((s) => s.context.pending)
  const busy = CartContext.useSelector(isCartBusy)
  const firstLoad = CartContext.useSelector((s) => (s.matches('empty') || s.matches('loading')) && s.context.lines.length === 0)
  const loadFailed = CartContext.useSelector((s) => s.matches('failed'))

  useEffect(() => {
    // a first load that has just failed already said so: the page offers Try again rather
    // than failing a second time behind the same toast
    const snapshot = cart.getSnapshot()
    if (!(snapshot.matches('failed') && snapshot.context.lines.length === 0)) cart.send({ type: 'cart.refresh' })
  }, [cart])

  const appliedCode = appliedCouponCode(lines)
  const savings = roundMoney(lines.reduce((sum, l) => sum + linePriceBeforeCoupon(l), 0) - totalPrice)

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        Shopping Cart
      </Title>
      {firstLoad ? (
        <Center mih={240} role="status">
          <Stack align="center" gap="xs">
            <Loader aria-hidden="true" />
            <Text>Loading...</Text>
          </Stack>
        </Center>
      ) : loadFailed && lines.length === 0 ? (
        <Stack align="center" gap="sm" className={classes.empty}>
          <Text>We could not load your cart.</Text>
          <Button variant="outline" onClick={() => cart.send({ type: 'cart.refresh' })}>
            Try again
          </Button>
        </Stack>
      ) : lines.length === 0 ? (
        <Stack align="center" gap="md" className={classes.empty}>
          <Title order={2} size="h3">
            Let's Order Something
          </Title>
          <Text c="dimmed">Your cart is empty. Browse our fabrics and yarns to fill it.</Text>
          <Button component={Link} to="/products" size="md">
            Continue Shopping
          </Button>
        </Stack>
      ) : (
        <SummaryLayout
          main={
            <section aria-label="Cart items">
              <ul className={classes.lines}>
                {lines.map((line) => {
                  const ref = lineRefOf(line)
                  return (
                    <CartLineRow
                      key={`${ref.productId}:${ref.color}`}
                      line={line}
                      busy={busy}
                      pending={pending !== null && isSameLine(pending, ref)}
                      onIncrement={() => cart.send({ type: 'cart.increment', ...ref })}
                      onDecrement={() => cart.send({ type: 'cart.decrement', ...ref })}
                      onSetQuantity={(quantity) => cart.send({ type: 'cart.setQuantity', ...ref, quantity })}
                      onRemove={() => cart.send({ type: 'cart.remove', ...ref })}
                    />
                  )
                })}
              </ul>
            </section>
          }
          summary={
            <CartSummary
              subTotal={totalPrice}
              savings={savings}
              couponSlot={<CouponBox cart={cart} appliedCode={appliedCode} />}
              holdsNoLongerSold={holdsNoLongerSold(lines)}
            />
          }
        />
      )}
    </Container>
  )
}
