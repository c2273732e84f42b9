import { fail } from '../../rules/rule-error'
import type { ServerContext } from '../domain/context'
import type { AdminUseCases, ProductCallName } from './admin-use-cases'

// INTEGRATION PLACEHOLDER: the owner of this slice replaces it before anything reaches main.
const notYet = (): never => fail(501, 'Not built yet')

export function productsUseCases(_ctx: ServerContext): Pick<AdminUseCases, ProductCallName> {
  return {
    products: notYet,
    product: notYet,
    createProduct: notYet,
    updateProduct: notYet,
    archiveProduct: notYet,
    restoreProduct: notYet,
  }
}
