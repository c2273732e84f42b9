// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  asName,
  closenessIn,
  editDistance,
  editsAllowed,
  MAX_CORRECTED_WORDS,
  MAX_SPELLINGS,
  planSearch,
  suggestionOf,
  vocabularyLengths,
  vocabularyOf,
} from '../../rules/search'
import { buildSeed } from '../../seed/fixtures/seed'

/* rules/search.ts: the forgiving search both backends plan their searches with. */

const vocabulary = ['chiffon', 'cotton', 'denim', 'dress', 'georgette', 'linen', 'lining', 'saree', 'silk', 'velvet']

describe('editDistance', () => {
  it('counts letters left out, added, changed, and two side by side swapped as one edit each', () => {
    expect(editDistance('chifon', 'chiffon', 2)).toBe(1)
    expect(editDistance('georgete', 'georgette', 2)).toBe(1)
    expect(editDistance('slik', 'silk', 2)).toBe(1)
    expect(editDistance('lenin', 'linen', 2)).toBe(2)
    expect(editDistance('silk', 'silk', 0)).toBe(0)
  })

  it('stops at the most it is asked about', () => {
    expect(editDistance('qqqqqq', 'linen', 2)).toBe(3)
    expect(editDistance('a', 'abcdef', 1)).toBe(2)
  })
})

describe('vocabularyOf', () => {
  it('is the words of four letters or more of names, sub-categories and categories, lower-cased, once each', () => {
    const products = [
      { name: 'Soft Pure Linen Suiting', description: 'Described words are not in it', subCategory: 'Pure Linen', category: [{ categoryName: 'Linen' }] },
      { name: 'Fine 2/40 Voile', category: [{ categoryName: 'Cotton' }] },
    ]
    expect(vocabularyOf(products)).toEqual(['cotton', 'fine', 'linen', 'pure', 'soft', 'suiting', 'voile'])
  })
})

describe('planSearch', () => {
  it('takes a word the catalogue knows as typed, and a short one too', () => {
    expect(planSearch('linen', vocabulary)).toEqual({ spellings: ['linen'], fallback: null })
    expect(planSearch('gsm', vocabulary)).toEqual({ spellings: ['gsm'], fallback: null })
  })

  it('reads a misspelt word as the closest word of the catalogue: one edit at four letters, two from five', () => {
    expect(planSearch('lenin', vocabulary).spellings).toEqual(['lenin', 'linen'])
    expect(planSearch('georgete', vocabulary).spellings).toEqual(['georgete', 'georgette'])
    expect(planSearch('chifon', vocabulary).spellings).toEqual(['chifon', 'chiffon'])
    expect(planSearch('slik', vocabulary).spellings).toEqual(['slik', 'silk'])
    // two edits at four letters is too far to correct
    expect(planSearch('salt', vocabulary).spellings).toEqual(['salt'])
    expect([editsAllowed(3), editsAllowed(4), editsAllowed(5), editsAllowed(9)]).toEqual([0, 1, 2, 2])
  })

  it('of equally many edits, prefers the word with the same letters', () => {
    // 'denim' and 'lining' are two edits from 'lenin' as well, but have other letters
    expect(planSearch('lenin', ['denim', 'lining', 'linen']).spellings).toEqual(['lenin', 'linen'])
  })

  it('corrects each word of a search and ranks the spellings by their edits in all', () => {
    expect(planSearch('georgete sare', vocabulary).spellings).toEqual(['georgete sare', 'georgete saree', 'georgette sare', 'georgette saree'])
    expect(planSearch('lenin, 2/40', vocabulary).spellings).toEqual(['lenin, 2/40', 'linen, 2/40'])
  })

  it('offers a name one edit further when nothing would be found', () => {
    expect(planSearch('velvetine', vocabulary)).toEqual({ spellings: ['velvetine'], fallback: 'Velvet' })
    expect(planSearch('salt', vocabulary).fallback).toBe('Silk')
    expect(planSearch('qqqqqq', vocabulary).fallback).toBeNull()
  })

  it('keeps its work bounded: at most 6 words corrected, 8 spellings, and no word over 24 letters', () => {
    const many = Array.from({ length: 10 }, () => 'lenin').join(' ')
    const plan = planSearch(many, vocabulary)
    expect(plan.spellings).toHaveLength(MAX_SPELLINGS)
    // as a name, every word capitalised: the last four are as typed
    expect(plan.fallback).toBe(`${'Linen '.repeat(MAX_CORRECTED_WORDS)}${'Lenin '.repeat(10 - MAX_CORRECTED_WORDS)}`.trim())
    expect(planSearch(`${'a'.repeat(20)}linen`, [`${'a'.repeat(20)}lin`]).spellings).toHaveLength(1)
  })

  it('plans the same with only the words of vocabularyLengths’s lengths, as the server reads them', () => {
    const seedVocabulary = vocabularyOf(buildSeed().products)
    for (const search of ['lenin', 'georgete sare', 'slik', 'velvetine', 'kanjivaram silk', 'dresses', 'qqqq', 'linen']) {
      const lengths = vocabularyLengths(search)
      const slice = lengths === null ? [] : seedVocabulary.filter((w) => w.length >= lengths.min && w.length <= lengths.max)
      expect(planSearch(search, slice)).toEqual(planSearch(search, seedVocabulary))
    }
    expect(vocabularyLengths('gsm 40')).toBeNull()
  })
})

describe('closenessIn and suggestionOf', () => {
  const plan = planSearch('lenin', vocabulary)

  it('a product is as close as the first spelling it holds', () => {
    expect(closenessIn(['linen blend', 'a lenin print'], plan)).toBe(0)
    expect(closenessIn(['pure linen'], plan)).toBe(1)
    expect(closenessIn(['silk'], plan)).toBeNull()
  })

  it('suggests the spelling what was found came from, or the fallback when nothing was', () => {
    expect(suggestionOf(plan, 0)).toBeUndefined()
    expect(suggestionOf(plan, 1)).toBe('Linen')
    expect(suggestionOf(plan, null)).toBe('Linen')
    expect(suggestionOf(planSearch('qqqq', vocabulary), null)).toBeUndefined()
    expect(asName('georgette saree, 2/40')).toBe('Georgette Saree, 2/40')
  })
})
