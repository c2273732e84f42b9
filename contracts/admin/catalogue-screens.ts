import { metres } from '../stock-rules'
import { CATEGORY_BAR_SIZE } from '../category'
import { MAX_PICTURES_PER_VARIETY } from './catalogue-limits'
import type { VocabularyKind } from './admin-products'

/*
 * What the back office's catalogue screens say (issue 30, point 8) beyond the catalogue calls'
 * own messages (CATALOGUE_MESSAGES): products, the product editor, import and export,
 * categories and coupons. One home for the screens and their tests, noted in
 * docs/spec-notes.md ("Issue 30: the catalogue screens").
 */

/** How each vocabulary is named in a sentence. */
const VOCABULARY_NAMES: Record<VocabularyKind, string> = { count: 'yarn counts', construction: 'constructions' }

export const PRODUCTS_SCREEN = {
  empty: 'No products match',
  archived: 'Archived',
  onSale: 'On sale',
  noColours: 'No colours',
} as const

/** The inline stock control of a colour (the products table and the editor). */
export const STOCK_CONTROL = {
  receive: 'Receive',
  count: 'Count',
  /** Receive: metres added (negative writes off); Count: the metres counted on the shelf. */
  receiveLabel: 'Metres received (negative to write off)',
  countLabel: 'Metres counted',
  reasonLabel: 'Reason (kept in the audit log)',
  notWhole: 'Enter whole metres',
  zeroReceived: 'Enter the metres received',
  belowZero: 'A count is never below zero',
  done: (colour: string, stock: number) => `${colour}: ${metres(stock)} in stock.`,
} as const

export const EDITOR_SCREEN = {
  /** A number field holding something that is not a number. */
  notANumber: 'Enter a number',
  chooseCategory: 'Choose at least one category',
  addColour: 'Add at least one colour',
  /** A picture still on its way up, or one that failed, when Save is pressed. */
  picturesUploading: 'Wait for the pictures to finish uploading',
  picturesFailed: 'Retry or remove the pictures that failed to upload',
  /** A file refused before it is sent, named, with the store's own words for it. */
  fileRefused: (name: string, why: string) => `${name}: ${why}`,
  tooManyPictures: `A colour shows at most ${MAX_PICTURES_PER_VARIETY} pictures`,
  uploadFailed: 'Upload failed',
  noPictures: 'No pictures yet.',
  /** Under a colour's pictures: which one buyers meet first. */
  firstPicture: 'The first picture is the one this colour shows first.',
  cardPicture: 'The first colour’s first picture is the card’s picture in the listing.',
  cardBadge: 'Card picture',
  firstColour: 'The first colour is the one the card and the product page show first.',
  firstBadge: 'Shown first',
  /** An existing colour's stock moves only through its stock control (an order meanwhile is never lost). */
  stockByControl: 'Stock changes through Change stock, never by saving the product, so an order placed meanwhile is never lost.',
  existingColour: 'Colours already sold keep their name: remove one and add another to rename it.',
  newColourStock: 'Starting stock (metres)',
  /** The deliberate addition to a vocabulary. */
  addToList: (kind: VocabularyKind, value: string) => `Add “${value}” to the ${VOCABULARY_NAMES[kind]}`,
  addTitle: (kind: VocabularyKind) => `Add to the store’s ${VOCABULARY_NAMES[kind]}`,
  addTells: (kind: VocabularyKind, value: string) =>
    `“${value}” joins the store’s ${VOCABULARY_NAMES[kind]} when you save this product; from then on every product and every import may name it.`,
  willAdd: (kind: VocabularyKind) => `Added to the ${VOCABULARY_NAMES[kind]} when you save.`,
  saving: 'Saving the product…',
  created: 'Product added: buyers can find it now.',
  saved: 'Saved: buyers see the changes now.',
  reload: 'Reload the product (your changes here are lost)',
  /** Above the form, when some fields are wrong. */
  fixFields: 'Some fields need attention: each says what is wrong.',
  orderCount: (orders: number) => `${orders} ${orders === 1 ? 'order names' : 'orders name'} this product.`,
  archiveTitle: 'Archive this product',
  archiveConfirm: 'Archive the product',
  archiveTells: (orders: number) =>
    `It leaves the listing, search and sitemap, and its page answers not found. ${
      orders === 0 ? 'No order names it' : orders === 1 ? 'The order that names it stays whole' : `The ${orders} orders that name it stay whole`
    }; carts and wishlists holding it say it is no longer sold. Nothing is deleted: restore it at any time.`,
  archived: 'Archived: buyers no longer find it.',
  restoreTitle: 'Put this product back on sale',
  restoreConfirm: 'Restore the product',
  restoreTells: 'It returns to the listing, search and sitemap, with its page, at once.',
  restored: 'Restored: buyers can find it again.',
  readOnly: 'Your role reads the catalogue; catalogue staff and owners change it.',
  previewHeading: 'What buyers see',
  previewNote: 'The card in the listing, from the first colour.',
} as const

export const IMPORT_SCREEN = {
  intro: 'Drop the catalogue’s CSV (the export’s columns) to see what it would change. Nothing is written until you confirm.',
  dropHint: 'Drop a .csv file here, or click to choose one',
  notCsv: 'Choose a .csv file',
  tooLarge: 'The file is larger than the import takes (64 MB)',
  checking: 'Checking every row…',
  writing: 'Importing…',
  wouldDo: 'What the import would do',
  did: 'What the import did',
  noProblems: 'No problems found: confirm to write it.',
  problems: (shown: number, total: number) => (shown < total ? `${total} problems; the first ${shown} are listed.` : `${total} problems: mend them in the file and drop it again.`),
  confirm: 'Confirm the import',
  another: 'Import another file',
  notWritten: 'Nothing was written: the file has problems.',
  written: 'Imported: buyers see the changes now.',
} as const

export const CATEGORIES_SCREEN = {
  /** Beside each of the first CATEGORY_BAR_SIZE categories. */
  inBar: 'In the category bar',
  barNote: `The category bar shows the first ${CATEGORY_BAR_SIZE} categories, in this order.`,
  saved: 'Categories saved: the category bar and the listing show them now.',
  nameTwice: 'Two categories may not share a name',
  subNameTwice: 'Two sub-categories of one category may not share a name',
  unsaved: 'Unsaved changes: Save to keep them.',
  saving: 'Saving the categories…',
  noSubCategories: 'None yet.',
  products: (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`,
  /** A rename not saved yet: its products follow it when saved. */
  renamedFrom: (was: string) => `Renamed from ${was}: its products follow`,
} as const

export const COUPONS_SCREEN = {
  empty: 'No coupons match',
  addTitle: 'Add a coupon',
  editTitle: (code: string) => `Change coupon ${code}`,
  save: 'Save the coupon',
  created: (code: string) => `Coupon ${code} added.`,
  saved: (code: string) => `Coupon ${code} saved.`,
  deleteTitle: (code: string) => `Delete coupon ${code}`,
  deleteConfirm: 'Delete the coupon',
  deleteTells: 'Buyers can no longer apply it. A coupon buyers have used cannot be deleted: pause it instead.',
  deleted: (code: string) => `Coupon ${code} deleted.`,
  tells: 'Buyers apply it at checkout while it is active, between its start and end, within its limits.',
  noLimit: 'No limit',
  codeHint: 'Letters, digits and dashes; buyers type it at checkout',
  codeKept: 'A coupon’s code never changes: orders name it',
  always: 'Any time',
} as const
