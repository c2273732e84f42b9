import { Title } from '@mantine/core'

/** Products (SPEC 2). Its screen is built by a later issue; the heading keeps the route reachable. */
export function ProductsPage() {
  return <Title order={1}>Products</Title>
}
