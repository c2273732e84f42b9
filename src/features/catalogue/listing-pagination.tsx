import { Button, Group, Text } from '@mantine/core'
import { memo } from 'react'

interface ListingPaginationProps {
  readonly page: number
  readonly totalPage: number
  readonly busy: boolean
  readonly onPrevious: () => void
  readonly onNext: () => void
}

/** 'page X of Y' between Previous and Next, each disabled at its end (SPEC 2). Memoised: what the buyer types and the popup leave it be. */
export const ListingPagination = memo(function ListingPagination({ page, totalPage, busy, onPrevious, onNext }: ListingPaginationProps) {
  return (
    <nav aria-label="Pagination">
      <Group justify="center" gap="md" mt="xl">
        <Button variant="default" onClick={onPrevious} disabled={busy || page <= 1}>
          Previous
        </Button>
        <Text size="sm" aria-live="polite" aria-atomic="true">
          page {page} of {totalPage}
        </Text>
        <Button variant="default" onClick={onNext} disabled={busy || page >= totalPage}>
          Next
        </Button>
      </Group>
    </nav>
  )
})
