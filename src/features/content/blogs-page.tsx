import { Title } from '@mantine/core'

/** Blogs (SPEC 2). Its screen is built by a later issue; the heading keeps the route reachable. */
export function BlogsPage() {
  return <Title order={1}>Blogs</Title>
}
