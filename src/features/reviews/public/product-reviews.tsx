import { Button, Group, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import type { Product, ProductReviewsResponse, RatingCounts } from '../../../../contracts/product'
import { REVIEWS_FIRST, reviewListMachine } from '../../../machines/review-list.machine'
import { reviewFormMachine } from '../../../machines/review-form.machine'
import { useIsExplored, useScreenActor } from '../../../state/machine-registry'
import { useSession } from '../../../state/session-context'
import { useSendToLogin } from '../../../ui/use-send-to-login'
import { RatingSummary } from '../rating-summary'
import { ReviewItem } from '../review-item'
import classes from '../reviews.module.css'
import { ReviewPopup } from './review-popup'

const NO_COUNTS: RatingCounts = [0, 0, 0, 0, 0]

interface ProductReviewsProps {
  readonly product: Product
  /** The first reviews, served with a server-rendered page. */
  readonly firstReviews?: ProductReviewsResponse | null
  /** A review was saved: the product changed. */
  readonly onReviewed?: () => void
}

/**
 * The product's Reviews section (SPEC 2): summary with the Excellent to Poor breakdown (from the
 * product's counts), the reviews read a page at a time (2, then 3 more per Load More, View Less
 * back to 2) and Review Your Purchase.
 */
export function ProductReviews({ product, firstReviews, onReviewed }: ProductReviewsProps) {
  const input = { productId: product._id, first: firstReviews ?? null }
  const list = useScreenActor(reviewListMachine, input)
  const state = useSelector(list, (s) => s.value as string)
  const { reviews, shown, total } = useSelector(list, (s) => s.context)
  const { isLoggedIn } = useSession()
  const sendToLogin = useSendToLogin()
  // the state explorer may ask for the review popup's machine: open the popup that runs it
  const reviewFormExplored = useIsExplored(reviewFormMachine)
  const [writing, setWriting] = useState(reviewFormExplored)

  const count = product.reviewCount ?? 0
  // a saved review: the newest reviews are read again, and the product (its counts) by the page
  const reviewed = () => {
    list.send({ type: 'reviews.refresh' })
    onReviewed?.()
  }

  const openReview = () => {
    if (!isLoggedIn) return sendToLogin()
    setWriting(true)
  }

  const visible = reviews.slice(0, shown)
  return (
    <section aria-labelledby="reviews-heading">
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Title order={2} id="reviews-heading">
            Reviews
          </Title>
          <Button color="dark" variant="outline" onClick={openReview}>
            Review Your Purchase
          </Button>
        </Group>

        <RatingSummary average={product.averageRating ?? 0} total={count} counts={product.ratingCounts ?? NO_COUNTS} />

        {state === 'failed' ? (
          <Group gap="sm">
            <Text c="dimmed">The reviews could not be loaded.</Text>
            <Button variant="default" size="xs" onClick={() => list.send({ type: 'reviews.retry' })}>
              Try again
            </Button>
          </Group>
        ) : visible.length === 0 ? (
          state === 'loading' ? (
            <Group gap="xs">
              <Loader size="sm" color="dark" aria-hidden="true" />
              <VisuallyHidden>Loading reviews</VisuallyHidden>
            </Group>
          ) : (
            <Text c="dimmed">No reviews yet. Bought this fabric? Tell other buyers what you thought.</Text>
          )
        ) : (
          <ul className={classes.reviewList} aria-label="Customer reviews" aria-busy={state === 'loading' || state === 'loadingMore'}>
            {visible.map((r, i) => (
              <ReviewItem key={r._id ?? `${r.date}-${i}`} review={r} />
            ))}
          </ul>
        )}

        {total > REVIEWS_FIRST && state !== 'failed' && (
          <Group justify="center">
            {shown < total ? (
              <Button variant="default" loading={state === 'loadingMore'} onClick={() => list.send({ type: 'reviews.more' })}>
                Load More
              </Button>
            ) : (
              <Button variant="default" onClick={() => list.send({ type: 'reviews.less' })}>
                View Less
              </Button>
            )}
          </Group>
        )}
      </Stack>

      <ReviewPopup productId={product._id} opened={writing} onClose={() => setWriting(false)} onSubmitted={reviewed} />
    </section>
  )
}
