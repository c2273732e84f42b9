import { DEFAULT_ADMIN_PAGE_SIZE } from '../../contracts/admin/admin-paging'

/*
 * A list screen's query lives in the URL (`?status=Shipped&search=ravi&page=2`), so a link, a
 * reload and Back all show the same rows. These helpers read it and write it; the screen hands
 * the query to its query machine (query.machine.ts).
 */

/** The page in the URL: a whole number from 1, else 1. */
export function pageFrom(search: URLSearchParams): number {
  const page = Number(search.get('page'))
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/** A value from the URL, trimmed; null when absent or blank. */
export function textFrom(search: URLSearchParams, key: string): string | null {
  const value = search.get(key)?.trim()
  return value ? value : null
}

/** A value from the URL when it is one of `allowed`, else null (a hand-edited link is ignored, never sent). */
export function choiceFrom<T extends string>(search: URLSearchParams, key: string, allowed: readonly T[]): T | null {
  const value = search.get(key)
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null
}

/**
 * The URL's search for a list: blank values left out, page 1 left out (the default), and the
 * page back to 1 whenever a filter changes (`changes` holds anything but `page`).
 */
export function withListChanges(search: URLSearchParams, changes: Readonly<Record<string, string | number | null>>): URLSearchParams {
  const next = new URLSearchParams(search)
  if (!('page' in changes)) next.delete('page')
  for (const [key, value] of Object.entries(changes)) {
    const text = value === null ? '' : String(value).trim()
    if (text === '' || (key === 'page' && text === '1')) next.delete(key)
    else next.set(key, text)
  }
  return next
}

export const LIST_PAGE_SIZE = DEFAULT_ADMIN_PAGE_SIZE
