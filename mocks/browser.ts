import { setupWorker, type SetupWorker } from 'msw/browser'
import { loadSeedData } from 'virtual:tanabana-mock-seed'
import type { MockControls } from '../contracts/mock-control'
import { DEMO_BUYER } from '../seed/fixtures/demo-accounts'
import { createHandlers } from './handlers/all-handlers'
import { emptyAnswers, missingAnswers } from './handlers/empty-answers'
import { createCallLog, type CallLog } from './call-log'
import { cacheCookieReadsPerTask } from './cookie-read-cache'
import { openPersistedDb } from './persisted-db'
import { tolerateStaleWorkerUpdates } from './stale-worker-updates'
import { presetBySlug, presets } from './scenario-presets'
import {
  applyScenarioSelectionFromUrl,
  clearSelection,
  readScenarioSelection,
  removeCallMode,
  scenarioSelection,
  selectScenarios,
  setCallMode,
  setPresetActive,
  writeScenarioSelection,
} from './scenario-selection'
import { createBackendContext } from './use-cases/backend-context'
import { createSandboxDb, type SandboxDb } from './sandbox-db'
import { activeScenarios, forceScenarioForAll, observeScenarioLookups, onScenariosChange } from './scenarios'
import { MOCK_WORKER_FILE } from './worker-file'

let worker: SetupWorker | null = null
let db: SandboxDb | null = null

/** Every call the worker answered, newest last (the devtools' inspector shows it). */
const mockCalls: CallLog = createCallLog()

/**
 * The seed loads only when there is no persisted db to reuse: in a build it is JSON generated
 * at build time (mocks/build/seed-asset-plugin.ts), so faker never reaches the browser.
 */
const loadSeed = loadSeedData

/** A buyer's picture made small before the fake keeps it; its code loads with the first upload. */
const prepareImage = async (file: File): Promise<File> => (await import('./media/shrink-image')).shrinkImage(file)

/**
 * Starts the fake backend in the browser: the state persisted in localStorage (or the seed on a
 * first visit), every handler in the MSW worker, the presets of `?scenario=` and the per-call
 * modes of `?mock=`, and the log of answered calls.
 */
export async function startMockBackend(): Promise<void> {
  if (worker) return
  tolerateStaleWorkerUpdates()
  cacheCookieReadsPerTask()
  applyScenarioSelectionFromUrl(window.location.search)
  db = createSandboxDb(await openPersistedDb(loadSeed))
  worker = setupWorker(...createHandlers(createBackendContext(db, { prepareImage })))
  mockCalls.listenTo(worker.events)
  await worker.start({
    serviceWorker: { url: `/${MOCK_WORKER_FILE}` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
}

/** Puts the fake backend back to its seed (carts, addresses, orders, sign-ups all forgotten). */
async function resetMockBackend(): Promise<void> {
  const seed = await loadSeed()
  db?.reset(seed)
}

/**
 * Runs `work` against a throwaway copy of the fake backend's data: whatever it changes (orders,
 * addresses, sign-ups) is forgotten afterwards. The devtools' state explorer uses it to get
 * real answers for its paths without touching the demo data. Runs one at a time; calls made by
 * the app meanwhile are answered from the copy too.
 */
function runInSandbox<T>(work: () => Promise<T>): Promise<T> {
  if (!db) return Promise.reject(new Error('The mock backend has not started'))
  return db.runInSandbox(work)
}

/**
 * The one object mock mode's devtools get from the fake backend: src/app/bootstrap.ts reads it
 * through its one dynamic import of this module and hands it to mountDevtools, so nothing in
 * src/ imports mocks/ itself. Typed by the contract, so both sides change together.
 */
export const devtoolsControls: MockControls = {
  demoBuyer: { email: DEMO_BUYER.email, password: DEMO_BUYER.password },
  activeScenarios,
  onScenariosChange,
  observeScenarioLookups,
  forceScenarioForAll,
  emptyAnswers,
  missingAnswers,
  presets,
  presetBySlug,
  scenarioSelection,
  selectScenarios,
  setPresetActive,
  setCallMode,
  removeCallMode,
  clearSelection,
  readScenarioSelection,
  writeScenarioSelection,
  mockCalls,
  resetMockBackend,
  runInSandbox,
}
