import { Button, Group, Text } from '@mantine/core'

interface OrderPagerProps {
  readonly page: number
  readonly totalPages: number
  readonly canGoBack: boolean
  readonly canGoForward: boolean
  readonly onPrevious: () => void
  readonly onNext: () => void
}

/** Order history paging (SPEC 9): previous and next, disabled at the ends, and 'x of y'. */
export function OrderPager({ page, totalPages, canGoBack, canGoForward, onPrevious, onNext }: OrderPagerProps) {
  return (
    <Group justify="center" gap="md" component="nav" aria-label="Order history pages">
      <Button variant="default" onClick={onPrevious} disabled={!canGoBack}>
        Previous
      </Button>
      <Text fw={500} aria-live="polite">
        {page} of {totalPages}
      </Text>
      <Button variant="default" onClick={onNext} disabled={!canGoForward}>
        Next
      </Button>
    </Group>
  )
}
