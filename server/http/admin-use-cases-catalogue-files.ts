import { exportCatalogue, importCatalogue } from '../domain/admin/catalogue-files'
import type { ServerContext } from '../domain/context'
import type { AdminUseCases, CatalogueFileCallName } from './admin-use-cases'

/** Issue 30: the catalogue as CSV (server/domain/admin/catalogue-files.ts), streamed both ways. */
export function catalogueFilesUseCases(ctx: ServerContext): Pick<AdminUseCases, CatalogueFileCallName> {
  return {
    exportCatalogue: async () => exportCatalogue(ctx),
    importCatalogue: (input, { staff }) => importCatalogue(ctx, staff, input),
  }
}
