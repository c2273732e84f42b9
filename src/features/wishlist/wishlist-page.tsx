import { Title } from '@mantine/core'

/** My Wishlist (SPEC 2). Its screen is built by a later issue; the heading keeps the route reachable. */
export function WishlistPage() {
  return <Title order={1}>My Wishlist</Title>
}
