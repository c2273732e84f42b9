import { endpoints } from '../contracts/endpoints'
import type { ScenarioMode, ScenarioSelection, ScenarioSetting, ScenarioTarget } from '../contracts/mock-control'
import { presetBySlug } from './scenario-presets'
import { activeScenarios, clearScenarios, isScenarioMode, onScenariosChange, setScenario } from './scenarios'

/*
 * The state of the scenario panel: which presets are on and which calls were set by hand. Both
 * live in the URL:
 *   ?scenario=payment-fails,coupon-rejected   presets, applied in order
 *   ?mock=buy:slow,cart:empty                 per-call modes, applied after the presets
 */

export const SCENARIO_PARAM = 'scenario'
export const MOCK_PARAM = 'mock'

const EMPTY: ScenarioSelection = { presets: [], overrides: [] }
let selection: ScenarioSelection = EMPTY
let applying = false

const knownTargets = new Set<string>([...Object.keys(endpoints), 'geolocation', 'gatewayCapture', '*'])
export const isScenarioTarget = (value: string): value is ScenarioTarget => knownTargets.has(value)

/*
 * A scenario set directly (a test's setScenario, the old ?mock= reader) is not a preset: the
 * selection then becomes "what is active, as hand-set calls", so the panel never shows presets
 * that no longer hold.
 */
onScenariosChange(() => {
  if (applying) return
  selection = {
    presets: [],
    overrides: activeScenarios().map(({ target, mode, options }) => ({ target, mode, options })),
  }
})

export function scenarioSelection(): ScenarioSelection {
  return selection
}

/** Makes the fake backend answer as the selection says: presets in order, then the hand-set calls. */
export function selectScenarios(next: ScenarioSelection): void {
  const known = next.presets.filter((slug, i) => presetBySlug(slug) && next.presets.indexOf(slug) === i)
  const overrides = [...new Map(next.overrides.map((o) => [o.target, o])).values()]
  selection = { presets: known, overrides }
  applying = true
  try {
    clearScenarios()
    for (const slug of known) {
      for (const s of presetBySlug(slug)!.settings) setScenario(s.target, s.mode, s.options)
    }
    for (const s of overrides) setScenario(s.target, s.mode, s.options)
  } finally {
    applying = false
  }
}

export function setPresetActive(slug: string, on: boolean): void {
  const rest = selection.presets.filter((s) => s !== slug)
  selectScenarios({ ...selection, presets: on ? [...rest, slug] : rest })
}

/** Sets one call's mode by hand; with 'success' over a preset it forces the normal answer. */
export function setCallMode(target: ScenarioTarget, mode: ScenarioMode): void {
  const rest = selection.overrides.filter((o) => o.target !== target)
  const fromPresets = selection.presets.some((slug) => presetBySlug(slug)!.settings.some((s) => s.target === target))
  const keep = mode !== 'success' || fromPresets
  selectScenarios({ ...selection, overrides: keep ? [...rest, { target, mode }] : rest })
}

export function removeCallMode(target: ScenarioTarget): void {
  selectScenarios({ ...selection, overrides: selection.overrides.filter((o) => o.target !== target) })
}

export function clearSelection(): void {
  selectScenarios(EMPTY)
}

const listOf = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)

/** The selection a query string names; unknown presets, calls and modes are ignored. */
export function readScenarioSelection(search: string): ScenarioSelection {
  const params = new URLSearchParams(search)
  const overrides: ScenarioSetting[] = []
  for (const pair of listOf(params.get(MOCK_PARAM))) {
    const [target = '', mode = ''] = pair.split(':').map((part) => part.trim())
    if (isScenarioTarget(target) && isScenarioMode(mode)) overrides.push({ target, mode })
  }
  return { presets: listOf(params.get(SCENARIO_PARAM)).filter((slug) => presetBySlug(slug)), overrides }
}

/**
 * The query string with the selection written in, every other parameter kept as it was (the
 * app's own filters and steps live there too). Answers it with a leading '?' or as ''.
 */
export function writeScenarioSelection(search: string, next: ScenarioSelection): string {
  const params = new URLSearchParams(search)
  params.delete(SCENARIO_PARAM)
  params.delete(MOCK_PARAM)
  if (next.presets.length) params.set(SCENARIO_PARAM, next.presets.join(','))
  if (next.overrides.length) params.set(MOCK_PARAM, next.overrides.map((o) => `${o.target}:${o.mode}`).join(','))
  // keep the separators readable in a shared link
  const text = params.toString().replace(/%2C/gi, ',').replace(/%3A/gi, ':').replace(/%2A/g, '*')
  return text ? `?${text}` : ''
}

/** Applies `?scenario=` and `?mock=` (the mock backend calls it when it starts). */
export function applyScenarioSelectionFromUrl(search: string): ScenarioSelection {
  selectScenarios(readScenarioSelection(search))
  return selection
}
