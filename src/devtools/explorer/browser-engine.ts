import { mockControls } from '../mock-controls'
import type { SandboxRunner } from './actor-outcomes'
import { signInDemoBuyer } from './explorer-data'
import { createExplorerEngine } from './explored-snapshots'

/** The browser's sandbox: the worker's throwaway copy of the demo data. */
const browserSandbox: SandboxRunner = { run: (work) => mockControls().runInSandbox(work), signIn: signInDemoBuyer }

/** The page's one explorer engine: explorations are computed once per page. */
export const explorerEngine = createExplorerEngine(browserSandbox)
