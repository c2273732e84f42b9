import { Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { LoadFailure } from './load-failure'

export interface ListScreenLayoutProps {
  readonly title: string
  /** The filters and search above the table (each control named). */
  readonly filters?: ReactNode
  readonly loading: boolean
  /** Why the last load failed (the rows of the one before stay on screen under it). */
  readonly error: string | null
  readonly onRetry: () => void
  /** The rows, or null before the first answer. */
  readonly children: ReactNode
  readonly isEmpty: boolean
  readonly emptyText: string
  readonly page: number
  readonly totalPages: number
  readonly totalItems: number
  readonly onPage: (page: number) => void
  /** What the list holds, for the count: 'orders'. */
  readonly noun: string
}

/**
 * The list-screen pattern of the back office: title, filters, the rows of the page the server
 * answered, a count and server paging. The query (filters, page) lives in the URL
 * (use-url-query.ts) and its machine (query.machine.ts) loads it; this lays it out.
 */
export function ListScreenLayout(props: ListScreenLayoutProps) {
  const { title, filters, loading, error, onRetry, children, isEmpty, emptyText, page, totalPages, totalItems, onPage, noun } = props
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Group gap="xs" aria-live="polite">
          {loading && <Loader size="sm" aria-label={`Loading ${noun}`} />}
          <Text size="sm" c="dimmed">
            {totalItems} {noun}
          </Text>
        </Group>
      </Group>
      {filters}
      {error && <LoadFailure message={error} onRetry={onRetry} />}
      {isEmpty && !loading && !error ? (
        <Text c="dimmed" role="status">
          {emptyText}
        </Text>
      ) : (
        children
      )}
      {totalPages > 1 && (
        <Pagination
          total={totalPages}
          value={Math.min(page, totalPages)}
          onChange={onPage}
          aria-label={`Pages of ${noun}`}
          getControlProps={(control) => ({ 'aria-label': control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : control })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}`, 'aria-current': item === page ? 'page' : undefined })}
        />
      )}
    </Stack>
  )
}
