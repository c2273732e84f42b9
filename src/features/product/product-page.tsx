import { Title } from '@mantine/core'

/** Product (SPEC 2). Its screen is built by a later issue; the heading keeps the route reachable. */
export function ProductPage() {
  return <Title order={1}>Product</Title>
}
