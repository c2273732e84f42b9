import { Schema } from 'effect'
import { Category } from './category'
import { Product, ProductReviewsResponse, ProductsResponse } from './product'

/**
 * What the live server embeds beside a page it rendered (server/http/pages/server-render.ts), as
 * JSON in `<script type="application/json" id="server-page-data">`, for the hydration render
 * (src/main.tsx): the public data the page was drawn from, nothing of a buyer. The server
 * encodes it and the storefront decodes it with this schema, as every answer of the API.
 */
export const ServerPageData = Schema.Struct({
  /** The startup store's lists: the category bar and the landing's highlights. */
  catalogue: Schema.optional(
    Schema.Struct({
      categoryNames: Schema.Array(Schema.String),
      categories: Schema.Array(Category),
      newArrivals: Schema.Array(Product),
      bestDeals: Schema.Array(Product),
    }),
  ),
  /** /products: the answer shown for the URL's query string (`search`, with its leading '?' or ''). */
  listing: Schema.optional(Schema.Struct({ search: Schema.String, answer: ProductsResponse })),
  /** /product/{id}: the product shown. */
  product: Schema.optional(Product),
  /** /product/{id}: the first of its reviews the page shows (GET /product/{id}/reviews's first answer). */
  reviews: Schema.optional(ProductReviewsResponse),
})
export type ServerPageData = typeof ServerPageData.Type

/** The element id of the embedded JSON. */
export const SERVER_PAGE_DATA_ID = 'server-page-data'
