import { Schema } from 'effect'
import {
  productWriteProblems,
  ProductWrite,
  VOCABULARY_KINDS,
  type AdminProductDetail,
  type ProductUpdateRequest,
  type VocabularyKind,
} from '../../contracts/admin/admin-products'
import type { AdminCategoriesResponse } from '../../contracts/admin/admin-categories'
import { CATALOGUE_MESSAGES } from '../../contracts/admin/catalogue-messages'
import { EDITOR_SCREEN } from '../../contracts/admin/catalogue-screens'
import { REQUIRED_FIELD_MARK } from '../../contracts/form-rules'
import type { UploadProgress } from '../services/admin-client'

/*
 * The product editor's form as staff fill it (texts as typed, pictures on their way up), and
 * what it becomes: the ProductWrite the contract decodes. The problems of a form are found
 * here, before anything is sent, with the path the editor names each field by
 * ('varieties.1.discountedPrice'): the contract's own checks, the checks that span fields
 * (productWriteProblems), and what the store knows (its vocabularies and sub-categories).
 */

/** A picture of a colour: the store's address once uploaded (or as loaded), and while local, its preview. */
export interface PictureDraft {
  /** Stable while the picture lives in the form (React keys, its upload's actor). */
  readonly key: string
  /** The store's address (/media/...), once it has one. */
  readonly url: string | null
  /** An object URL of the chosen file, shown at once while it uploads. */
  readonly preview: string | null
  /** The file's name, or the address's last part, for labels. */
  readonly name: string
  readonly status: 'ready' | 'uploading' | 'failed'
  readonly progress: UploadProgress | null
  readonly error: string | null
  /** Kept for a retry until the upload succeeds. */
  readonly file: File | null
  /** Counts tries, so each upload's actor has its own id. */
  readonly attempt: number
}

/** A colour as the form holds it. */
export interface VarietyDraft {
  readonly key: string
  readonly color: string
  /** The product had this colour when loaded: its name stays, and its stock moves only through the stock control. */
  readonly existing: boolean
  readonly stock: string
  readonly pricePerMeter: string
  readonly discountedPrice: string
  readonly pictures: readonly PictureDraft[]
}

export interface ProductDraft {
  readonly name: string
  readonly description: string
  /** Category names; the first is the main one. */
  readonly categories: readonly string[]
  readonly subCategory: string
  readonly fabricType: string
  readonly pattern: string
  readonly count: string
  readonly construction: string
  readonly weight: string
  readonly newArrival: boolean
  readonly varieties: readonly VarietyDraft[]
  /** The values staff agreed to add to a vocabulary (asked first); only the value agreed is added. */
  readonly addToVocabulary: Readonly<Partial<Record<VocabularyKind, string>>>
}

/** The product's own fields the form edits one by one (the varieties have their own events). */
export type ProductTextField = 'name' | 'description' | 'subCategory' | 'fabricType' | 'pattern' | 'count' | 'construction' | 'weight'
export type VarietyTextField = 'color' | 'stock' | 'pricePerMeter' | 'discountedPrice'

/** Where each problem is: the field's path joined with dots, and what is wrong with it. */
export type FormProblems = Readonly<Record<string, string>>

export const pathKey = (path: readonly (string | number)[]): string => path.join('.')

let keys = 0
/** A key no other picture or colour of this page has. */
export const freshKey = (prefix: string): string => `${prefix}${++keys}`

const lastPart = (url: string) => url.split('/').filter(Boolean).at(-1) ?? url

export const pictureFromUrl = (url: string): PictureDraft => ({
  key: freshKey('p'),
  url,
  preview: null,
  name: lastPart(url),
  status: 'ready',
  progress: null,
  error: null,
  file: null,
  attempt: 0,
})

export const emptyVariety = (): VarietyDraft => ({
  key: freshKey('v'),
  color: '',
  existing: false,
  stock: '0',
  pricePerMeter: '',
  discountedPrice: '',
  pictures: [],
})

export const emptyDraft = (): ProductDraft => ({
  name: '',
  description: '',
  categories: [],
  subCategory: '',
  fabricType: '',
  pattern: '',
  count: '',
  construction: '',
  weight: '',
  newArrival: true,
  varieties: [emptyVariety()],
  addToVocabulary: {},
})

