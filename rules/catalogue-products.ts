import type { ProductProblem, ProductWrite, VocabularyKind } from '../contracts/admin/admin-products'
import { CATALOGUE_MESSAGES } from '../contracts/admin/catalogue-messages'
import { COUNT_OPTIONS, CONSTRUCTION_OPTIONS } from '../contracts/textile-vocabulary'
import { MEDIA_PREFIX } from '../contracts/picture-sizes'
import { fail } from './rule-error'

/*
 * What a product staff write must agree with beyond its own fields (issue 30): the store's
 * categories and their sub-categories, the vocabularies of yarn counts and constructions, and
 * the store's own pictures. One home for both backends and the CSV import, which names the
 * same problems by row and column.
 */

/** The yarn counts and constructions a product may name: SPEC 9's lists, then what staff added. */
export interface CatalogueVocabulary {
  readonly counts: readonly string[]
  readonly constructions: readonly string[]
}

/** An addition staff made to a vocabulary. */
export interface VocabularyAddition {
  readonly kind: VocabularyKind
  readonly value: string
}

/** SPEC 9's lists followed by the additions, each value once. */
export function vocabularyWith(additions: readonly VocabularyAddition[]): CatalogueVocabulary {
  const extra = (kind: VocabularyKind, base: readonly string[]) =>
    additions.filter((a) => a.kind === kind && !base.includes(a.value)).map((a) => a.value)
  return {
    counts: [...COUNT_OPTIONS, ...extra('count', COUNT_OPTIONS)],
    constructions: [...CONSTRUCTION_OPTIONS, ...extra('construction', CONSTRUCTION_OPTIONS)],
  }
}

/** A category as a product write is checked against it. */
export interface KnownCategory {
  readonly name: string
  readonly subCategories: readonly string[]
}

/** What a write is judged against. */
export interface CatalogueKnowledge {
  readonly categories: readonly KnownCategory[]
  readonly vocabulary: CatalogueVocabulary
}

const key = (text: string) => text.trim().toLowerCase()
const findIn = (values: readonly string[], value: string) => values.find((known) => key(known) === key(value))

/**
 * The store's own pictures only: an upload (/media/upload/<id>) or a generated swatch. A
 * product page never shows an address staff pasted from elsewhere (the CSP would block it, and
 * it could change under the store).
 */
const OUR_PICTURE = new RegExp(`^${MEDIA_PREFIX}/(upload/[A-Za-z0-9_-]{1,64}|swatch/[a-z]+/[0-9a-f]{6}/[1-9]\\.svg)$`)
export const isOurPicture = (url: string): boolean => OUR_PICTURE.test(url)

/** A write in the store's own spelling of its categories, sub-category and vocabulary, and the additions it asked for. */
export interface JudgedProductWrite {
  readonly product: Omit<ProductWrite, 'addToVocabulary'>
  readonly additions: readonly VocabularyAddition[]
}

/**
 * Every problem of a write against what the store knows, each with the editor's field path (the
 * contract has already checked each field alone and the checks that span fields). Names are
 * matched whatever their case and spaces, and answered in the store's own spelling.
 */
export function judgeProductWrite(write: ProductWrite, known: CatalogueKnowledge): { judged: JudgedProductWrite; problems: ProductProblem[] } {
  const problems: ProductProblem[] = []
  const categories = write.categories.map((name, index) => {
    const found = known.categories.find((c) => key(c.name) === key(name))
    if (!found) problems.push({ path: ['categories', index], msg: CATALOGUE_MESSAGES.unknownCategory })
    return found
  })

  let subCategory = write.subCategory?.trim() || undefined
  if (subCategory !== undefined) {
    const offered = categories.flatMap((c) => c?.subCategories ?? [])
    const found = findIn(offered, subCategory)
    if (found) subCategory = found
    // under a category the store does not know, the sub-category may be that category's: the
    // category's own problem is the one to fix, and a second one beside it would only mislead
    else if (categories.every((c) => c !== undefined)) problems.push({ path: ['subCategory'], msg: CATALOGUE_MESSAGES.unknownSubCategory })
  }

  const adding = new Set(write.addToVocabulary ?? [])
  const additions: VocabularyAddition[] = []
  const fromVocabulary = (kind: VocabularyKind, value: string | undefined, values: readonly string[], msg: string): string | undefined => {
    const trimmed = value?.trim() || undefined
    if (trimmed === undefined) return undefined
    const found = findIn(values, trimmed)
    if (found) return found
    if (adding.has(kind)) {
      additions.push({ kind, value: trimmed })
      return trimmed
    }
    problems.push({ path: [kind], msg })
    return trimmed
  }
  const count = fromVocabulary('count', write.count, known.vocabulary.counts, CATALOGUE_MESSAGES.unknownCount)
  const construction = fromVocabulary('construction', write.construction, known.vocabulary.constructions, CATALOGUE_MESSAGES.unknownConstruction)

  write.varieties.forEach((variety, v) =>
    variety.images.forEach((url, i) => {
      if (!isOurPicture(url)) problems.push({ path: ['varieties', v, 'images', i], msg: CATALOGUE_MESSAGES.notOurPicture })
    }),
  )

  const { addToVocabulary: _, ...fields } = write
  const product: Omit<ProductWrite, 'addToVocabulary'> = {
    ...fields,
    name: write.name.trim(),
    categories: categories.map((c, i) => c?.name ?? (write.categories[i] as string)),
    subCategory,
    fabricType: write.fabricType?.trim() || undefined,
    pattern: write.pattern?.trim() || undefined,
    count,
    construction,
    varieties: write.varieties.map((v) => ({ ...v, color: v.color.trim() })),
  }
  return { judged: { product, additions }, problems }
}

/** judgeProductWrite for the API: the first problem is the 400's message. */
export function acceptProductWrite(write: ProductWrite, known: CatalogueKnowledge): JudgedProductWrite {
  const { judged, problems } = judgeProductWrite(write, known)
  const [first] = problems
  if (first) fail(400, first.msg)
  return judged
}
