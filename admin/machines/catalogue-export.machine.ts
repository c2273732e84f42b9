import { assign, fromPromise, setup } from 'xstate'
import { exportFileName } from '../../contracts/admin/catalogue-csv'
import { messageOf } from '../services/admin-error'
import { catalogueFilesService } from '../services/catalogue-files-service'

/** Hands the browser a text as a file to save (a link to an object URL, clicked once). */
export function downloadText(name: string, text: string): void {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') return
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // the browser has taken the file once the click is handled
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/**
 * Export CSV (issue 30, point 5): idle -> exporting -> idle, the file handed to the browser under
 * exportFileName (today's date), or the store's refusal said beside the button.
 */
export const catalogueExportMachine = setup({
  types: {
    context: {} as { error: string | null },
    events: {} as { type: 'export.start' },
  },
  actors: {
    exportCsv: fromPromise<string>(({ signal }) => catalogueFilesService.exportCsv(signal)),
  },
  actions: {
    deliverFile: (_, params: { name: string; text: string }) => downloadText(params.name, params.text),
  },
}).createMachine({
  id: 'catalogueExport',
  context: { error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'export.start': { target: 'exporting', actions: assign({ error: null }) } },
    },
    exporting: {
      invoke: {
        id: 'exportCsv',
        src: 'exportCsv',
        onDone: { target: 'idle', actions: { type: 'deliverFile', params: ({ event }) => ({ name: exportFileName(new Date()), text: event.output }) } },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
  },
})
