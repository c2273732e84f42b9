import { Schema } from 'effect'
import { Amount } from '../common'
import { NonEmptyTextUpTo, TEXT_MAX } from '../limits'
import { CATALOGUE_TEXT_MAX, MAX_CATEGORIES, MAX_SUB_CATEGORIES } from './catalogue-limits'

/** A sub-category as staff write it: `was` names it before a rename, so its products follow. */
export const SubCategoryWrite = Schema.Struct({
  name: NonEmptyTextUpTo(CATALOGUE_TEXT_MAX.subCategory),
  was: Schema.optional(NonEmptyTextUpTo(CATALOGUE_TEXT_MAX.subCategory)),
})

/** A category as staff write it: `_id` for one the store has (renamed when its name differs), none for a new one. */
export const CategoryWrite = Schema.Struct({
  _id: Schema.optional(NonEmptyTextUpTo(TEXT_MAX.recordId)),
  name: NonEmptyTextUpTo(CATALOGUE_TEXT_MAX.categoryName),
  subCategories: Schema.Array(SubCategoryWrite).check(Schema.isMaxLength(MAX_SUB_CATEGORIES)),
})
export type CategoryWrite = typeof CategoryWrite.Type

/**
 * PUT /admin/categories: every category in the category bar's order (it shows the first 8). A
 * rename renames it on its products in the same transaction; a category left out is removed,
 * which is refused (409) while products are filed under it.
 */
export const CategoriesWriteRequest = Schema.Struct({
  categories: Schema.Array(CategoryWrite).check(Schema.isMinLength(1), Schema.isMaxLength(MAX_CATEGORIES)),
})
export type CategoriesWriteRequest = typeof CategoriesWriteRequest.Type

export const AdminCategory = Schema.Struct({
  _id: Schema.NonEmptyString,
  name: Schema.String,
  subCategories: Schema.Array(Schema.String),
  /** Products filed under it, archived ones included. */
  productCount: Amount,
})
export type AdminCategory = typeof AdminCategory.Type

/**
 * GET /admin/categories (and PUT's answer): the categories in order, and the vocabularies a
 * product's count and construction come from (SPEC 9's lists, then what staff added).
 */
export const AdminCategoriesResponse = Schema.Struct({
  categories: Schema.Array(AdminCategory),
  counts: Schema.Array(Schema.String),
  constructions: Schema.Array(Schema.String),
})
export type AdminCategoriesResponse = typeof AdminCategoriesResponse.Type
