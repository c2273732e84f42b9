import type { RatingCounts, Review } from '../contracts/product'

/** The average star value, one decimal; 0 without reviews (the card then shows no stars). */
export function averageOf(reviews: readonly Pick<Review, 'value'>[]): number {
  if (reviews.length === 0) return 0
  const sum = reviews.reduce((total, r) => total + r.value, 0)
  return Math.round((sum / reviews.length) * 10) / 10
}

/** How many reviews gave each star value, one star first. */
export function ratingCountsOf(reviews: readonly Pick<Review, 'value'>[]): RatingCounts {
  const counts: [number, number, number, number, number] = [0, 0, 0, 0, 0]
  for (const r of reviews) if (r.value >= 1 && r.value <= 5) counts[r.value - 1] = (counts[r.value - 1] ?? 0) + 1
  return counts
}

/** What every answer about a product says of its reviews, instead of the reviews themselves. */
export function reviewSummaryOf(reviews: readonly Pick<Review, 'value'>[]) {
  return { averageRating: averageOf(reviews), reviewCount: reviews.length, ratingCounts: ratingCountsOf(reviews) }
}
