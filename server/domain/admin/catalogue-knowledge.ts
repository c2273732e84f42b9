import { asc } from 'drizzle-orm'
import { vocabularyWith, type CatalogueKnowledge, type VocabularyAddition } from '../../../rules/catalogue-products'
import type { Tx } from '../../db/connection'
import { categories, vocabularyAdditions } from '../../db/schema'
import type { Reader } from '../product-records'

/** The counts and constructions a product may name: SPEC 9's lists, then what staff added, oldest first. */
export async function readVocabulary(db: Reader) {
  const rows = await db
    .select({ kind: vocabularyAdditions.kind, value: vocabularyAdditions.value })
    .from(vocabularyAdditions)
    .orderBy(asc(vocabularyAdditions.createdAt), asc(vocabularyAdditions.value))
  return vocabularyWith(rows)
}

/** What a product write is judged against (rules/catalogue-products.ts): the categories in order and the vocabularies. */
export async function readCatalogueKnowledge(db: Reader): Promise<CatalogueKnowledge> {
  const rows = await db.select({ name: categories.name, subCategories: categories.subCategories }).from(categories).orderBy(asc(categories.position))
  return { categories: rows, vocabulary: await readVocabulary(db) }
}

/** Adds what staff deliberately added to a vocabulary, in the write's transaction (a value already there is kept). */
export async function addToVocabulary(tx: Tx, additions: readonly VocabularyAddition[]): Promise<void> {
  if (additions.length === 0) return
  await tx.insert(vocabularyAdditions).values([...additions]).onConflictDoNothing()
}
