import { Schema } from 'effect'
import { TEXT_MAX, WEIGHT_RANGE } from '../limits'

/*
 * The most a catalogue write may carry (issue 30): the product editor stops typing at these
 * numbers, and the server, the fake backend and the CSV import refuse more. One home.
 */

export const CATALOGUE_TEXT_MAX = {
  productName: 120,
  description: 4000,
  categoryName: 60,
  subCategory: 60,
  fabricType: 60,
  pattern: 60,
  /** A yarn count or a construction ('2/40x2/40', '144x96'). */
  vocabularyValue: 20,
  colour: TEXT_MAX.colour,
  /** A picture's address: one of the store's own (/media/...). */
  pictureUrl: 300,
  /** Why stock changed, kept in the audit log. */
  stockReason: 200,
} as const

/** The most varieties (colours) one product has; a shade card rarely runs past 24. */
export const MAX_VARIETIES = 30
/** The most pictures one variety shows. */
export const MAX_PICTURES_PER_VARIETY = 10
/** The most categories one product is filed under. */
export const MAX_PRODUCT_CATEGORIES = 10
/** The most categories the store has (the bar shows the first 8), and sub-categories per category. */
export const MAX_CATEGORIES = 100
export const MAX_SUB_CATEGORIES = 100

/** The highest price per metre, in rupees: the finest silk brocade sells for a few tens of thousands. */
export const MAX_PRICE_PER_METRE = 1_000_000
/** The most metres of one colour in stock (a mill's warehouse with room to spare). */
export const MAX_STOCK_METRES = 10_000_000
export const MAX_WEIGHT_GSM = WEIGHT_RANGE.max

/** A price per metre in rupees and paise: not negative, at most two decimals. */
export const PricePerMetre = Schema.Finite.check(
  Schema.isBetween({ minimum: 0, maximum: MAX_PRICE_PER_METRE }),
  Schema.makeFilter((n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6 || 'A price has at most two decimals (paise)'),
)

/** Whole metres in stock. */
export const StockMetres = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: MAX_STOCK_METRES }))
