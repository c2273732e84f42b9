import { Alert, Badge, Button, CloseButton, Group, NativeSelect, Pill, Table, Text, Textarea, UnstyledButton } from '@mantine/core'
import { useActorRef, useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { HIDE_REASON_MAX, type AdminReview } from '../../../contracts/admin/admin-reviews'
import { REVIEW_SCREEN, WHAT_HAPPENS } from '../../../contracts/admin/moderation-screens'
import { withListChanges } from '../../machines/list-query'
import { reviewModerationMachine } from '../../machines/review-moderation.machine'
import { REVIEW_VISIBILITIES, reviewsFilterFrom, reviewsListQuery, reviewsQueryOf } from '../../machines/reviews-list.machine'
import { ConfirmActionDialog } from '../../ui/confirm-action-dialog'
import { ListScreenLayout } from '../../ui/list-screen-layout'
import { useQueryFollowsUrl, useUrlQuery } from '../../ui/use-url-query'
import { formatWhen } from '../../ui/when'
import classes from './reviews-screen.module.css'

const ALL = ''
const VISIBILITY_LABELS = { visible: 'Visible', hidden: 'Hidden' } as const

interface RowProps {
  readonly review: AdminReview
  /** This row's Show again is on its way. */
  readonly showing: boolean
  /** Another change is on its way: the row's button waits. */
  readonly busy: boolean
  readonly onProduct: () => void
  readonly onHide: () => void
  readonly onShow: () => void
}

function Stars({ value }: { value: number }) {
  const filled = Math.max(0, Math.min(5, Math.round(value)))
  return (
    <Text span size="sm" role="img" aria-label={`${value} of 5 stars`}>
      {'★'.repeat(filled)}
      <Text span c="gray.5">
        {'★'.repeat(5 - filled)}
      </Text>
    </Text>
  )
}

function ReviewRow({ review, showing, busy, onProduct, onHide, onShow }: RowProps) {
  return (
    <Table.Tr>
      <Table.Td>
        <UnstyledButton className={classes.product} onClick={onProduct} aria-label={`Only reviews of ${review.productName}`}>
          {review.productName}
        </UnstyledButton>
        <Group gap={6} wrap="wrap">
          <Stars value={review.value} />
          <Text size="sm" fw={600}>
            {review.reviewerName}
          </Text>
          <Text size="xs" c="dimmed">
            {formatWhen(review.createdAt)}
          </Text>
        </Group>
        <Text component="blockquote" size="sm" lineClamp={3} className={classes.text} m={0}>
          {review.review}
        </Text>
        {review.images.length > 0 && (
          <Text size="xs" c="dimmed">
            {review.images.length} {review.images.length === 1 ? 'picture' : 'pictures'}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {review.hidden ? (
          <>
            <Badge color="gray" variant="outline" radius="sm" tt="none">
              Hidden
            </Badge>
            {review.hiddenReason && (
              <Text size="xs" c="dimmed" className={classes.text}>
                {review.hiddenReason}
              </Text>
            )}
          </>
        ) : (
          <Badge color="leaf" variant="light" radius="sm" tt="none">
            Visible
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        {review.hidden ? (
          <Button size="xs" variant="outline" onClick={onShow} loading={showing} disabled={busy && !showing} aria-label={`Show again: ${review.reviewerName}'s review of ${review.productName}`}>
            Show again
          </Button>
        ) : (
          <Button size="xs" variant="outline" color="madder" onClick={onHide} disabled={busy} aria-label={`Hide ${review.reviewerName}'s review of ${review.productName}`}>
            Hide
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  )
}

/**
 * Review moderation (issue 29, points 6 and 9): every product's reviews, newest first, filtered by
 * visible or hidden and by one product (a row's product name), paged on the server. Hide asks for
 * a reason and says what hiding does first; Show again brings a hidden review back. The list
 * reloads after each change.
 */
export function ReviewsScreen() {
  const { query: filter, key, change } = useUrlQuery(reviewsFilterFrom, withListChanges)
  const query = useMemo(() => reviewsQueryOf(filter), [filter])
  const list = useActorRef(reviewsListQuery.logic, { input: reviewsListQuery.input(query) })
  const answer = useSelector(list, reviewsListQuery.answerOf)
  const error = useSelector(list, (s) => s.context.error)
  const loading = useSelector(list, (s) => s.matches('loading'))
  useQueryFollowsUrl(list, query, key)

  const moderation = useActorRef(reviewModerationMachine, { input: { list } })
  const { review: acting, reason, reasonError, error: actionError, done } = useSelector(moderation, (s) => s.context)
  const confirming = useSelector(moderation, (s) => s.matches('confirming') || s.matches('hiding'))
  const hiding = useSelector(moderation, (s) => s.matches('hiding'))
  const showing = useSelector(moderation, (s) => s.matches('showing'))
  const idle = useSelector(moderation, (s) => s.matches('idle'))

  const rows = answer?.reviews ?? []
  const productName = filter.productId ? (rows.find((r) => r.productId === filter.productId)?.productName ?? filter.productId) : null
  return (
    <>
      <ListScreenLayout
        title="Reviews"
        noun="reviews"
        loading={loading}
        error={error}
        onRetry={() => list.send({ type: 'query.reload' })}
        isEmpty={answer !== null && rows.length === 0}
        emptyText={REVIEW_SCREEN.empty}
        page={filter.page}
        totalPages={answer?.totalPages ?? 0}
        totalItems={answer?.totalItems ?? 0}
        onPage={(page) => change({ page })}
        filters={
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NativeSelect
              label="Shown on the store"
              value={filter.status ?? ALL}
              onChange={(event) => change({ status: event.currentTarget.value })}
              data={[{ value: ALL, label: 'Visible and hidden' }, ...REVIEW_VISIBILITIES.map((status) => ({ value: status, label: VISIBILITY_LABELS[status] }))]}
              w={200}
            />
            {productName && (
              <Pill size="lg" className={classes.productFilter}>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm" span>
                    Product: {productName}
                  </Text>
                  <CloseButton size="sm" onClick={() => change({ product: null })} aria-label="Show every product's reviews" />
                </Group>
              </Pill>
            )}
            {/* what the last change did: above the rows, which may all have gone (the last visible review hidden) */}
            {done && idle && (
              <Alert color="leaf" variant="light" role="status" w="100%">
                {done}
              </Alert>
            )}
            {actionError && idle && (
              <Alert color="madder" variant="light" role="alert" title="That did not go through" w="100%">
                {actionError}
              </Alert>
            )}
          </Group>
        }
      >
        {answer && (
          <Table.ScrollContainer minWidth={480}>
            <Table striped verticalSpacing="xs">
              <Table.Caption>
                Page {filter.page} of {Math.max(answer.totalPages, 1)}, newest first
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Review</Table.Th>
                  <Table.Th scope="col" w={140}>
                    On the store
                  </Table.Th>
                  <Table.Th scope="col" w={120}>
                    Action
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((review) => (
                  <ReviewRow
                    key={review._id}
                    review={review}
                    showing={showing && acting?._id === review._id}
                    busy={!idle}
                    onProduct={() => change({ product: review.productId })}
                    onHide={() => moderation.send({ type: 'moderation.hide', review })}
                    onShow={() => moderation.send({ type: 'moderation.show', review })}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListScreenLayout>
      <ConfirmActionDialog
        opened={confirming}
        title={REVIEW_SCREEN.hideTitle}
        confirmLabel={REVIEW_SCREEN.hideConfirm}
        tellsHeading={WHAT_HAPPENS}
        tells={
          <>
            {acting && (
              <Text size="sm" mb={4}>
                {acting.reviewerName}'s {acting.value}-star review of {acting.productName}: “{acting.review}”
              </Text>
            )}
            {REVIEW_SCREEN.hideTells}
          </>
        }
        danger
        sending={hiding}
        error={actionError}
        onConfirm={(form) => moderation.send({ type: 'moderation.confirm', reason: String(new FormData(form).get('reason') ?? '') })}
        onClose={() => moderation.send({ type: 'moderation.close' })}
      >
        <Textarea label={REVIEW_SCREEN.reasonLabel} name="reason" required defaultValue={reason} maxLength={HIDE_REASON_MAX} error={reasonError} autosize minRows={2} disabled={hiding} data-autofocus />
      </ConfirmActionDialog>
    </>
  )
}
