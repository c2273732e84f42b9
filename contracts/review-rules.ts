/*
 * What a review may carry (SPEC 5 and 9): the review popup stops there, and both backends
 * refuse more with the same words.
 */

/** SPEC 9: a review carries at most 5 images. */
export const MAX_REVIEW_IMAGES = 5

/** A review's stars: a whole number in this range. */
export const REVIEW_RATING = { min: 1, max: 5 } as const

export const isReviewRating = (value: number): boolean =>
  Number.isInteger(value) && value >= REVIEW_RATING.min && value <= REVIEW_RATING.max

export const reviewMessages = {
  tooManyImages: `You can only upload ${MAX_REVIEW_IMAGES} images`,
  ratingOutOfRange: `Rating must be between ${REVIEW_RATING.min} and ${REVIEW_RATING.max}`,
} as const
