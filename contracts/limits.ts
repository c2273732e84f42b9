import { Schema } from 'effect'

/*
 * The most a request may carry: every text the store keeps or searches with, every number, and
 * the parts of a multipart body. The request schemas check them (so the server and the fake
 * backend refuse more with a 400), and the storefront's forms stop typing at the same numbers.
 * One home, so a form and the server never disagree about what fits.
 */

/** The longest text each kind of field takes, in characters. */
export const TEXT_MAX = {
  /** A person's name: the buyer's, a sender's, an address's recipient. */
  personName: 100,
  /** RFC 5321's longest address. */
  email: 254,
  /** Longer than any password a person types; argon2 hashes it in time that grows with its length. */
  password: 128,
  /** A phone number as typed (the rules then ask for exactly ten digits). */
  phone: 20,
  /** A one-time code as typed (six digits; some room for spaces). */
  oneTimeCode: 12,
  /** A date as the date picker sends it. */
  date: 40,
  review: 2000,
  supportMessage: 2000,
  /** An email or a phone number. */
  supportContact: 254,
  /** The street line of an address. */
  addressLine: 200,
  /** City, state, country. */
  place: 100,
  pinCode: 12,
  addressTag: 30,
  search: 100,
  /** A record's id (products, orders, addresses): ours are 24 hex characters. */
  recordId: 64,
  colour: 60,
  couponCode: 40,
  /** A listing filter's value (a comma-joined list of category names at most). */
  filter: 500,
  /** A token from Google or Facebook: theirs run to a few hundred characters. */
  providerToken: 4096,
  /** Short choices sent as text (a shipping option, a number in a query). */
  choice: 40,
} as const

/** The most metres of one fabric in one cart line (a mill's full order, with room to spare). */
export const MAX_QUANTITY_METRES = 100_000

/** The most items one page of a list may ask for. */
export const MAX_PAGE_SIZE = 100
/** The last page a list may ask for: 10,000 pages of 100 is a million items, more than any catalogue here. */
export const MAX_PAGE_NUMBER = 10_000
/** The most items a list read by offset may skip: as far as the last page reaches. */
export const MAX_SKIP = MAX_PAGE_NUMBER * MAX_PAGE_SIZE

/** A star rating's range; a rating filter of 0 keeps every product. */
export const RATING_RANGE = { min: 0, max: 5 } as const
/** A weight filter's range, in grams per square metre: the heaviest upholstery is under 1,000. */
export const WEIGHT_RANGE = { min: 0, max: 100_000 } as const

/**
 * A multipart body's parts: the most any form sends (a review's four fields and five pictures),
 * with room for a field a newer storefront adds. More is refused before the rest is read.
 */
export const MAX_FORM_PARTS = 16
/** The longest text part of a multipart body, in bytes (a 2,000-character review in any script fits). */
export const MAX_TEXT_PART_BYTES = 8 * 1024
/** The longest name of a multipart part, in bytes. */
export const MAX_PART_NAME_BYTES = 100

/** Text of at most `max` characters. */
export const TextUpTo = (max: number) => Schema.String.check(Schema.isMaxLength(max))

/** Text of 1 to `max` characters. */
export const NonEmptyTextUpTo = (max: number) => Schema.NonEmptyString.check(Schema.isMaxLength(max))

/** A whole number of metres from 1 to MAX_QUANTITY_METRES. */
export const Quantity = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: MAX_QUANTITY_METRES }))

/** A record's id. */
export const RecordId = NonEmptyTextUpTo(TEXT_MAX.recordId)
