import type { Review } from '../contracts/product'

/** The average star value, one decimal; 0 without reviews (the card then shows no stars). */
export function averageOf(reviews: readonly Pick<Review, 'value'>[]): number {
  if (reviews.length === 0) return 0
  const sum = reviews.reduce((total, r) => total + r.value, 0)
  return Math.round((sum / reviews.length) * 10) / 10
}
