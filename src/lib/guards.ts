import { Schema } from 'effect'
import { Category } from '../../contracts/category'
import { Product } from '../../contracts/product'
import { User } from '../../contracts/user'

/*
 * Type guards for data read back from storage: anything stored by an older version or edited
 * by hand is dropped rather than trusted.
 */
export const isUser = Schema.is(User)
export const isProduct = Schema.is(Product)
export const isCategory = Schema.is(Category)

export function isArrayOf<T>(isItem: (v: unknown) => v is T) {
  return (value: unknown): value is T[] => Array.isArray(value) && value.every(isItem)
}
