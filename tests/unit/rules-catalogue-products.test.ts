import { describe, expect, test } from 'vitest'
import type { ProductWrite } from '../../contracts/admin/admin-products'
import { CATALOGUE_MESSAGES } from '../../contracts/admin/catalogue-messages'
import { judgeProductWrite, vocabularyWith, type CatalogueKnowledge } from '../../rules/catalogue-products'

/** A store with one category and its sub-categories, and SPEC 9's vocabularies. */
const known: CatalogueKnowledge = {
  categories: [{ name: 'Cotton', subCategories: ['Poplin', 'Voile'] }],
  vocabulary: vocabularyWith([]),
}

const write = (fields: Partial<ProductWrite>): ProductWrite => ({
  name: 'Mill Poplin',
  description: 'A crisp poplin',
  categories: ['Cotton'],
  newArrival: false,
  varieties: [{ color: 'White', images: [], stock: 10, pricePerMeter: 200, discountedPrice: 180 }],
  ...fields,
})

describe('judgeProductWrite: categories and their sub-category', () => {
  test('a sub-category is answered in the store’s spelling under a known category, and refused when that category has no such one', () => {
    expect(judgeProductWrite(write({ subCategory: ' voile ' }), known)).toMatchObject({ judged: { product: { subCategory: 'Voile' } }, problems: [] })
    expect(judgeProductWrite(write({ subCategory: 'Chiffon' }), known).problems).toEqual([
      { path: ['subCategory'], msg: CATALOGUE_MESSAGES.unknownSubCategory },
    ])
  })

  test('under an unknown category only the category is named: its sub-category may be that category’s', () => {
    const { problems } = judgeProductWrite(write({ categories: ['Cotton', 'Bamboo'], subCategory: 'Bamboo Twill' }), known)
    expect(problems).toEqual([{ path: ['categories', 1], msg: CATALOGUE_MESSAGES.unknownCategory }])
  })
})
