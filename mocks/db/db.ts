import type { DbState } from '../../seed/records'

/** The names of the fake backend's collections. */
export type CollectionName = keyof DbState

/**
 * The fake backend's storage: whole collections in, whole collections out. Rules read a
 * collection, compute the next one and put it back, so any store that can hold JSON (memory,
 * localStorage, a real database behind a Node server) can sit behind it.
 */
export interface MockDb {
  get<K extends CollectionName>(name: K): DbState[K]
  put<K extends CollectionName>(name: K, value: DbState[K]): void
  /** Replaces every collection with a copy of the given seed. */
  reset(seed: DbState): void
}

/** Every collection in a fixed order, so stores can iterate them. */
export const collectionNames: readonly CollectionName[] = [
  'users',
  'sessions',
  'otps',
  'products',
  'categories',
  'addresses',
  'orders',
  'idempotency',
  'supportRequests',
  'uploads',
  'coupons',
  'staff',
  'staffSessions',
  'staffPasswordLinks',
  'auditLog',
  'vocabularyAdditions',
]
