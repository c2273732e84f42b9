import { assign, fromPromise, setup } from 'xstate'
import type { Category } from '../../contracts/category'
import type { Product } from '../../contracts/product'
import { isAborted } from '../services/api-error'
import { catalogueService } from '../services/catalogue-service'
import { notifier, type Toast } from '../services/notifier'
import { storageKeys, writeJson } from '../lib/storage'

export interface CatalogueData {
  /** The category array (GET /categories/array): the category bar shows the first 8. */
  readonly categoryNames: readonly string[]
  readonly categories: readonly Category[]
  /** SPEC 9: the first 3 products of the store. */
  readonly newArrivals: readonly Product[]
  /** The biggest discounts, for the landing's carousel. */
  readonly bestDeals: readonly Product[]
}

export interface CatalogueStoreContext extends CatalogueData {
  readonly loaded: boolean
  /** The lists came with a server-rendered page, read for it: the first load takes them as they are. */
  readonly served: boolean
}

/** The store's start: lists cached by the last visit, or (`served`) those a server-rendered page was drawn with. */
export type CatalogueStoreInput = Partial<CatalogueData> & { readonly served?: boolean }

/**
 * The store loaded at startup (SPEC 4, Startup): the category array, all categories and, in
 * place of SPEC 4's "all products", the landing's highlights (docs/spec-notes.md: at catalogue
 * scale the whole catalogue is megabytes; a product page loads its product alone). Starts from
 * the cached lists so the first paint has data; a failure shows 'Error fetching data' unless the
 * load was cancelled. On a server-rendered page the lists the server just read are the first
 * load's answer, so hydrating a page asks the API for nothing it already has.
 */
export const catalogueStoreMachine = setup({
  types: {
    context: {} as CatalogueStoreContext,
    events: {} as { type: 'catalogue.reload' },
    input: {} as CatalogueStoreInput,
  },
  actors: {
    loadCatalogue: fromPromise<CatalogueData, { served: CatalogueData | null }>(async ({ input, signal }) => {
      if (input.served) return input.served
      const [categoryNames, highlights, categories] = await Promise.all([
        catalogueService.categoryNames(signal),
        catalogueService.highlights(signal),
        catalogueService.categories(signal),
      ])
      return { categoryNames, categories, newArrivals: highlights.newArrivals, bestDeals: highlights.bestDeals }
    }),
  },
  actions: {
    notify: (_, toast: Toast) => notifier.notify(toast),
    cache: ({ context }) => {
      writeJson(storageKeys.categoryList, context.categoryNames)
      writeJson(storageKeys.allCategories, context.categories)
      writeJson(storageKeys.highlights, { newArrivals: context.newArrivals, bestDeals: context.bestDeals })
    },
  },
}).createMachine({
  id: 'catalogueStore',
  context: ({ input }) => ({
    categoryNames: input.categoryNames ?? [],
    categories: input.categories ?? [],
    newArrivals: input.newArrivals ?? [],
    bestDeals: input.bestDeals ?? [],
    loaded: false,
    served: input.served === true,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCatalogue',
        src: 'loadCatalogue',
        input: ({ context: { served, categoryNames, categories, newArrivals, bestDeals } }) => ({
          served: served ? { categoryNames, categories, newArrivals, bestDeals } : null,
        }),
        onDone: {
          target: 'ready',
          // served once: Try again after a later failure asks the API
          actions: [assign(({ event }) => ({ ...event.output, loaded: true, served: false })), 'cache'],
        },
        onError: [
          { guard: ({ event }) => isAborted(event.error), target: 'failed' },
          {
            target: 'failed',
            actions: { type: 'notify', params: { tone: 'error', message: 'Error fetching data' } },
          },
        ],
      },
    },
    ready: {},
    /** The landing's Try again reloads. */
    failed: { on: { 'catalogue.reload': 'loading' } },
  },
})
