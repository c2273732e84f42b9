import {
  scenarioModes,
  type ActiveScenario,
  type Scenario,
  type ScenarioMode,
  type ScenarioOptions,
  type ScenarioTarget,
} from '../contracts/mock-control'

/*
 * Failure modes forced on single calls of the fake backend; the modes and the shapes here are
 * in contracts/mock-control.ts, which the devtools share. In the browser
 * `?mock=signin:server-error,buy:slow` sets them when the worker starts, and
 * `?scenario=payment-fails` applies a named preset of `scenario-presets.ts`.
 */

const SUCCESS: Scenario = { mode: 'success', options: {} }
const active = new Map<ScenarioTarget, Scenario>()

type Listener = () => void
const changeListeners = new Set<Listener>()
type LookupObserver = (target: Exclude<ScenarioTarget, '*'>) => void
const lookupObservers = new Set<LookupObserver>()
/** Set only while the devtools' sandbox runs: one mode for every call, whatever is active. */
let forcedForAll: Scenario | null = null

const notifyChange = () => changeListeners.forEach((listener) => listener())

/** Called after every change of the active scenarios (the scenario panel re-renders on it). */
export function onScenariosChange(listener: Listener): () => void {
  changeListeners.add(listener)
  return () => changeListeners.delete(listener)
}

/**
 * Called with the call's name each time a handler asks which scenario applies to it, so the
 * devtools can learn which endpoints a piece of code calls without a hand-kept list.
 */
export function observeScenarioLookups(observer: LookupObserver): () => void {
  lookupObservers.add(observer)
  return () => lookupObservers.delete(observer)
}

/**
 * Answers every call with one scenario until called with null, ignoring the active ones. Only
 * the devtools' sandbox uses it, and restores null when done.
 */
export function forceScenarioForAll(scenario: Scenario | null): void {
  forcedForAll = scenario
}

export const isScenarioMode = (value: string): value is ScenarioMode =>
  (scenarioModes as readonly string[]).includes(value)

/** Forces a mode on one call (or on '*'); 'success' removes the override. */
export function setScenario(target: ScenarioTarget, mode: ScenarioMode, options: ScenarioOptions = {}): void {
  if (mode === 'success') active.delete(target)
  else active.set(target, { mode, options })
  notifyChange()
}

export function clearScenarios(): void {
  active.clear()
  notifyChange()
}

export function activeScenarios(): ActiveScenario[] {
  return [...active].map(([target, scenario]) => ({ target, ...scenario }))
}

/** The scenario in force for a call: its own, else the '*' one, else success. */
export function scenarioFor(target: Exclude<ScenarioTarget, '*'>): Scenario {
  lookupObservers.forEach((observe) => observe(target))
  return forcedForAll ?? active.get(target) ?? active.get('*') ?? SUCCESS
}

/** The scenario a call would get now, without telling the lookup observers (for logs). */
export function peekScenario(target: Exclude<ScenarioTarget, '*'>): Scenario {
  return forcedForAll ?? active.get(target) ?? active.get('*') ?? SUCCESS
}

/**
 * Reads `mock=<target>:<mode>,<target>:<mode>` from a query string. Pairs naming an unknown
 * mode are ignored; the target is checked by the handlers that read it, so nothing here needs
 * the endpoint table. Answers the scenarios it set.
 */
export function applyScenariosFromUrl(search: string): ActiveScenario[] {
  const spec = new URLSearchParams(search).get('mock')
  if (!spec) return []
  const applied: ActiveScenario[] = []
  for (const pair of spec.split(',')) {
    const [target, mode] = pair.split(':').map((part) => part.trim())
    if (!target || !mode || !isScenarioMode(mode)) continue
    setScenario(target as ScenarioTarget, mode)
    applied.push({ target: target as ScenarioTarget, mode, options: {} })
  }
  return applied
}
