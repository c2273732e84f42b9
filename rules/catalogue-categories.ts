import type { CategoriesWriteRequest } from '../contracts/admin/admin-categories'
import { CATALOGUE_MESSAGES } from '../contracts/admin/catalogue-messages'
import type { AuditFields } from './audit'
import { fail } from './rule-error'

/*
 * The categories as staff rewrite them (issue 30, point 4), planned once for both backends: the
 * new list in order, what is renamed (categories, and sub-categories within one), and what is
 * removed. Each backend then refuses a removal while products are filed under it (409) and
 * applies the renames to its products in the write's transaction, so a product never names a
 * category or sub-category the store no longer has.
 */

/** A category as the store keeps it. */
export interface StoredCategory {
  readonly id: string
  readonly name: string
  readonly subCategories: readonly string[]
}

export interface Rename {
  readonly from: string
  readonly to: string
}

/** Sub-categories renamed within one category, named as it was before the write. */
export interface SubCategoryRenames {
  readonly category: string
  readonly renames: readonly Rename[]
}

/** A sub-category left out of a category that is kept (the category's name before the write). */
export interface RemovedSubCategory {
  readonly category: string
  readonly name: string
}

export interface CategoriesPlan {
  /** Every category in the bar's order: ids kept, new ones given one. */
  readonly categories: readonly StoredCategory[]
  readonly renames: readonly Rename[]
  readonly subRenames: readonly SubCategoryRenames[]
  /** Categories left out: removed, unless products are filed under them. */
  readonly removed: readonly StoredCategory[]
  readonly removedSubCategories: readonly RemovedSubCategory[]
  /** Whether anything differs from the list as it was (nothing is written otherwise). */
  readonly changed: boolean
}

/** Names are one whatever their case: the category filter and product writes match them so. */
export const nameKey = (name: string): string => name.trim().toLowerCase()

const named = (name: string): string => name.trim() || fail(400, CATALOGUE_MESSAGES.categoryNameBlank)

/** Refuses the first name given twice, whatever its case. */
function refuseTwice(names: readonly string[], msg: string): void {
  const seen = new Set<string>()
  for (const name of names) {
    if (seen.has(nameKey(name))) fail(400, msg)
    seen.add(nameKey(name))
  }
}

/**
 * The store's category each requested one is: by `_id` (one the store no longer has is a 409:
 * someone removed it since the list was read), or, without one, the category of that name not
 * claimed by an id (so a list written by name keeps its ids), or none (a new category).
 */
function matchCategories(current: readonly StoredCategory[], request: CategoriesWriteRequest): (StoredCategory | undefined)[] {
  const claimed = new Set<string>()
  const byId = request.categories.map((c) => {
    if (c._id === undefined) return undefined
    const found = current.find((stored) => stored.id === c._id) ?? fail(409, CATALOGUE_MESSAGES.unknownCategory)
    if (claimed.has(found.id)) fail(400, CATALOGUE_MESSAGES.categoryTwice)
    claimed.add(found.id)
    return found
  })
  return request.categories.map((c, index) => {
    if (c._id !== undefined) return byId[index]
    const found = current.find((stored) => !claimed.has(stored.id) && nameKey(stored.name) === nameKey(c.name))
    if (found) claimed.add(found.id)
    return found
  })
}

/**
 * A category's sub-categories as written, against the ones it has (none for a new category): a
 * `was` names the one renamed (it must exist, and be renamed once); without one, a name the
 * category has is that sub-category (its spelling may change), any other is new.
 */
