import { Title } from '@mantine/core'

/** Checkout (SPEC 2). Its screen is built by a later issue; the heading keeps the route reachable. */
export function CheckoutPage() {
  return <Title order={1}>Checkout</Title>
}
