import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { MAX_IMPORT_BYTES, type ImportSummary } from '../../contracts/admin/catalogue-csv'
import { IMPORT_SCREEN } from '../../contracts/admin/catalogue-screens'
import { messageOf } from '../services/admin-error'
import { catalogueFilesService } from '../services/catalogue-files-service'

export interface CatalogueImportContext {
  readonly file: File | null
  /** The dry run's answer: what the import would do, and every row's problem. */
  readonly preview: ImportSummary | null
  /** The written import's answer. */
  readonly result: ImportSummary | null
  /** Why the file was refused before sending, or the call failed. */
  readonly error: string | null
}

export type CatalogueImportEvent = { type: 'import.pick'; file: File } | { type: 'import.confirm' } | { type: 'import.reset' }

/** A .csv by its name or declared type (the store reads the rows and says what is wrong with each). */
function fileRefusal(file: File): string | null {
  const isCsv = /\.csv$/i.test(file.name) || file.type === 'text/csv'
  if (!isCsv) return IMPORT_SCREEN.notCsv
  if (file.size > MAX_IMPORT_BYTES) return IMPORT_SCREEN.tooLarge
  return null
}

const cleared = { file: null, preview: null, result: null, error: null }

/**
 * Import CSV (issue 30, point 5): choosing -> checking (the dry run: nothing written) -> previewed
 * (the summary and the rows with problems; Confirm only without problems) -> writing -> written,
 * all or nothing on the store. A file picked at any point before writing starts over with it.
 */
export const catalogueImportMachine = setup({
  types: {
    context: {} as CatalogueImportContext,
    events: {} as CatalogueImportEvent,
  },
  actors: {
    importCsv: fromPromise<ImportSummary, { file: File; dryRun: boolean }>(({ input, signal }) => catalogueFilesService.importCsv(input.file, input.dryRun, signal)),
  },
  guards: {
    isAcceptable: ({ event }) => {
      assertEvent(event, 'import.pick')
      return fileRefusal(event.file) === null
    },
    isClean: ({ context }) => context.preview !== null && context.preview.errorCount === 0,
  },
}).createMachine({
  id: 'catalogueImport',
  context: cleared,
  initial: 'choosing',
  on: {
    'import.pick': [
      { guard: 'isAcceptable', target: '.checking', actions: assign(({ event }) => ({ ...cleared, file: event.file })) },
      { target: '.choosing', actions: assign(({ event }) => ({ ...cleared, error: fileRefusal(event.file) })) },
    ],
  },
  states: {
    choosing: {},
    checking: {
      invoke: {
        id: 'dryRun',
        src: 'importCsv',
        input: ({ context }) => ({ file: context.file!, dryRun: true }),
        onDone: { target: 'previewed', actions: assign({ preview: ({ event }) => event.output }) },
        onError: { target: 'choosing', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    previewed: {
      on: {
        'import.confirm': { guard: 'isClean', target: 'writing', actions: assign({ error: null }) },
        'import.reset': { target: 'choosing', actions: assign(cleared) },
      },
    },
    writing: {
      // the file is being written: another file waits until it is done
      on: { 'import.pick': {} },
      invoke: {
        id: 'write',
        src: 'importCsv',
        input: ({ context }) => ({ file: context.file!, dryRun: false }),
        onDone: { target: 'written', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'previewed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    written: {
      on: { 'import.reset': { target: 'choosing', actions: assign(cleared) } },
    },
  },
})
