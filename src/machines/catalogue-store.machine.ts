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
  readonly products: readonly Product[]
}

export interface CatalogueStoreContext extends CatalogueData {
  readonly loaded: boolean
}

/**
 * The product store loaded at startup (SPEC 4, Startup): the category array, all products and
 * all categories. Starts from the cached lists so the first paint has data; a failure shows
 * 'Error fetching data' unless the load was cancelled.
 */
export const catalogueStoreMachine = setup({
  types: {
    context: {} as CatalogueStoreContext,
    events: {} as { type: 'catalogue.reload' },
    input: {} as Partial<CatalogueData>,
  },
  actors: {
    loadCatalogue: fromPromise<CatalogueData>(async ({ signal }) => {
      const [categoryNames, products, categories] = await Promise.all([
        catalogueService.categoryNames(signal),
        catalogueService.allProducts(signal),
        catalogueService.categories(signal),
      ])
      return { categoryNames, products, categories }
    }),
  },
  actions: {
    notify: (_, toast: Toast) => notifier.notify(toast),
    cache: ({ context }) => {
      writeJson(storageKeys.categoryList, context.categoryNames)
      writeJson(storageKeys.allCategories, context.categories)
      writeJson(storageKeys.products, context.products)
    },
  },
}).createMachine({
  id: 'catalogueStore',
  context: ({ input }) => ({
    categoryNames: input.categoryNames ?? [],
    categories: input.categories ?? [],
    products: input.products ?? [],
    loaded: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCatalogue',
        src: 'loadCatalogue',
        onDone: {
          target: 'ready',
          actions: [assign(({ event }) => ({ ...event.output, loaded: true })), 'cache'],
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
    ready: { on: { 'catalogue.reload': 'loading' } },
    failed: { on: { 'catalogue.reload': 'loading' } },
  },
})
