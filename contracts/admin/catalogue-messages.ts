import { ARCHIVED_PRODUCT_MESSAGES } from '../archived-products'
import { MAX_CATALOGUE_PICTURE_BYTES, MAX_PICTURE_PIXELS } from '../picture-sizes'
import { metres } from '../stock-rules'
import { MAX_STOCK_METRES } from './catalogue-limits'

/**
 * What the catalogue calls and screens say (issue 30, beyond SPEC: docs/spec-notes.md, "Issue 30").
 * The backends refuse with these; the back office shows them beside the field they name.
 */
export const CATALOGUE_MESSAGES = {
  productNotFound: 'Product not found',
  /** 409: someone saved the product after this editor loaded it. */
  productChanged: 'Someone saved this product after you opened it. Reload it to see their changes, then make yours again',
  discountAbovePrice: 'The discounted price may not be above the price per metre',
  colourTwice: 'Each colour may appear once in a product',
  categoryTwice: 'Each category may be named once',
  unknownCategory: 'The store has no such category',
  unknownSubCategory: 'This category has no such sub-category',
  unknownCount: 'Not a yarn count the store knows: add it to the list deliberately to use it',
  unknownConstruction: 'Not a construction the store knows: add it to the list deliberately to use it',
  notOurPicture: 'Pictures must be uploaded to the store first',
  /** POST /admin/uploads: a picture above MAX_CATALOGUE_PICTURE_BYTES (413). */
  pictureTooLarge: `The picture is too large (${MAX_CATALOGUE_PICTURE_BYTES / (1024 * 1024)} MB at most)`,
  /** POST /admin/uploads: more pixels than MAX_PICTURE_PIXELS (400), whatever the file's size. */
  pictureTooManyPixels: `The picture has too many pixels (${MAX_PICTURE_PIXELS / 1_000_000} megapixels at most)`,
  /** POST /admin/uploads: a picture's first bytes name a type, but the rest does not read as one (400). */
  pictureUnreadable: 'The picture could not be read. Save it again and upload the copy',
  unknownColour: 'This product has no such colour',
  stockBelowZero: 'That would take the stock below zero',
  /** PATCH stock: exactly one of set and add. */
  stockSetOrAdd: 'Give either the counted stock or the metres to add',
  /** 409: an order (or someone else) changed the stock between the count and the save. */
  stockChangedSinceCount: (now: number) => `The stock changed while you counted: it is now ${metres(now)}. Count again`,
  /** PATCH stock: metres received past MAX_STOCK_METRES (a product save could no longer carry the stock). */
  stockAboveMaximum: `That would take the stock above ${MAX_STOCK_METRES.toLocaleString('en-IN')} m`,
  /** PATCH stock: the audit log keeps why stock moved, so a reason of spaces only is refused. */
  stockReasonBlank: 'Say why the stock changed',
  categoryInUse: (name: string, products: number) => `${name} still files ${products} products: move them before removing it`,
  categoryNameTwice: 'Two categories may not share a name',
  /** PUT categories: a name (of a category or a sub-category) of spaces only. */
  categoryNameBlank: 'Every category and sub-category needs a name',
  /** PUT categories: two sub-categories of one category with one name, or renamed from one. */
  subCategoryTwice: 'Two sub-categories of one category may not share a name',
  /** 409: a sub-category left out while products filed under its category name it. */
  subCategoryInUse: (category: string, name: string, products: number) =>
    `${name} (${category}) still files ${products} products: move them before removing it`,
  couponNotFound: 'Coupon not found',
  couponExists: 'A coupon with this code already exists',
  /** DELETE of a coupon buyers used: their orders name it, so it is paused rather than removed. */
  couponUsed: 'Buyers have used this coupon: pause it instead of deleting it',
  /** DELETE /admin/coupons/{code}'s answer. */
  couponDeleted: 'Coupon deleted',
  couponPercentTooHigh: 'A percentage may be at most 100',
  couponEndsBeforeStart: 'The end must come after the start',
  ...ARCHIVED_PRODUCT_MESSAGES,
  importTooManyRows: (max: number) => `The file has more than ${max.toLocaleString('en-IN')} rows`,
  importNotCsv: 'The file is not a CSV the store can read',
  importMissingColumn: (column: string) => `The header has no ${column} column`,
  importUnknownProduct: 'No product has this id',
  importRowsDisagree: 'The rows of one product disagree on this field',
  importNotANumber: 'Write a number here',
  importNotTrueFalse: 'Write true or false',
  importUnknownStatus: 'Write active or archived',
  importNotWholeMetres: 'Write whole metres received (negative to write some off)',
  importNulCharacter: 'Text may not hold a NUL character',
  /** The editor, leaving with unsaved changes. */
  unsavedChanges: 'You have unsaved changes. Leave without saving them?',
} as const
