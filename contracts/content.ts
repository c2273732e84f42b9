import { Schema } from 'effect'
import { SHIPPING_OPTION_IDS } from './pricing'

/*
 * The static content entities of SPEC 3. The storefront ships this content with the bundle;
 * the schemas keep its shape checked by the type checker and by a test.
 */

export const Testimonial = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  review: Schema.String,
  designation: Schema.String,
  image: Schema.String,
})
export type Testimonial = typeof Testimonial.Type

/** Blog article; date is an ISO date (YYYY-MM-DD). */
export const BlogArticle = Schema.Struct({
  date: Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/)),
  title: Schema.String,
  image: Schema.String,
  description: Schema.String,
})
export type BlogArticle = typeof BlogArticle.Type

export const Service = Schema.Struct({ image: Schema.String, title: Schema.String, desc: Schema.String })
export type Service = typeof Service.Type

export const SourceHighlight = Schema.Struct({ icon: Schema.String, title: Schema.String })
export type SourceHighlight = typeof SourceHighlight.Type

export const Statistic = Schema.Struct({ icon: Schema.String, title: Schema.String, figures: Schema.String })
export type Statistic = typeof Statistic.Type

/** Choose-us metric: value is a number written as text ('87'). */
export const ChooseUsMetric = Schema.Struct({
  title: Schema.String,
  value: Schema.String.check(Schema.isPattern(/^\d+$/)),
})
export type ChooseUsMetric = typeof ChooseUsMetric.Type

export const AboutBlock = Schema.Struct({
  desc: Schema.String,
  content: Schema.Array(Schema.String),
  svgUrl: Schema.String,
  images: Schema.Array(Schema.String),
})
export type AboutBlock = typeof AboutBlock.Type

/** Shipping option (SPEC 3); the three options of SPEC 9 are client constants. */
export const ShippingOption = Schema.Struct({
  _id: Schema.Literals(SHIPPING_OPTION_IDS),
  name: Schema.String,
  description: Schema.String,
  price: Schema.Finite,
  estimatedDelivery: Schema.String,
  requiresDateSelection: Schema.Boolean,
  selectedDate: Schema.optional(Schema.NullOr(Schema.String)),
})
export type ShippingOption = typeof ShippingOption.Type

/** Listing filters (SPEC 3) with their defaults: see DEFAULT_FILTERS in src/lib. */
export const Filters = Schema.Struct({
  price: Schema.String,
  rating: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 5 })),
  todaysDeals: Schema.Boolean,
  categories: Schema.Array(Schema.String),
  subCategory: Schema.Array(Schema.String),
  weight: Schema.Finite.check(Schema.isBetween({ minimum: 50, maximum: 400 })),
  count: Schema.String,
  construction: Schema.String,
})
export type Filters = typeof Filters.Type
