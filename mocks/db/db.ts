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

/**
 * Every collection in a fixed order, so stores can iterate them. The record below makes the
 * type check insist on every collection of DbState, so a new one cannot be left out of resets.
 */
const everyCollection: Readonly<Record<CollectionName, true>> = {
  users: true,
  sessions: true,
  otps: true,
  products: true,
  categories: true,
  addresses: true,
  orders: true,
  idempotency: true,
  supportRequests: true,
  uploads: true,
  coupons: true,
  staff: true,
  staffSessions: true,
  staffPasswordLinks: true,
  auditLog: true,
  vocabularyAdditions: true,
  payments: true,
  paymentEvents: true,
  refunds: true,
  gatewayEvents: true,
}
export const collectionNames: readonly CollectionName[] = Object.keys(everyCollection) as CollectionName[]
