import { fail } from '../../rules/rule-error'
import type { ServerContext } from '../domain/context'
import type { AdminUseCases, CatalogueFileCallName } from './admin-use-cases'

// INTEGRATION PLACEHOLDER: the owner of this slice replaces it before anything reaches main.
const notYet = (): never => fail(501, 'Not built yet')

export function catalogueFilesUseCases(_ctx: ServerContext): Pick<AdminUseCases, CatalogueFileCallName> {
  return {
    exportCatalogue: notYet,
    importCatalogue: notYet,
  }
}
