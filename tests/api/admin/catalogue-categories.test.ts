import { describe, expect, test } from 'vitest'
import type { AdminCategory, CategoryWrite } from '../../../contracts/admin/admin-categories'
import { CATALOGUE_MESSAGES } from '../../../contracts/admin/catalogue-messages'
import { CONSTRUCTION_OPTIONS, COUNT_OPTIONS } from '../../../contracts/textile-vocabulary'
import { catalogueService } from '../../../src/services/catalogue-service'
import { serveBackend } from '../../support/backend-under-test'
import { callStaff, callStaffRaw, signInStaff } from '../support/staff-calls'

const backend = serveBackend()

/*
 * Categories in the back office (issue 30, point 4): the list in the category bar's order with
 * how many products each files, rewritten whole in one transaction. A rename renames the
 * category (and a sub-category renamed in it) on its products, so the storefront's category
 * bar, product pages and category filter follow at once; a category or sub-category still
 * filing products cannot be removed.
 */

/** The list as a PUT would write it back unchanged. */
const asWritten = (categories: readonly AdminCategory[]): CategoryWrite[] =>
  categories.map((c) => ({ _id: c._id, name: c.name, subCategories: c.subCategories.map((name) => ({ name })) }))

const all = async () => (await catalogueService.listProducts({})).data

