import { Schema } from 'effect'
import { Amount } from '../common'
import { NonEmptyTextUpTo, TEXT_MAX, TextUpTo } from '../limits'
import { PageInfo, PageQuery } from './admin-paging'
import {
  CATALOGUE_TEXT_MAX,
  MAX_PICTURES_PER_VARIETY,
  MAX_PRODUCT_CATEGORIES,
  MAX_VARIETIES,
  MAX_WEIGHT_GSM,
  PricePerMetre,
  StockMetres,
} from './catalogue-limits'
import { CATALOGUE_MESSAGES } from './catalogue-messages'

/** A product is on sale, or archived: kept whole (orders name it) but out of the listing, search and sitemap. */
export const PRODUCT_STATUSES = ['active', 'archived'] as const
export type ProductStatus = (typeof PRODUCT_STATUSES)[number]

/** The two vocabularies a product's value must come from (SPEC 9's lists, plus what staff added). */
export const VOCABULARY_KINDS = ['count', 'construction'] as const
export type VocabularyKind = (typeof VOCABULARY_KINDS)[number]

const Optional = (max: number) => Schema.optional(TextUpTo(max))

/**
 * One colour of a product as staff write it: its pictures (the first is the card's), stock and
 * prices. `stock` is a new colour's starting stock only: an existing colour's stock moves only
 * through PATCH /admin/products/{id}/stock, whose conditional update never loses an order placed
 * meanwhile (a whole-product save made from a page loaded before that order would).
 */
export const VarietyWrite = Schema.Struct({
  color: NonEmptyTextUpTo(CATALOGUE_TEXT_MAX.colour),
  images: Schema.Array(NonEmptyTextUpTo(CATALOGUE_TEXT_MAX.pictureUrl)).check(Schema.isMaxLength(MAX_PICTURES_PER_VARIETY)),
  stock: StockMetres,
  pricePerMeter: PricePerMetre,
  discountedPrice: PricePerMetre,
})
export type VarietyWrite = typeof VarietyWrite.Type

/** Where a problem with a product write is, as the editor names its fields ('varieties.1.discountedPrice'). */
export interface ProductProblem {
  readonly path: readonly (string | number)[]
  readonly msg: string
}

/** A product's own fields, as the editor shows them (before the checks that span fields). */
const ProductFields = Schema.Struct({
  name: NonEmptyTextUpTo(CATALOGUE_TEXT_MAX.productName),
  description: TextUpTo(CATALOGUE_TEXT_MAX.description),
  /** Category names, each one the store has (GET /admin/categories); the first is the main one. */
  categories: Schema.Array(NonEmptyTextUpTo(CATALOGUE_TEXT_MAX.categoryName)).check(
    Schema.isMinLength(1),
    Schema.isMaxLength(MAX_PRODUCT_CATEGORIES),
  ),
  subCategory: Optional(CATALOGUE_TEXT_MAX.subCategory),
  fabricType: Optional(CATALOGUE_TEXT_MAX.fabricType),
  pattern: Optional(CATALOGUE_TEXT_MAX.pattern),
  count: Optional(CATALOGUE_TEXT_MAX.vocabularyValue),
  construction: Optional(CATALOGUE_TEXT_MAX.vocabularyValue),
  /** Grams per square metre. */
  weight: Schema.optional(Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: MAX_WEIGHT_GSM }))),
  newArrival: Schema.Boolean,
  varieties: Schema.Array(VarietyWrite).check(Schema.isMinLength(1), Schema.isMaxLength(MAX_VARIETIES)),
})

/** The fields of a product staff write, before the checks that span fields. */
const ProductWriteFields = ProductFields.mapFields((fields) => ({
  ...fields,
  /**
   * A count or construction the store's vocabulary does not have yet is refused unless staff add
   * it deliberately, by naming its kind here (the editor asks first).
   */
  addToVocabulary: Schema.optional(Schema.Array(Schema.Literals(VOCABULARY_KINDS)).check(Schema.isMaxLength(VOCABULARY_KINDS.length))),
}))
type ProductWriteFields = typeof ProductWriteFields.Type

