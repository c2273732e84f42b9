import { assign, fromPromise, setup } from 'xstate'
import type { AdminCategoriesResponse, AdminCategory, CategoriesWriteRequest } from '../../contracts/admin/admin-categories'
import { MAX_CATEGORIES, MAX_SUB_CATEGORIES } from '../../contracts/admin/catalogue-limits'
import { CATALOGUE_MESSAGES } from '../../contracts/admin/catalogue-messages'
import { CATEGORIES_SCREEN } from '../../contracts/admin/catalogue-screens'
import { REQUIRED_FIELD_MARK } from '../../contracts/form-rules'
import { messageOf } from '../services/admin-error'
import { categoriesService } from '../services/categories-service'
import { moved } from './product-form'

/** A sub-category as the list holds it: `was` is its name as loaded (a rename sends it, so its products follow). */
export interface SubCategoryDraft {
  readonly key: string
  readonly name: string
  readonly was: string | null
}

/** A category as the list holds it: `_id` and `was` for one the store has; none for a new one. */
export interface CategoryDraft {
  readonly key: string
  readonly _id: string | null
  readonly name: string
  readonly was: string | null
  /** Products filed under it as loaded (archived ones too): one that files any cannot be removed. */
  readonly productCount: number
  readonly subCategories: readonly SubCategoryDraft[]
}

export interface CategoriesEditorContext {
  readonly categories: readonly CategoryDraft[]
  /** The list as last loaded or saved, to say whether anything is unsaved. */
  readonly baseline: string
  readonly mayWrite: boolean
  /** Per field ('<key>' a category's name, '<key>.<subKey>' a sub-category's): what is wrong. */
  readonly problems: Readonly<Record<string, string>>
  /** A removal refused on the spot (the category still files products), by the category's key. */
  readonly refusals: Readonly<Record<string, string>>
  readonly loadError: string | null
  readonly saveError: string | null
  readonly done: string | null
}

export type CategoriesEditorEvent =
  | { type: 'category.add' }
  | { type: 'category.rename'; category: string; name: string }
  | { type: 'category.move'; category: string; by: -1 | 1 }
  | { type: 'category.remove'; category: string }
  | { type: 'sub.add'; category: string }
  | { type: 'sub.rename'; category: string; sub: string; name: string }
  | { type: 'sub.remove'; category: string; sub: string }
  | { type: 'categories.save' }
  | { type: 'categories.reload' }

let keys = 0
const freshKey = () => `c${++keys}`

const draftsOf = (categories: readonly AdminCategory[]): CategoryDraft[] =>
  categories.map((c) => ({
    key: freshKey(),
    _id: c._id,
    name: c.name,
    was: c.name,
    productCount: c.productCount,
    subCategories: c.subCategories.map((name) => ({ key: freshKey(), name, was: name })),
  }))

/** What a save would send, as text (unsaved changes are any difference). */
const shapeOf = (categories: readonly CategoryDraft[]) => JSON.stringify(requestOf(categories))