describe('the categories', () => {
  test('a rename, a sub-category renamed, a new category and a new order show on the category bar, the product page and the filter', async () => {
    const session = await signInStaff(backend, 'catalogue')
    const before = await callStaff(backend, 'categories', {}, session)
    expect(before.categories.map((c) => c.name)).toEqual(await catalogueService.categoryNames())
    expect(before.counts).toEqual(expect.arrayContaining([...COUNT_OPTIONS]))
    expect(before.constructions).toEqual(expect.arrayContaining([...CONSTRUCTION_OPTIONS]))
    const products = await all()
    for (const category of before.categories) {
      expect(category.productCount).toBe(products.filter((p) => p.category.some((c) => c.categoryName === category.name)).length)
    }

    // Cotton becomes 'Cotton Fabrics' and goes last; its Poplin becomes 'Poplin Weave'; Organza is new and first
    const cotton = before.categories.find((c) => c.name === 'Cotton')
    if (!cotton) throw new Error('the seed has no Cotton category')
    const poplin = products.find((p) => p.category.some((c) => c.categoryName === 'Cotton') && p.subCategory === 'Poplin')
    const voile = products.find((p) => p.category.some((c) => c.categoryName === 'Cotton') && p.subCategory === 'Voile')
    if (!poplin || !voile) throw new Error('the seed has no Cotton product of Poplin and of Voile')
    const others = asWritten(before.categories.filter((c) => c !== cotton))
    const renamedCotton: CategoryWrite = {
      _id: cotton._id,
      name: 'Cotton Fabrics',
      subCategories: cotton.subCategories.map((name) => (name === 'Poplin' ? { name: 'Poplin Weave', was: 'Poplin' } : { name })),
    }
    const written = await callStaff(
      backend,
      'updateCategories',
      { categories: [{ name: 'Organza', subCategories: [{ name: 'Crystal Organza' }] }, ...others, renamedCotton] },
      session,
    )
    const names = ['Organza', ...others.map((c) => c.name), 'Cotton Fabrics']
    expect(written.categories.map((c) => c.name)).toEqual(names)
    expect(written.categories[0]).toMatchObject({ subCategories: ['Crystal Organza'], productCount: 0 })
    expect(written.categories.at(-1)).toMatchObject({ _id: cotton._id, productCount: cotton.productCount })
    expect(written.categories.at(-1)?.subCategories).toContain('Poplin Weave')
    expect(await callStaff(backend, 'categories', {}, session)).toEqual(written)

    // what buyers see
    expect(await catalogueService.categoryNames()).toEqual(names)
    expect((await catalogueService.categories()).at(-1)).toMatchObject({ _id: cotton._id, name: 'Cotton Fabrics' })
    const page = await catalogueService.product(poplin._id)
    expect(page.category).toEqual([{ categoryName: 'Cotton Fabrics' }])
    expect(page.subCategory).toBe('Poplin Weave')
    expect((await catalogueService.product(voile._id)).subCategory).toBe('Voile')
    const filtered = await catalogueService.listProducts({ category: 'cotton fabrics' })
    expect(filtered.data.map((p) => p._id).sort()).toEqual(products.filter((p) => p.category.some((c) => c.categoryName === 'Cotton')).map((p) => p._id).sort())
    expect((await catalogueService.listProducts({ category: 'Cotton' })).data).toEqual([])
    expect((await catalogueService.listProducts({ subCategory: 'Poplin Weave' })).data.map((p) => p._id)).toContain(poplin._id)

    // the audit log names the rename
    const owner = await signInStaff(backend, 'owner')
    const [entry] = (await callStaff(backend, 'audit', {}, owner)).entries
    expect(entry).toMatchObject({ action: 'categories.update', entity: 'categories', after: { renamed: [{ from: 'Cotton', to: 'Cotton Fabrics' }] } })

    // written again by name alone (no ids), the list is the same list: nothing changes, no entry
    const byName = written.categories.map(({ name, subCategories }) => ({ name, subCategories: subCategories.map((s) => ({ name: s })) }))
    expect(await callStaff(backend, 'updateCategories', { categories: byName }, session)).toEqual(written)
    expect((await callStaff(backend, 'audit', {}, owner)).totalItems).toBe(1)
  })

  test('removing a category or sub-category that files products is refused, an unused one goes; names are checked', async () => {
    const session = await signInStaff(backend, 'owner')
    const before = await callStaff(backend, 'categories', {}, session)
    const list = asWritten(before.categories)
    const silk = before.categories.find((c) => c.name === 'Silk')
    if (!silk) throw new Error('the seed has no Silk category')
    const refusal = async (categories: readonly CategoryWrite[]) => {
      const answer = await callStaffRaw(backend, 'updateCategories', { categories }, { session })
      return { status: answer.status, msg: (answer.body as { msg?: string }).msg }
    }

    expect(await refusal(list.filter((c) => c._id !== silk._id))).toEqual({ status: 409, msg: CATALOGUE_MESSAGES.categoryInUse('Silk', silk.productCount) })
    const withoutBanarasi = list.map((c) => (c._id === silk._id ? { ...c, subCategories: c.subCategories.filter((s) => s.name !== 'Banarasi') } : c))
    const banarasi = (await all()).filter((p) => p.category.some((c) => c.categoryName === 'Silk') && p.subCategory === 'Banarasi').length
    expect(banarasi).toBeGreaterThan(0)
    expect(await refusal(withoutBanarasi)).toEqual({ status: 409, msg: CATALOGUE_MESSAGES.subCategoryInUse('Silk', 'Banarasi', banarasi) })
    expect(await refusal([...list, { name: ' silk ', subCategories: [] }])).toEqual({ status: 400, msg: CATALOGUE_MESSAGES.categoryNameTwice })
    expect(await refusal([...list, { name: '  ', subCategories: [] }])).toEqual({ status: 400, msg: CATALOGUE_MESSAGES.categoryNameBlank })
    expect(await refusal([...list, { name: 'Organza', subCategories: [{ name: 'Crystal' }, { name: 'crystal' }] }])).toEqual({
      status: 400,
      msg: CATALOGUE_MESSAGES.subCategoryTwice,
    })
    const renamedFromNothing = list.map((c) => (c._id === silk._id ? { ...c, subCategories: [...c.subCategories, { name: 'Muga', was: 'No Such' }] } : c))
    expect(await refusal(renamedFromNothing)).toEqual({ status: 400, msg: CATALOGUE_MESSAGES.unknownSubCategory })
    expect(await refusal([{ _id: 'no-such-category', name: 'Gone', subCategories: [] }, ...list])).toEqual({ status: 409, msg: CATALOGUE_MESSAGES.unknownCategory })
    expect(await callStaff(backend, 'categories', {}, session)).toEqual(before)

    // a category and a sub-category nothing is filed under are removed
    const added = await callStaff(backend, 'updateCategories', { categories: [...list, { name: 'Organza', subCategories: [{ name: 'Crystal' }] }] }, session)
    expect(added.categories.map((c) => c.name)).toContain('Organza')
    const emptied = added.categories.map((c) => (c.name === 'Organza' ? { ...c, subCategories: [] } : c))
    expect((await callStaff(backend, 'updateCategories', { categories: asWritten(emptied) }, session)).categories.at(-1)).toMatchObject({
      name: 'Organza',
      subCategories: [],
    })
    expect(await callStaff(backend, 'updateCategories', { categories: list }, session)).toEqual(before)
    expect(await catalogueService.categoryNames()).toEqual(before.categories.map((c) => c.name))
  })
})