const sameColour = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * The checks of a product write that span fields, in one home: the editor shows each beside its
 * field before anything is sent, and the schemas below refuse the same with a 400.
 */
export function productWriteProblems(product: Pick<ProductWriteFields, 'varieties' | 'categories'>): ProductProblem[] {
  const problems: ProductProblem[] = []
  product.varieties.forEach((variety, index) => {
    if (variety.discountedPrice > variety.pricePerMeter) {
      problems.push({ path: ['varieties', index, 'discountedPrice'], msg: CATALOGUE_MESSAGES.discountAbovePrice })
    }
    if (product.varieties.findIndex((other) => sameColour(other.color, variety.color)) < index) {
      problems.push({ path: ['varieties', index, 'color'], msg: CATALOGUE_MESSAGES.colourTwice })
    }
  })
  product.categories.forEach((name, index) => {
    if (product.categories.findIndex((other) => sameColour(other, name)) < index) {
      problems.push({ path: ['categories', index], msg: CATALOGUE_MESSAGES.categoryTwice })
    }
  })
  return problems
}

const spanningChecks = Schema.makeFilter((product: ProductWriteFields) =>
  productWriteProblems(product).map((problem) => ({ path: problem.path, issue: problem.msg })),
)

/** A product as staff write it (POST /admin/products, and the editor's form). */
export const ProductWrite = ProductWriteFields.check(spanningChecks)
export type ProductWrite = typeof ProductWrite.Type

export const ProductIdParams = Schema.Struct({ id: NonEmptyTextUpTo(TEXT_MAX.recordId) })

/** The version the editor loaded; a save made since is refused with 409 (productChanged). */
const SeenVersion = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000_000 }))

/** PUT /admin/products/{id}: the whole product, with the version the editor loaded. */
export const ProductUpdateRequest = ProductWriteFields.mapFields((fields) => ({
  ...fields,
  id: NonEmptyTextUpTo(TEXT_MAX.recordId),
  version: SeenVersion,
})).check(spanningChecks)
export type ProductUpdateRequest = typeof ProductUpdateRequest.Type

/** POST /admin/products/{id}/archive and /restore. */
export const ProductArchiveRequest = ProductIdParams

/** GET /admin/products?search=&category=&status=&page=&limit= (the catalogue's own order). */
export const AdminProductsQuery = Schema.Struct({
  search: Schema.optional(TextUpTo(TEXT_MAX.search)),
  category: Schema.optional(TextUpTo(CATALOGUE_TEXT_MAX.categoryName)),
  status: Schema.optional(Schema.Literals(PRODUCT_STATUSES)),
  ...PageQuery,
})
export type AdminProductsQuery = typeof AdminProductsQuery.Type

/** A colour in the products table: what the inline stock editor shows. */
export const AdminVarietyRow = Schema.Struct({
  color: Schema.String,
  stock: Amount,
  pricePerMeter: Amount,
  discountedPrice: Amount,
})

/** A row of the products table. */
export const AdminProductRow = Schema.Struct({
  _id: Schema.NonEmptyString,
  name: Schema.String,
  categories: Schema.Array(Schema.String),
  status: Schema.Literals(PRODUCT_STATUSES),
  /** The card's picture (the first variety's first), if it has one. */
  picture: Schema.optional(Schema.String),
  varieties: Schema.Array(AdminVarietyRow),
  version: Amount,
  updatedAt: Schema.optional(Schema.String),
})
export type AdminProductRow = typeof AdminProductRow.Type

export const AdminProductsResponse = Schema.Struct({ products: Schema.Array(AdminProductRow), ...PageInfo })
export type AdminProductsResponse = typeof AdminProductsResponse.Type

/** GET /admin/products/{id}, and what every product write answers. */
export const AdminProductDetail = Schema.Struct({
  _id: Schema.NonEmptyString,
  product: ProductFields,
  status: Schema.Literals(PRODUCT_STATUSES),
  version: Amount,
  createdAt: Schema.optional(Schema.String),
  updatedAt: Schema.optional(Schema.String),
  /** How many orders name it: an archived product keeps them whole. */
  orderCount: Amount,
})
export type AdminProductDetail = typeof AdminProductDetail.Type