/** PUT's body: every category in order, renamed ones with their id, sub-categories with the name they had. */
export function requestOf(categories: readonly CategoryDraft[]): CategoriesWriteRequest {
  return {
    categories: categories.map((c) => ({
      ...(c._id ? { _id: c._id } : {}),
      name: c.name.trim(),
      subCategories: c.subCategories.map((s) => ({ name: s.name.trim(), ...(s.was && s.was !== s.name.trim() ? { was: s.was } : {}) })),
    })),
  }
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** Blank names and names given twice (categories across the store; sub-categories within their category). */
export function categoriesProblems(categories: readonly CategoryDraft[]): Record<string, string> {
  const problems: Record<string, string> = {}
  categories.forEach((category, index) => {
    if (category.name.trim() === '') problems[category.key] = REQUIRED_FIELD_MARK
    else if (categories.findIndex((other) => sameName(other.name, category.name)) < index) problems[category.key] = CATEGORIES_SCREEN.nameTwice
    category.subCategories.forEach((sub, subIndex) => {
      const key = `${category.key}.${sub.key}`
      if (sub.name.trim() === '') problems[key] = REQUIRED_FIELD_MARK
      else if (category.subCategories.findIndex((other) => sameName(other.name, sub.name)) < subIndex) problems[key] = CATEGORIES_SCREEN.subNameTwice
    })
  })
  return problems
}

const withCategories = (context: CategoriesEditorContext, categories: readonly CategoryDraft[]): Partial<CategoriesEditorContext> => ({
  categories,
  problems: Object.keys(context.problems).length > 0 ? categoriesProblems(categories) : context.problems,
  // a refused removal is said until the list changes again
  refusals: {},
  done: null,
})

const changeCategory = (categories: readonly CategoryDraft[], key: string, change: (c: CategoryDraft) => CategoryDraft) =>
  categories.map((c) => (c.key === key ? change(c) : c))

const loaded = (answer: AdminCategoriesResponse) => {
  const categories = draftsOf(answer.categories)
  return { categories, baseline: shapeOf(categories), problems: {}, refusals: {}, saveError: null }
}

/**
 * The categories screen (issue 30, point 4): loading -> ready | failed; in ready, editing the
 * whole list (order, names, sub-categories, additions and removals) and one Save for all of it
 * (saving), which the store applies in one transaction, renames following to their products. A
 * category that still files products is refused removal on the spot, as the store would refuse it.
 */
export const categoriesEditorMachine = setup({
  types: {
    context: {} as CategoriesEditorContext,
    events: {} as CategoriesEditorEvent,
    input: {} as { mayWrite: boolean },
  },
  actors: {
    loadCategories: fromPromise<AdminCategoriesResponse>(({ signal }) => categoriesService.get(signal)),
    saveCategories: fromPromise<AdminCategoriesResponse, CategoriesWriteRequest>(({ input, signal }) => categoriesService.save(input, signal)),
  },
  guards: {
    mayWrite: ({ context }) => context.mayWrite,
    isSendable: ({ context }) => context.mayWrite && Object.keys(categoriesProblems(context.categories)).length === 0,
  },
}).createMachine({
  id: 'categoriesEditor',
  context: ({ input }) => ({ categories: [], baseline: shapeOf([]), mayWrite: input.mayWrite, problems: {}, refusals: {}, loadError: null, saveError: null, done: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCategories',
        src: 'loadCategories',
        onDone: { target: 'ready', actions: assign(({ event }) => ({ ...loaded(event.output), loadError: null })) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: { on: { 'categories.reload': 'loading' } },
    ready: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'category.add': {
              guard: ({ context }) => context.mayWrite && context.categories.length < MAX_CATEGORIES,
              actions: assign(({ context }) =>
                withCategories(context, [...context.categories, { key: freshKey(), _id: null, name: '', was: null, productCount: 0, subCategories: [] }]),
              ),
            },
            'category.rename': {
              guard: 'mayWrite',
              actions: assign(({ context, event }) => withCategories(context, changeCategory(context.categories, event.category, (c) => ({ ...c, name: event.name })))),
            },
            'category.move': {
              guard: 'mayWrite',
              actions: assign(({ context, event }) => {
                const from = context.categories.findIndex((c) => c.key === event.category)
                return withCategories(context, moved(context.categories, from, from + event.by))
              }),
            },
            'category.remove': {
              guard: 'mayWrite',
              actions: assign(({ context, event }) => {
                const category = context.categories.find((c) => c.key === event.category)
                if (!category) return {}
                if (category.productCount > 0) {
                  return { refusals: { ...context.refusals, [category.key]: CATALOGUE_MESSAGES.categoryInUse(category.was ?? category.name, category.productCount) }, done: null }
                }
                return withCategories(
                  context,
                  context.categories.filter((c) => c.key !== category.key),
                )
              }),
            },
            'sub.add': {
              guard: 'mayWrite',
              actions: assign(({ context, event }) =>
                withCategories(
                  context,
                  changeCategory(context.categories, event.category, (c) =>
                    c.subCategories.length >= MAX_SUB_CATEGORIES ? c : { ...c, subCategories: [...c.subCategories, { key: freshKey(), name: '', was: null }] },
                  ),
                ),
              ),
            },
            'sub.rename': {
              guard: 'mayWrite',
              actions: assign(({ context, event }) =>
                withCategories(
                  context,
                  changeCategory(context.categories, event.category, (c) => ({
                    ...c,
                    subCategories: c.subCategories.map((s) => (s.key === event.sub ? { ...s, name: event.name } : s)),
                  })),
                ),
              ),
            },
            'sub.remove': {
              guard: 'mayWrite',
              actions: assign(({ context, event }) =>
                withCategories(
                  context,
                  changeCategory(context.categories, event.category, (c) => ({ ...c, subCategories: c.subCategories.filter((s) => s.key !== event.sub) })),
                ),
              ),
            },
            'categories.save': [
              { guard: 'isSendable', target: 'saving', actions: assign({ problems: {}, saveError: null, done: null }) },
              { guard: 'mayWrite', actions: assign(({ context }) => ({ problems: categoriesProblems(context.categories), done: null })) },
            ],
            'categories.reload': { target: '#categoriesEditor.loading', actions: assign({ saveError: null, done: null }) },
          },
        },
        saving: {
          invoke: {
            id: 'saveCategories',
            src: 'saveCategories',
            input: ({ context }) => requestOf(context.categories),
            onDone: { target: 'editing', actions: assign(({ event }) => ({ ...loaded(event.output), done: CATEGORIES_SCREEN.saved })) },
            onError: { target: 'editing', actions: assign({ saveError: ({ event }) => messageOf(event.error) }) },
          },
        },
      },
    },
  },
})

/** Whether the list holds changes a Save would send. */
export const hasUnsavedCategories = (context: CategoriesEditorContext): boolean => shapeOf(context.categories) !== context.baseline
