import { createActorContext } from '@xstate/react'
import { isArrayOf, isCategory, isHighlights } from '../lib/guards'
import { readJson, storageKeys } from '../lib/storage'
import { catalogueStoreMachine, type CatalogueData } from '../machines/catalogue-store.machine'

/** The store loaded at startup: the category lists and the landing's highlights. */
export const CatalogueContext = createActorContext(catalogueStoreMachine)

/** The lists cached by the last visit (SPEC 4): restored so the first paint has them. */
export function readCachedCatalogue(): Partial<CatalogueData> {
  const isString = (v: unknown): v is string => typeof v === 'string'
  const highlights = readJson(storageKeys.highlights, isHighlights)
  return {
    categoryNames: readJson(storageKeys.categoryList, isArrayOf(isString)) ?? undefined,
    categories: readJson(storageKeys.allCategories, isArrayOf(isCategory)) ?? undefined,
    ...(highlights ? { newArrivals: highlights.newArrivals, bestDeals: highlights.bestDeals } : {}),
  }
}

export function useCatalogue() {
  return CatalogueContext.useSelector((s) => s.context)
}
