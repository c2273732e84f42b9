// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { CategoriesWriteRequest } from '../../contracts/admin/admin-categories'
import { CATALOGUE_MESSAGES } from '../../contracts/admin/catalogue-messages'
import { planCategories, renamedCategories, renamedSubCategory, renameMapOf, type StoredCategory } from '../../rules/catalogue-categories'
import { RuleError } from '../../rules/rule-error'

/* rules/catalogue-categories.ts: a categories write planned against the categories the store has. */

const STORE: StoredCategory[] = [
  { id: 'c1', name: 'Cotton', subCategories: ['Poplin', 'Voile'] },
  { id: 'c2', name: 'Silk', subCategories: ['Banarasi'] },
  { id: 'c3', name: 'Jute', subCategories: [] },
]
const asWritten = (categories: readonly StoredCategory[]): CategoriesWriteRequest['categories'] =>
  categories.map((c) => ({ _id: c.id, name: c.name, subCategories: c.subCategories.map((name) => ({ name })) }))

let ids = 0
const plan = (categories: CategoriesWriteRequest['categories']) => planCategories(STORE, { categories }, () => `new-${++ids}`)
const refusalOf = (categories: CategoriesWriteRequest['categories']) => {
  try {
    plan(categories)
  } catch (error) {
    if (error instanceof RuleError) return { status: error.status, msg: error.msg }
    throw error
  }
  throw new Error('not refused')
}

describe('planning a categories write', () => {
  it('keeps ids, renames by id, renames sub-categories from `was`, adds, reorders and removes', () => {
    const [cotton, silk] = asWritten(STORE)
    const planned = plan([
      { name: 'Organza', subCategories: [{ name: 'Crystal' }] },
      { ...silk!, name: 'Pure Silk' },
      { ...cotton!, subCategories: [{ name: 'Poplin Weave', was: 'poplin' }, { name: 'voile' }] },
    ])
    expect(planned.categories).toEqual([
      { id: 'new-1', name: 'Organza', subCategories: ['Crystal'] },
      { id: 'c2', name: 'Pure Silk', subCategories: ['Banarasi'] },
      { id: 'c1', name: 'Cotton', subCategories: ['Poplin Weave', 'voile'] },
    ])
    expect(planned.renames).toEqual([{ from: 'Silk', to: 'Pure Silk' }])
    expect(planned.subRenames).toEqual([{ category: 'Cotton', renames: [{ from: 'Poplin', to: 'Poplin Weave' }, { from: 'Voile', to: 'voile' }] }])
    expect(planned.removed.map((c) => c.id)).toEqual(['c3'])
    expect(planned.removedSubCategories).toEqual([])
    expect(planned.changed).toBe(true)
  })

  it('matches a category written without an id by its name, so the same list written by name changes nothing; swaps names', () => {
    const byName = STORE.map((c) => ({ name: c.name, subCategories: c.subCategories.map((name) => ({ name })) }))
    expect(plan(byName)).toMatchObject({ changed: false, renames: [], removed: [] })
    const respelt = plan([{ name: 'JUTE', subCategories: [] }, ...byName.slice(0, 2)])
    expect(respelt.categories.map((c) => c.id)).toEqual(['c3', 'c1', 'c2'])
    expect(respelt.renames).toEqual([{ from: 'Jute', to: 'JUTE' }])
    const swapped = plan([
      { _id: 'c1', name: 'Silk', subCategories: [{ name: 'Poplin' }] },
      { _id: 'c2', name: 'Cotton', subCategories: [{ name: 'Banarasi' }] },
      { _id: 'c3', name: 'Jute', subCategories: [] },
    ])
    expect(swapped.renames).toEqual([
      { from: 'Cotton', to: 'Silk' },
      { from: 'Silk', to: 'Cotton' },
    ])
    expect(swapped.removedSubCategories).toEqual([{ category: 'Cotton', name: 'Voile' }])
    expect(renamedCategories(['Silk', 'cotton', 'Jute'], swapped.renames)).toEqual(['Cotton', 'Silk', 'Jute'])
    expect(renameMapOf(swapped.renames)).toEqual({ cotton: 'Silk', silk: 'Cotton' })
  })

  it('follows a sub-category renamed in a category the product is filed under, and only there', () => {
    const subRenames = [{ category: 'Cotton', renames: [{ from: 'Poplin', to: 'Poplin Weave' }] }]
    expect(renamedSubCategory(['Linen', 'cotton'], 'poplin', subRenames)).toBe('Poplin Weave')
    expect(renamedSubCategory(['Linen'], 'Poplin', subRenames)).toBe('Poplin')
    expect(renamedSubCategory(['Cotton'], undefined, subRenames)).toBeUndefined()
  })

  it('refuses blank names, names given twice, unknown sub-categories renamed, and ids the store no longer has', () => {
    const list = asWritten(STORE)
    expect(refusalOf([...list, { name: ' ', subCategories: [] }])).toEqual({ status: 400, msg: CATALOGUE_MESSAGES.categoryNameBlank })
    expect(refusalOf([...list, { name: 'JUTE ', subCategories: [] }])).toEqual({ status: 400, msg: CATALOGUE_MESSAGES.categoryNameTwice })
    expect(refusalOf([...list, { name: 'Wool', subCategories: [{ name: 'Merino' }, { name: 'merino' }] }])).toEqual({
      status: 400,
      msg: CATALOGUE_MESSAGES.subCategoryTwice,
    })
    const [cotton, ...rest] = list
    const twiceFromOne = { ...cotton!, subCategories: [{ name: 'A', was: 'Poplin' }, { name: 'B', was: 'Poplin' }] }
    expect(refusalOf([twiceFromOne, ...rest])).toEqual({ status: 400, msg: CATALOGUE_MESSAGES.subCategoryTwice })
    expect(refusalOf([{ name: 'Wool', subCategories: [{ name: 'Merino', was: 'Merino' }] }, ...list])).toEqual({ status: 400, msg: CATALOGUE_MESSAGES.unknownSubCategory })
    expect(refusalOf([{ _id: 'gone', name: 'Wool', subCategories: [] }, ...list])).toEqual({ status: 409, msg: CATALOGUE_MESSAGES.unknownCategory })
    expect(refusalOf([...list, { ...cotton!, name: 'Cotton Two' }])).toEqual({ status: 400, msg: CATALOGUE_MESSAGES.categoryTwice })
  })
})
