import { vocabularyWith, type CatalogueKnowledge, type VocabularyAddition } from '../../../rules/catalogue-products'
import type { BackendContext } from '../backend-context'

/** What a product write is judged against (rules/catalogue-products.ts): the categories in order and the vocabularies. */
export function catalogueKnowledge(ctx: BackendContext): CatalogueKnowledge {
  return {
    categories: ctx.db.get('categories').map((c) => ({ name: c.name, subCategories: c.subCategory.map((s) => s.subCategoryName) })),
    vocabulary: vocabularyWith(ctx.db.get('vocabularyAdditions')),
  }
}

/** Keeps what staff deliberately added to a vocabulary (a value already there is kept once). */
export function addToVocabulary(ctx: BackendContext, additions: readonly VocabularyAddition[]): void {
  const kept = ctx.db.get('vocabularyAdditions')
  const fresh = additions.filter((a) => !kept.some((k) => k.kind === a.kind && k.value === a.value))
  if (fresh.length > 0) ctx.db.put('vocabularyAdditions', [...kept, ...fresh])
}