const text = (value: string | undefined) => value ?? ''
const numberText = (value: number | undefined) => (value === undefined ? '' : String(value))

/** The form of a product as the store has it. */
export function draftOf(detail: AdminProductDetail): ProductDraft {
  const { product } = detail
  return {
    name: product.name,
    description: product.description,
    categories: [...product.categories],
    subCategory: text(product.subCategory),
    fabricType: text(product.fabricType),
    pattern: text(product.pattern),
    count: text(product.count),
    construction: text(product.construction),
    weight: numberText(product.weight),
    newArrival: product.newArrival,
    varieties: product.varieties.map((variety) => ({
      key: freshKey('v'),
      color: variety.color,
      existing: true,
      stock: String(variety.stock),
      pricePerMeter: String(variety.pricePerMeter),
      discountedPrice: String(variety.discountedPrice),
      pictures: variety.images.map(pictureFromUrl),
    })),
    addToVocabulary: {},
  }
}

/**
 * What a save would send, as text: two forms that would send the same are the same, so this
 * says whether anything is unsaved. Progress and previews are left out; a picture still on its
 * way up counts (it is not saved yet). An existing colour's stock is left out: it changes through
 * the stock control, which saves at once.
 */
export function savedShapeOf(draft: ProductDraft): string {
  return JSON.stringify({
    ...draft,
    varieties: draft.varieties.map((v) => ({
      color: v.color,
      stock: v.existing ? null : v.stock,
      pricePerMeter: v.pricePerMeter,
      discountedPrice: v.discountedPrice,
      pictures: v.pictures.map((p) => p.url ?? `local:${p.key}`),
    })),
  })
}

/** A number as typed: blank, not a number, or the number. */
function parseNumber(value: string): number | 'blank' | 'nan' {
  const trimmed = value.trim().replace(/,/g, '')
  if (trimmed === '') return 'blank'
  const n = Number(trimmed)
  return Number.isFinite(n) ? n : 'nan'
}

const orUndefined = (value: string) => (value.trim() === '' ? undefined : value.trim())

/** Whether the draft's value of a vocabulary is the one staff agreed to add. */
const isAgreedAddition = (draft: ProductDraft, kind: VocabularyKind) => {
  const agreed = draft.addToVocabulary[kind]
  return agreed !== undefined && agreed.trim().toLowerCase() === draft[kind].trim().toLowerCase() && draft[kind].trim() !== ''
}

/** The ProductWrite a draft sends (numbers that do not parse go as NaN: the checks have refused them first). */
export function productWriteOf(draft: ProductDraft): ProductWrite {
  const num = (value: string) => {
    const n = parseNumber(value)
    return typeof n === 'number' ? n : Number.NaN
  }
  const weight = parseNumber(draft.weight)
  const additions = VOCABULARY_KINDS.filter((kind) => isAgreedAddition(draft, kind))
  return {
    name: draft.name.trim(),
    description: draft.description,
    categories: [...draft.categories],
    subCategory: orUndefined(draft.subCategory),
    fabricType: orUndefined(draft.fabricType),
    pattern: orUndefined(draft.pattern),
    count: orUndefined(draft.count),
    construction: orUndefined(draft.construction),
    weight: weight === 'blank' ? undefined : typeof weight === 'number' ? weight : Number.NaN,
    newArrival: draft.newArrival,
    varieties: draft.varieties.map((v) => ({
      color: v.color.trim(),
      images: v.pictures.flatMap((p) => (p.url ? [p.url] : [])),
      stock: num(v.stock),
      pricePerMeter: num(v.pricePerMeter),
      discountedPrice: num(v.discountedPrice),
    })),
    ...(additions.length > 0 ? { addToVocabulary: additions } : {}),
  }
}

/** PUT's body: the write with the id and the version the editor loaded. */
export const productUpdateOf = (draft: ProductDraft, detail: AdminProductDetail): ProductUpdateRequest => ({
  ...productWriteOf(draft),
  id: detail._id,
  version: detail.version,
})

const validateWrite = Schema.toStandardSchemaV1(ProductWrite, { parseOptions: { errors: 'all' } })

