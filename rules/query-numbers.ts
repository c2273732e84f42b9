import { MAX_PAGE_NUMBER, MAX_PAGE_SIZE } from '../contracts/limits'

/** The whole numbers a parameter may take, both ends included. */
export interface WholeRange {
  readonly min: number
  readonly max: number
}
import { fail } from './rule-error'

/*
 * Numbers that travel as query text (a page, a page size, a filter's bound). Each is checked
 * against its range here, so a 1e20 or a 1e308 is a 400 'Invalid <name>' and never reaches SQL,
 * where it would overflow an integer or a real and answer 500.
 */

const present = (text: string | undefined): text is string => text !== undefined && text.trim() !== ''

/** A number within [min, max]; null when the parameter is absent or blank. */
export function numberInRange(name: string, text: string | undefined, range: { readonly min: number; readonly max: number }): number | null {
  if (!present(text)) return null
  const value = Number(text)
  return Number.isFinite(value) && value >= range.min && value <= range.max ? value : fail(400, `Invalid ${name}`)
}

/** A whole number within `range`; `fallback` when absent or blank. */
export function wholeNumber(name: string, text: string | undefined, range: WholeRange, fallback: number): number {
  if (!present(text)) return fallback
  const value = Number(text)
  return Number.isInteger(value) && value >= range.min && value <= range.max ? value : fail(400, `Invalid ${name}`)
}

export interface PageRequest {
  readonly page: number
  readonly limit: number
}

/** A page of a list: page 1 to MAX_PAGE_NUMBER, limit 1 to MAX_PAGE_SIZE ('Invalid page', 'Invalid limit'). */
export function pageRequest(query: { readonly page?: string | undefined; readonly limit?: string | undefined }, defaultLimit: number): PageRequest {
  return {
    page: wholeNumber('page', query.page, { min: 1, max: MAX_PAGE_NUMBER }, 1),
    limit: wholeNumber('limit', query.limit, { min: 1, max: MAX_PAGE_SIZE }, defaultLimit),
  }
}
