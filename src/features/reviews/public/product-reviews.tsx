import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useState } from 'react'
import type { Product, Review } from '../../../../contracts/product'
import { REVIEWS_FIRST, reviewListMachine } from '../../../machines/review-list.machine'
import { reviewFormMachine } from '../../../machines/review-form.machine'
import { inspect, useExploredSnapshot, useIsExplored } from '../../../state/machine-registry'
import { useSession } from '../../../state/session-context'
import { useSendToLogin } from '../../../ui/use-send-to-login'
import { RatingSummary } from '../rating-summary'
import { ReviewItem } from '../review-item'
import classes from '../reviews.module.css'
import { ReviewPopup } from './review-popup'

function newestFirst(reviews: readonly Review[]): Review[] {
  const time = (r: Review) => (r.date ? Date.parse(r.date) || 0 : 0)
  return [...reviews].sort((a, b) => time(b) - time(a))
}

function averageOf(product: Product): number {
  if (product.averageRating !== undefined) return product.averageRating
  const reviews = product.rating ?? []
  return reviews.length ? reviews.reduce((sum, r) => sum + r.value, 0) / reviews.length : 0
}

/**
 * The product's Reviews section (SPEC 2): summary with the Excellent to Poor breakdown, the
 * reviews (2, then 3 more per Load More, View Less back to 2) and Review Your Purchase.
 */
export function ProductReviews({ product, onReviewed }: { product: Product; /** A review was saved: the product changed. */ onReviewed?: () => void }) {
  const reviews = useMemo(() => newestFirst(product.rating ?? []), [product.rating])
  const input = { total: reviews.length }
  const explored = useExploredSnapshot(reviewListMachine, input)
  const list = useActorRef(reviewListMachine, { input, snapshot: explored, inspect })
  const shown = useSelector(list, (s) => s.context.shown)
  const { isLoggedIn } = useSession()
  const sendToLogin = useSendToLogin()
  // the state explorer may ask for the review popup's machine: open the popup that runs it
  const reviewFormExplored = useIsExplored(reviewFormMachine)
  const [writing, setWriting] = useState(reviewFormExplored)

  // opened by the state explorer in a chosen state: keep the explored count of reviews
  const followTotal = explored === undefined
  useEffect(() => {
    if (followTotal) list.send({ type: 'reviews.total', total: reviews.length })
  }, [list, reviews.length, followTotal])

  const openReview = () => {
    if (!isLoggedIn) return sendToLogin()
    setWriting(true)
  }

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

        <RatingSummary average={averageOf(product)} reviews={reviews} />

        {reviews.length === 0 ? (
          <Text c="dimmed">No reviews yet. Bought this fabric? Tell other buyers what you thought.</Text>
        ) : (
          <ul className={classes.reviewList} aria-label="Customer reviews">
            {reviews.slice(0, shown).map((r, i) => (
              <ReviewItem key={r._id ?? `${r.date}-${i}`} review={r} />
            ))}
          </ul>
        )}

        {reviews.length > REVIEWS_FIRST && (
          <Group justify="center">
            {shown < reviews.length ? (
              <Button variant="default" onClick={() => list.send({ type: 'reviews.more' })}>
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

      <ReviewPopup productId={product._id} opened={writing} onClose={() => setWriting(false)} onSubmitted={onReviewed} />
    </section>
  )
}
