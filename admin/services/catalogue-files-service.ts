import type { ImportSummary } from '../../contracts/admin/catalogue-csv'
import { adminApi } from './admin-api'

/** The catalogue as one CSV file: exported whole, imported (checked first with a dry run, then written all or nothing). */
export const catalogueFilesService = {
  /** The CSV text, one row per colour. */
  exportCsv: (signal?: AbortSignal): Promise<string> => adminApi.call('exportCatalogue', {}, signal),
  /** `dryRun`: what the import would do, nothing written. */
  importCsv: (csv: Blob, dryRun: boolean, signal?: AbortSignal): Promise<ImportSummary> =>
    adminApi.call('importCatalogue', { csv, dryRun: dryRun ? 'true' : 'false' }, signal),
}
