import '@mantine/core/styles/Avatar.css'
import { Avatar, Group, Stack, Text } from '@mantine/core'
import type { Review } from '../../../contracts/product'
import { RatingStars } from '../catalogue/public/rating-stars'
import classes from './reviews.module.css'

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })

function formatReviewDate(iso: string | undefined): string | null {
  if (!iso) return null
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date)
}

/** One review: who, how many stars, when, what they wrote and the photos they added. */
export function ReviewItem({ review }: { review: Review }) {
  const name = review.userId?.name || 'Customer'
  const date = formatReviewDate(review.date)
  return (
    <li className={classes.review}>
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={review.userId?.profile_pic || null} alt="" name={name} color="initials" radius="xl" />
          <div>
            <Text fw={600} size="sm">
              {name}
            </Text>
            {date && (
              <Text size="xs" c="dimmed" component="time" dateTime={review.date}>
                {date}
              </Text>
            )}
          </div>
        </Group>
        <RatingStars value={review.value} size={14} />
        <Text size="sm" className={classes.reviewText}>
          {review.review}
        </Text>
        {review.images && review.images.length > 0 && (
          <ul className={classes.reviewImages} aria-label={`Uploads from ${name}`}>
            {review.images.map((src, i) => (
              <li key={`${src}-${i}`}>
                <img src={src} alt={`From ${name}'s review, ${i + 1} of ${review.images?.length ?? 0}`} width={80} height={80} loading="lazy" decoding="async" />
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </li>
  )
}