function planSubCategories(
  stored: readonly string[],
  written: CategoriesWriteRequest['categories'][number]['subCategories'],
): { names: string[]; renames: Rename[]; removed: string[] } {
  const names = written.map((s) => named(s.name))
  refuseTwice(names, CATALOGUE_MESSAGES.subCategoryTwice)
  const claimed = new Set<string>()
  const origins: (string | undefined)[] = written.map((s) => {
    if (s.was === undefined) return undefined
    const found = stored.find((name) => nameKey(name) === nameKey(s.was ?? '')) ?? fail(400, CATALOGUE_MESSAGES.unknownSubCategory)
    if (claimed.has(found)) fail(400, CATALOGUE_MESSAGES.subCategoryTwice)
    claimed.add(found)
    return found
  })
  names.forEach((name, index) => {
    if (written[index]?.was !== undefined) return
    const found = stored.find((s) => !claimed.has(s) && nameKey(s) === nameKey(name))
    if (found) claimed.add(found)
    origins[index] = found
  })
  const renames = names.flatMap((to, index) => {
    const from = origins[index]
    return from !== undefined && from !== to ? [{ from, to }] : []
  })
  return { names, renames, removed: stored.filter((s) => !claimed.has(s)) }
}

/**
 * Plans PUT /admin/categories against the categories the store has, in their order. Refuses (400)
 * a blank name, two categories of one name, two sub-categories of one name in one category, and
 * a sub-category renamed from one its category does not have.
 */
export function planCategories(current: readonly StoredCategory[], request: CategoriesWriteRequest, newId: () => string): CategoriesPlan {
  const names = request.categories.map((c) => named(c.name))
  refuseTwice(names, CATALOGUE_MESSAGES.categoryNameTwice)
  const matched = matchCategories(current, request)
  const renames: Rename[] = []
  const subRenames: SubCategoryRenames[] = []
  const removedSubCategories: RemovedSubCategory[] = []
  const categories = request.categories.map((written, index): StoredCategory => {
    const stored = matched[index]
    const name = names[index] ?? ''
    const subs = planSubCategories(stored?.subCategories ?? [], written.subCategories)
    if (stored) {
      if (stored.name !== name) renames.push({ from: stored.name, to: name })
      if (subs.renames.length > 0) subRenames.push({ category: stored.name, renames: subs.renames })
      removedSubCategories.push(...subs.removed.map((sub) => ({ category: stored.name, name: sub })))
    }
    return { id: stored?.id ?? newId(), name, subCategories: subs.names }
  })
  const kept = new Set(categories.map((c) => c.id))
  return {
    categories,
    renames,
    subRenames,
    removed: current.filter((c) => !kept.has(c.id)),
    removedSubCategories,
    changed: JSON.stringify(categories) !== JSON.stringify(current),
  }
}

/** A product's category names after the renames (matched whatever their case). */
export function renamedCategories(names: readonly string[], renames: readonly Rename[]): string[] {
  return names.map((name) => renames.find((r) => nameKey(r.from) === nameKey(name))?.to ?? name)
}

/**
 * A product's sub-category after the renames of the categories it is filed under (their names
 * before the write): a sub-category renamed in one of them follows.
 */
export function renamedSubCategory(categories: readonly string[], subCategory: string | undefined, subRenames: readonly SubCategoryRenames[]): string | undefined {
  if (subCategory === undefined) return undefined
  const filed = new Set(categories.map(nameKey))
  for (const { category, renames } of subRenames) {
    if (!filed.has(nameKey(category))) continue
    const rename = renames.find((r) => nameKey(r.from) === nameKey(subCategory))
    if (rename) return rename.to
  }
  return subCategory
}

/** A rename map for SQL: each name before (as its key, lower-cased) to its name after. */
export const renameMapOf = (renames: readonly Rename[]): Record<string, string> => Object.fromEntries(renames.map((r) => [nameKey(r.from), r.to]))

/** The one record a categories entry of the audit log names: the whole list. */
export const CATEGORIES_ENTITY_ID = 'all'

/** What the audit log keeps of the categories: the list, each with its sub-categories, in order. */
export const auditedCategories = (categories: readonly StoredCategory[]): AuditFields => ({
  categories: categories.map((c) => ({ name: c.name, subCategories: c.subCategories })),
})
