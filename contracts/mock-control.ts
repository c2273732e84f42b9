import type { EndpointName, ResponseOf } from './endpoints'

/*
 * What mock mode's devtools (src/devtools) and the fake backend (mocks/) agree on. src/ reaches
 * mocks/ only through the one dynamic import of src/app/bootstrap.ts, which hands the devtools
 * a `MockControls`; both sides take its shapes from here, so the compiler keeps them in step.
 */

/*
 * Failure modes a test or the product owner can force on one call of the fake backend:
 *   success       the normal answer (the default)
 *   server-error  500 with a msg
 *   network       no answer at all (fetch rejects)
 *   slow          the normal answer after 3 s
 *   stalled       the normal answer after 15 s (the state explorer's in-flight states: long
 *                 enough to look at, shorter than the client's 20 s timeout)
 *   malformed     200 with a body that breaks the contract
 *   empty         an empty list where the call answers a list; no such item (404) where it
 *                 answers one item (missingAnswers)
 *   unauthorized  401, as if the session had expired
 * A list rather than a bare union: the panel offers them in this order and the URL reader
 * checks against it, so a mode added here reaches both.
 */
export const scenarioModes = ['success', 'server-error', 'network', 'slow', 'stalled', 'malformed', 'empty', 'unauthorized'] as const
export type ScenarioMode = (typeof scenarioModes)[number]

/**
 * A call of the endpoint table, the IP-geolocation stand-in, the demo gateway's capture (issue 31:
 * 'slow' makes it arrive after the buyer's return, mock mode's late confirmation), or '*' for
 * every call without its own scenario.
 */
export type ScenarioTarget = EndpointName | 'geolocation' | 'gatewayCapture' | '*'

export interface ScenarioOptions {
  /** 'slow' and 'stalled': how long to wait (3000 ms and 15000 ms unless given). */
  readonly delayMs?: number
  /** 'server-error': the status (500 unless given). */
  readonly status?: number
  /** 'server-error' and 'unauthorized': the msg of the answer. */
  readonly msg?: string
}

export interface Scenario {
  readonly mode: ScenarioMode
  readonly options: ScenarioOptions
}

export interface ActiveScenario extends Scenario {
  readonly target: ScenarioTarget
}

export interface ScenarioSetting {
  readonly target: ScenarioTarget
  readonly mode: ScenarioMode
  readonly options?: ScenarioOptions
}

/** A named set of forced answers ('Payment fails'), switched on from the panel or `?scenario=`. */
export interface Preset {
  /** The name used in `?scenario=`. */
  readonly slug: string
  readonly title: string
  /** What the product owner does and sees. */
  readonly description: string
  readonly settings: readonly ScenarioSetting[]
}

/** What the scenario panel has switched on; it lives in the URL too. */
export interface ScenarioSelection {
  /** Preset slugs, in the order they were switched on. */
  readonly presets: readonly string[]
  /** Per-call modes set by hand; they win over the presets' settings for the same call. */
  readonly overrides: readonly ScenarioSetting[]
}

/** What the 'empty' scenario answers for each call whose answer is a list. */
export type EmptyAnswers = { readonly [N in EndpointName]?: ResponseOf<N> }

/** The 404 message the 'empty' scenario answers for each call whose answer is one item. */
export type MissingAnswers = { readonly [N in EndpointName]?: string }

/** One call answered by the fake backend, as the devtools' inspector lists it. */
export interface MockCall {
  readonly id: string
  readonly method: string
  /** Path and query, without the host. */
  readonly path: string
  /** The endpoint-table row (or the geolocation stand-in) the call matched, if any. */
  readonly target: EndpointName | 'geolocation' | null
  /** The scenario in force when the call started. */
  readonly scenario: ScenarioMode
  /** null while pending; 0 for a forced network failure. */
  readonly status: number | null
  readonly durationMs: number | null
  readonly startedAt: number
}

/** The log of answered calls, as its readers see it (the recording side stays in mocks/). */
export interface MockCallLog {
  entries(): readonly MockCall[]
  subscribe(listener: () => void): () => void
  clear(): void
}

/**
 * Everything the devtools may do to the fake backend, handed over once at bootstrap
 * (mountDevtools). A devtools feature that needs more adds it here first.
 */
export interface MockControls {
  /** The seeded account the state explorer and 'show me' sign in with. */
  readonly demoBuyer: { readonly email: string; readonly password: string }

  // forced answers, call by call
  activeScenarios(): ActiveScenario[]
  /** Called after every change of the active scenarios; answers the unsubscribe. */
  onScenariosChange(listener: () => void): () => void
  /** Told the call's name each time a handler asks which scenario applies to it. */
  observeScenarioLookups(observer: (target: Exclude<ScenarioTarget, '*'>) => void): () => void
  /** One scenario for every call until called with null (the explorer's sandbox runs). */
  forceScenarioForAll(scenario: Scenario | null): void
  readonly emptyAnswers: EmptyAnswers
  readonly missingAnswers: MissingAnswers

  // presets and the panel's selection
  readonly presets: readonly Preset[]
  presetBySlug(slug: string): Preset | undefined
  scenarioSelection(): ScenarioSelection
  selectScenarios(next: ScenarioSelection): void
  setPresetActive(slug: string, on: boolean): void
  setCallMode(target: ScenarioTarget, mode: ScenarioMode): void
  removeCallMode(target: ScenarioTarget): void
  clearSelection(): void
  readScenarioSelection(search: string): ScenarioSelection
  writeScenarioSelection(search: string, next: ScenarioSelection): string

  // the backend itself
  readonly mockCalls: MockCallLog
  resetMockBackend(): Promise<void>
  /** Runs `work` against a throwaway copy of the backend's data. */
  runInSandbox<T>(work: () => Promise<T>): Promise<T>
}
