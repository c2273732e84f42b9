import { and, arrayContains, arrayOverlaps, asc, count, inArray, sql } from 'drizzle-orm'
import type { AdminCategoriesResponse, CategoriesWriteRequest } from '../../../contracts/admin/admin-categories'
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../../contracts/admin/audit-actions'
import { CATALOGUE_MESSAGES } from '../../../contracts/admin/catalogue-messages'
import type { Staff } from '../../../contracts/admin/staff'
import {
  auditedCategories,
  CATEGORIES_ENTITY_ID,
  nameKey,
  planCategories,
  renameMapOf,
  type CategoriesPlan,
  type StoredCategory,
} from '../../../rules/catalogue-categories'
import { fail } from '../../../rules/rule-error'
import type { Tx } from '../../db/connection'
import { categories, products } from '../../db/schema'
import type { ServerContext } from '../context'
import type { Reader } from '../product-records'
import { recordAudit } from './audit-log'
import { readVocabulary } from './catalogue-knowledge'

/*
 * The categories in the back office (issue 30, point 4). The storefront's GET /categories and
 * /categories/array read the same rows, and every committed change to categories or products is
 * announced to every server process (migration 0003), so the category bar and the category
 * filter follow at once. Products name their categories by name (products.category_names); the
 * category filter's keys and the search text are derived from it by the database.
 */

/** Products filed under the category of this name (archived ones too), by the filter's own index. */
const filedUnder = (name: string) => arrayContains(products.categoryKeys, [nameKey(name)])

/** GET /admin/categories: the categories in order with how many products each files, and the vocabularies. */
export async function readCategories(db: Reader): Promise<AdminCategoriesResponse> {
  const rows = await db
    .select({ _id: categories.id, name: categories.name, subCategories: categories.subCategories, productCount: sql<number>`count(${products.id})::int` })
    .from(categories)
    .leftJoin(products, arrayContains(products.categoryKeys, sql`array[lower(${categories.name})]`))
    .groupBy(categories.id)
    .orderBy(asc(categories.position))
  const vocabulary = await readVocabulary(db)
  return { categories: rows, counts: vocabulary.counts, constructions: vocabulary.constructions }
}

export const listCategories = (ctx: ServerContext): Promise<AdminCategoriesResponse> => ctx.db.transaction((tx) => readCategories(tx))

/** Refuses (409) a category, or a sub-category of a kept one, left out while products are filed under it. */
async function refuseRemovalsInUse(tx: Tx, plan: CategoriesPlan): Promise<void> {
  for (const category of plan.removed) {
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(products).where(filedUnder(category.name))
    if (n > 0) fail(409, CATALOGUE_MESSAGES.categoryInUse(category.name, n))
  }
  for (const sub of plan.removedSubCategories) {
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(products)
      .where(and(filedUnder(sub.category), sql`lower(${products.subCategory}) = ${nameKey(sub.name)}`))
    if (n > 0) fail(409, CATALOGUE_MESSAGES.subCategoryInUse(sub.category, sub.name, n))
  }
}

/**
 * Renames on the products (rules/catalogue-categories.ts): sub-categories first, found through
 * their category's name before the write, then every renamed category in one statement, so two
 * categories that swap names swap on their products too. Each product renamed moves its version
 * on: an editor opened before would save the old names.
 */
async function renameOnProducts(tx: Tx, plan: CategoriesPlan, now: string): Promise<void> {
  const bumped = { version: sql`${products.version} + 1`, updatedAt: now }
  for (const { category, renames } of plan.subRenames) {
    await tx
      .update(products)
      .set({ subCategory: sql`coalesce(${JSON.stringify(renameMapOf(renames))}::jsonb ->> lower(${products.subCategory}), ${products.subCategory})`, ...bumped })
      .where(and(filedUnder(category), inArray(sql`lower(${products.subCategory})`, renames.map((r) => nameKey(r.from)))))
  }
  if (plan.renames.length === 0) return
  const map = JSON.stringify(renameMapOf(plan.renames))
  await tx
    .update(products)
    .set({
      categoryNames: sql`(select jsonb_agg(coalesce(${map}::jsonb ->> lower(e.val), e.val) order by e.ord) from jsonb_array_elements_text(${products.categoryNames}) with ordinality as e(val, ord))`,
      ...bumped,
    })
    .where(arrayOverlaps(products.categoryKeys, plan.renames.map((r) => nameKey(r.from))))
}

/**
 * PUT /admin/categories, one transaction: the categories locked against another writer (reads go
 * on), the plan judged against them, removals refused while in use, renames applied to products,
 * the list written in its new order (ids kept), and the audit entry. A list that changes nothing
 * writes nothing.
 */
export async function updateCategories(ctx: ServerContext, staff: Staff, input: CategoriesWriteRequest): Promise<AdminCategoriesResponse> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${categories} in exclusive mode`)
    const current: StoredCategory[] = await tx
      .select({ id: categories.id, name: categories.name, subCategories: categories.subCategories })
      .from(categories)
      .orderBy(asc(categories.position))
    const plan = planCategories(current, input, () => ctx.newId())
    if (!plan.changed) return readCategories(tx)
    await refuseRemovalsInUse(tx, plan)
    await renameOnProducts(tx, plan, new Date(ctx.now()).toISOString())
    // rewritten whole: names may swap between rows, which a row-by-row update would refuse as taken
    await tx.delete(categories)
    await tx.insert(categories).values(plan.categories.map((c, position) => ({ id: c.id, name: c.name, position, subCategories: [...c.subCategories] })))
    await recordAudit(ctx, tx, staff, {
      action: AUDIT_ACTIONS.categoriesUpdate,
      entity: AUDIT_ENTITIES.categories,
      entityId: CATEGORIES_ENTITY_ID,
      before: auditedCategories(current),
      after: { ...auditedCategories(plan.categories), ...(plan.renames.length > 0 ? { renamed: plan.renames } : {}) },
    })
    return readCategories(tx)
  })
}
