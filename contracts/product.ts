import { Schema } from 'effect'
import { NonEmptyTextUpTo, RecordId, TEXT_MAX, TextUpTo } from './limits'
import { Amount } from './common'

/** Product variety (SPEC 3): one colour with its own images, stock and prices. */
export const ProductVariety = Schema.Struct({
  _id: Schema.optional(Schema.String),
  color: Schema.String,
  images: Schema.Array(Schema.String),
  stock: Amount,
  pricepermeter: Amount,
  discountedPrice: Amount,
})
export type ProductVariety = typeof ProductVariety.Type

export const Rating = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 5 }))

/** Review (SPEC 3). userId is the populated reviewer. */
export const Review = Schema.Struct({
  _id: Schema.optional(Schema.String),
  value: Rating,
  review: Schema.String,
  date: Schema.optional(Schema.String),
  images: Schema.optional(Schema.Array(Schema.String)),
  userId: Schema.optional(
    Schema.NullOr(
      Schema.Struct({
        _id: Schema.optional(Schema.String),
        name: Schema.String,
        profile_pic: Schema.optional(Schema.NullOr(Schema.String)),
      }),
    ),
  ),
})
export type Review = typeof Review.Type

export const ProductCategoryRef = Schema.Struct({ categoryName: Schema.String })

/** How many reviews gave each star value, one star first: [1, 2, 3, 4, 5]. */
export const RatingCounts = Schema.Tuple([Amount, Amount, Amount, Amount, Amount])
export type RatingCounts = typeof RatingCounts.Type

/**
 * Product (SPEC 3). subCategory, weight, count, construction and createdAt drive the listing
 * filters on the server; the storefront only displays the SPEC 3 fields. SPEC 3's `rating` (every
 * review) is not sent: an answer would grow with every review ever written (docs/spec-notes.md).
 * A product carries its review count and per-star counts instead, and its page reads the reviews
 * a page at a time (GET /product/{id}/reviews).
 */
export const Product = Schema.Struct({
  _id: Schema.NonEmptyString,
  name: Schema.String,
  description: Schema.String,
  category: Schema.Array(ProductCategoryRef),
  fabricType: Schema.optional(Schema.String),
  pattern: Schema.optional(Schema.String),
  averageRating: Schema.optional(Amount),
  reviewCount: Schema.optional(Amount),
  ratingCounts: Schema.optional(RatingCounts),
  productVarieties: Schema.Array(ProductVariety),
  subCategory: Schema.optional(Schema.String),
  weight: Schema.optional(Amount),
  count: Schema.optional(Schema.String),
  construction: Schema.optional(Schema.String),
  newArrival: Schema.optional(Schema.Boolean),
  createdAt: Schema.optional(Schema.String),
})
export type Product = typeof Product.Type

/**
 * GET /getAllProducts query. Every value travels as text; category and subCategory are
 * comma-joined lists. Without page and limit the server answers the whole catalogue (SPEC 4's
 * startup list, which the storefront replaced with GET /products/highlights: docs/spec-notes.md).
 */
export const ProductsQuery = Schema.Struct({
  page: Schema.optional(TextUpTo(TEXT_MAX.choice)),
  limit: Schema.optional(TextUpTo(TEXT_MAX.choice)),
  rating: Schema.optional(TextUpTo(TEXT_MAX.choice)),
  priceRange: Schema.optional(TextUpTo(TEXT_MAX.choice)),
  category: Schema.optional(TextUpTo(TEXT_MAX.filter)),
  newArrival: Schema.optional(TextUpTo(TEXT_MAX.choice)),
  search: Schema.optional(TextUpTo(TEXT_MAX.search)),
  weight: Schema.optional(TextUpTo(TEXT_MAX.choice)),
  subCategory: Schema.optional(TextUpTo(TEXT_MAX.filter)),
  count: Schema.optional(TextUpTo(TEXT_MAX.filter)),
  construction: Schema.optional(TextUpTo(TEXT_MAX.filter)),
  /** Beyond SPEC 7: one of contracts/listing-rules.ts's LISTING_SORTS ('Invalid sort' otherwise). */
  sort: Schema.optional(TextUpTo(TEXT_MAX.choice)),
})
export type ProductsQuery = typeof ProductsQuery.Type

export const ProductsResponse = Schema.Struct({
  data: Schema.Array(Product),
  totalProducts: Amount,
  totalPage: Amount,
  /**
   * Beyond SPEC 7, with a search only (rules/search.ts): the closest spelling the catalogue knows,
   * 'Linen' for 'lenin', when nothing was found or when everything found came from that spelling.
   */
  suggestion: Schema.optional(Schema.String),
})
export type ProductsResponse = typeof ProductsResponse.Type

/**
 * GET /product/{id}: one product with its review counts (beyond SPEC 7), so a direct link or a reload
 * of a product page loads that product alone. 404 when there is none.
 */
export const ProductIdParams = Schema.Struct({ id: RecordId })
export type ProductIdParams = typeof ProductIdParams.Type

export const ProductResponse = Schema.Struct({ data: Product })
export type ProductResponse = typeof ProductResponse.Type

/**
 * GET /products/highlights (beyond SPEC 7): what the landing shows, picked from the whole
 * catalogue by rules/highlights.ts. SPEC 4's startup list served these two sections and the
 * product pages; at catalogue scale a first visit downloads these instead of every product.
 */
export const HighlightsResponse = Schema.Struct({
  newArrivals: Schema.Array(Product),
  bestDeals: Schema.Array(Product),
})
export type HighlightsResponse = typeof HighlightsResponse.Type

/** SPEC 4 and 9: the product page shows 2 reviews first, then 3 more per Load More. */
export const REVIEWS_FIRST = 2
export const REVIEWS_STEP = 3

/**
 * GET /product/{id}/reviews (beyond SPEC 7): a product's reviews, newest first, `skip` of them
 * left out and at most `limit` (default 2, at most MAX_PAGE_SIZE) given: the page shows 2, then 3
 * more per Load More (SPEC 4), so the reads go by offset rather than by fixed pages. 404 for an
 * unknown product.
 */
export const ProductReviewsRequest = Schema.Struct({
  id: RecordId,
  skip: Schema.optional(TextUpTo(TEXT_MAX.choice)),
  limit: Schema.optional(TextUpTo(TEXT_MAX.choice)),
})
export type ProductReviewsRequest = typeof ProductReviewsRequest.Type

export const ProductReviewsResponse = Schema.Struct({
  data: Schema.Array(Review),
  totalReviews: Amount,
})
export type ProductReviewsResponse = typeof ProductReviewsResponse.Type

/**
 * POST /product/addReview: multipart; reviewImages repeats once per file (at most 5). Only a buyer
 * of the product may review it, once per order (rules/reviews.ts): `orderId` names the order;
 * without it the buyer's oldest order of the product not yet reviewed is taken.
 */
export const AddReviewRequest = Schema.Struct({
  review: NonEmptyTextUpTo(TEXT_MAX.review),
  rating: TextUpTo(TEXT_MAX.choice),
  productId: RecordId,
  orderId: Schema.optional(TextUpTo(TEXT_MAX.recordId)),
  reviewImages: Schema.Array(Schema.instanceOf(File)),
})
export type AddReviewRequest = typeof AddReviewRequest.Type
