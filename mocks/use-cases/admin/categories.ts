import type { AdminCategoriesResponse, CategoriesWriteRequest } from '../../../contracts/admin/admin-categories'
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../../contracts/admin/audit-actions'
import { CATALOGUE_MESSAGES } from '../../../contracts/admin/catalogue-messages'
import type { Staff } from '../../../contracts/admin/staff'
import {
  auditedCategories,
  CATEGORIES_ENTITY_ID,
  nameKey,
  planCategories,
  renamedCategories,
  renamedSubCategory,
  type CategoriesPlan,
  type StoredCategory,
} from '../../../rules/catalogue-categories'
import { vocabularyWith } from '../../../rules/catalogue-products'
import { fail } from '../../../rules/rule-error'
import type { CategoryRecord, ProductRecord } from '../../../seed/records'
import type { BackendContext } from '../backend-context'
import { recordAudit } from './audit-log'

/*
 * The categories in the back office (the mirror of server/domain/admin/categories.ts). The
 * storefront's GET /categories and /categories/array read the same collection, so the category
 * bar follows at once; products name their categories by name.
 */

const storedOf = (c: CategoryRecord): StoredCategory => ({ id: c._id, name: c.name, subCategories: c.subCategory.map((s) => s.subCategoryName) })
const recordOf = (c: StoredCategory): CategoryRecord => ({ _id: c.id, name: c.name, subCategory: c.subCategories.map((subCategoryName) => ({ subCategoryName })) })

const categoryNamesOf = (product: ProductRecord): string[] => product.category.map((c) => c.categoryName)
const isFiledUnder = (product: ProductRecord, name: string): boolean => categoryNamesOf(product).some((c) => nameKey(c) === nameKey(name))

/** GET /admin/categories: the categories in order with how many products each files (archived ones too), and the vocabularies. */
export function adminCategories(ctx: BackendContext): AdminCategoriesResponse {
  const products = ctx.db.get('products')
  const vocabulary = vocabularyWith(ctx.db.get('vocabularyAdditions'))
  return {
    categories: ctx.db.get('categories').map((c) => ({
      _id: c._id,
      name: c.name,
      subCategories: c.subCategory.map((s) => s.subCategoryName),
      productCount: products.filter((p) => isFiledUnder(p, c.name)).length,
    })),
    counts: vocabulary.counts,
    constructions: vocabulary.constructions,
  }
}

/** Refuses (409) a category, or a sub-category of a kept one, left out while products are filed under it. */
function refuseRemovalsInUse(products: readonly ProductRecord[], plan: CategoriesPlan): void {
  for (const category of plan.removed) {
    const n = products.filter((p) => isFiledUnder(p, category.name)).length
    if (n > 0) fail(409, CATALOGUE_MESSAGES.categoryInUse(category.name, n))
  }
  for (const sub of plan.removedSubCategories) {
    const n = products.filter((p) => isFiledUnder(p, sub.category) && p.subCategory !== undefined && nameKey(p.subCategory) === nameKey(sub.name)).length
    if (n > 0) fail(409, CATALOGUE_MESSAGES.subCategoryInUse(sub.category, sub.name, n))
  }
}

/** A product with the plan's renames; the same product when none touches it. */
function renamedProduct(product: ProductRecord, plan: CategoriesPlan, now: string): ProductRecord {
  const names = categoryNamesOf(product)
  const categories = renamedCategories(names, plan.renames)
  const subCategory = renamedSubCategory(names, product.subCategory, plan.subRenames)
  if (subCategory === product.subCategory && categories.every((name, i) => name === names[i])) return product
  return {
    ...product,
    category: categories.map((categoryName) => ({ categoryName })),
    ...(subCategory === undefined ? {} : { subCategory }),
    // an editor opened before the rename would save the old names
    version: (product.version ?? 1) + 1,
    updatedAt: now,
  }
}

/** PUT /admin/categories: the whole list in order, renames following to the products, with its audit entry. */
export function updateCategories(ctx: BackendContext, staff: Staff, input: CategoriesWriteRequest): AdminCategoriesResponse {
  const current = ctx.db.get('categories').map(storedOf)
  const plan = planCategories(current, input, () => ctx.newId())
  if (!plan.changed) return adminCategories(ctx)
  const products = ctx.db.get('products')
  refuseRemovalsInUse(products, plan)
  const now = new Date(ctx.now()).toISOString()
  ctx.db.put('products', products.map((p) => renamedProduct(p, plan, now)))
  ctx.db.put('categories', plan.categories.map(recordOf))
  recordAudit(ctx, staff, {
    action: AUDIT_ACTIONS.categoriesUpdate,
    entity: AUDIT_ENTITIES.categories,
    entityId: CATEGORIES_ENTITY_ID,
    before: auditedCategories(current),
    after: { ...auditedCategories(plan.categories), ...(plan.renames.length > 0 ? { renamed: plan.renames } : {}) },
  })
  return adminCategories(ctx)
}
