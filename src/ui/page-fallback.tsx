import { Center, Loader, VisuallyHidden } from '@mantine/core'

/**
 * Shown while a route's code loads. It holds the height a page normally takes, so the footer
 * does not jump up and back down when the page arrives (no layout shift).
 */
export function PageFallback() {
  return (
    <Center mih="70vh" role="status">
      <Loader size="md" color="indigo" aria-hidden="true" />
      <VisuallyHidden>Loading page</VisuallyHidden>
    </Center>
  )
}