/** The problems of the schema's checks, keyed by path. */
function schemaProblems(write: ProductWrite): Record<string, string> {
  const result = validateWrite['~standard'].validate(write)
  if (result instanceof Promise || !result.issues) return {}
  const problems: Record<string, string> = {}
  for (const issue of result.issues) {
    const path = (issue.path ?? []).map((p) => (typeof p === 'object' ? p.key : p)) as (string | number)[]
    problems[pathKey(path)] ??= issue.message
  }
  return problems
}

/**
 * Every problem of the form, each under its field's path: blanks and numbers first (in the
 * editor's words), then the contract's checks of each field and across fields, then what the
 * store knows (its categories' sub-categories, the vocabularies unless staff agreed to add the
 * value), then pictures not yet up. Empty: the form may be sent.
 */
export function draftProblems(draft: ProductDraft, known: AdminCategoriesResponse | null): FormProblems {
  const problems: Record<string, string> = {}
  const mark = (path: readonly (string | number)[], msg: string) => {
    problems[pathKey(path)] ??= msg
  }

  if (draft.name.trim() === '') mark(['name'], REQUIRED_FIELD_MARK)
  if (draft.categories.length === 0) mark(['categories'], EDITOR_SCREEN.chooseCategory)
  if (draft.varieties.length === 0) mark(['varieties'], EDITOR_SCREEN.addColour)
  if (parseNumber(draft.weight) === 'nan') mark(['weight'], EDITOR_SCREEN.notANumber)
  draft.varieties.forEach((variety, index) => {
    if (variety.color.trim() === '') mark(['varieties', index, 'color'], REQUIRED_FIELD_MARK)
    for (const field of ['stock', 'pricePerMeter', 'discountedPrice'] as const) {
      const n = parseNumber(variety[field])
      if (n === 'blank') mark(['varieties', index, field], REQUIRED_FIELD_MARK)
      else if (n === 'nan') mark(['varieties', index, field], EDITOR_SCREEN.notANumber)
    }
    if (variety.pictures.some((p) => p.status === 'uploading')) mark(['varieties', index, 'images'], EDITOR_SCREEN.picturesUploading)
    else if (variety.pictures.some((p) => p.status === 'failed')) mark(['varieties', index, 'images'], EDITOR_SCREEN.picturesFailed)
  })

  const write = productWriteOf(draft)
  for (const [path, msg] of Object.entries(schemaProblems(write))) problems[path] ??= msg
  // the checks across fields run on whatever parsed, so a wrong price shows with a blank name
  for (const problem of productWriteProblems(write)) mark(problem.path, problem.msg)

  if (known) {
    const offered = known.categories.filter((c) => draft.categories.includes(c.name)).flatMap((c) => c.subCategories)
    if (draft.subCategory.trim() !== '' && !offered.some((s) => s.toLowerCase() === draft.subCategory.trim().toLowerCase())) {
      mark(['subCategory'], CATALOGUE_MESSAGES.unknownSubCategory)
    }
    const vocabulary = { count: known.counts, construction: known.constructions }
    const unknownMessage = { count: CATALOGUE_MESSAGES.unknownCount, construction: CATALOGUE_MESSAGES.unknownConstruction }
    for (const kind of VOCABULARY_KINDS) {
      const value = draft[kind].trim()
      if (value !== '' && !isKnownValue(vocabulary[kind], value) && !isAgreedAddition(draft, kind)) mark([kind], unknownMessage[kind])
    }
  }
  return problems
}

/** Whether a vocabulary holds a value, whatever its case. */
export const isKnownValue = (values: readonly string[], value: string): boolean => values.some((v) => v.toLowerCase() === value.trim().toLowerCase())

/** The value of a vocabulary staff may be asked to add: typed, unknown, and not agreed yet. */
export function additionAskedFor(draft: ProductDraft, known: AdminCategoriesResponse | null, kind: VocabularyKind): string | null {
  if (!known) return null
  const value = draft[kind].trim()
  const values = kind === 'count' ? known.counts : known.constructions
  return value !== '' && !isKnownValue(values, value) && !isAgreedAddition(draft, kind) ? value : null
}

/** Whether the draft will add its value of a vocabulary when saved. */
export const willAddToVocabulary = (draft: ProductDraft, kind: VocabularyKind): boolean => isAgreedAddition(draft, kind)

/** Moves one item of a list to another place. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items]
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item as T)
  return next
}
