import { Schema } from 'effect'
import { Category } from '../../contracts/category'
import { HighlightsResponse } from '../../contracts/product'
import { User } from '../../contracts/user'

/*
 * Type guards for data read back from storage: anything stored by an older version or edited
 * by hand is dropped rather than trusted.
 */
export const isUser = Schema.is(User)
export const isCategory = Schema.is(Category)
export const isHighlights = Schema.is(HighlightsResponse)

export function isArrayOf<T>(isItem: (v: unknown) => v is T) {
  return (value: unknown): value is T[] => Array.isArray(value) && value.every(isItem)
}
