/*
 * What the database announces on CATALOGUE_CHANGES (server/db/notifications.ts; migrations 0003
 * and 0004) at every committed change to the catalogue's tables, whichever process or tool made it.
 */

/** The stock of some products changed ('stock:' and a JSON array of their ids), or anything else (an empty payload). */
export type CatalogueChange = { readonly stockOf: readonly string[] } | 'everything'

export function catalogueChangeOf(payload: string): CatalogueChange {
  if (!payload.startsWith('stock:')) return 'everything'
  try {
    const ids: unknown = JSON.parse(payload.slice('stock:'.length))
    if (Array.isArray(ids) && ids.every((id) => typeof id === 'string')) return { stockOf: ids }
  } catch {
    // not what migration 0004 writes: forget everything rather than guess
  }
  return 'everything'
}
