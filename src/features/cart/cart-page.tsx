import { Title } from '@mantine/core'

/** Shopping Cart (SPEC 2). Its screen is built by a later issue; the heading keeps the route reachable. */
export function CartPage() {
  return <Title order={1}>Shopping Cart</Title>
}
