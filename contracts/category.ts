import { Schema } from 'effect'

export const SubCategory = Schema.Struct({ subCategoryName: Schema.String })
export type SubCategory = typeof SubCategory.Type

/** Category (SPEC 3): a name with its subcategories. */
export const Category = Schema.Struct({
  _id: Schema.optional(Schema.String),
  name: Schema.String,
  subCategory: Schema.Array(SubCategory),
})
export type Category = typeof Category.Type

/** GET /categories/array: the category names, in the order the category bar shows them. */
export const CategoryNamesResponse = Schema.Struct({ data: Schema.Array(Schema.String) })
export type CategoryNamesResponse = typeof CategoryNamesResponse.Type

/** GET /categories: every category with its subcategories. */
export const CategoriesResponse = Schema.Struct({ data: Schema.Array(Category) })
export type CategoriesResponse = typeof CategoriesResponse.Type

/** SPEC 9: the category bar shows the first 8 categories (the back office orders them). */
export const CATEGORY_BAR_SIZE = 8
