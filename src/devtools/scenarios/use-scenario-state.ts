import { useSyncExternalStore } from 'react'
import { scenarioSelection, type ScenarioSelection } from '../../../mocks/presets'
import { activeScenarios, onScenariosChange, type ActiveScenario } from '../../../mocks/scenarios'

let version = 0
onScenariosChange(() => {
  version++
})

const subscribe = (listener: () => void) => onScenariosChange(listener)
const currentVersion = () => version

export interface ScenarioState {
  readonly selection: ScenarioSelection
  /** What the fake backend answers now, call by call. */
  readonly active: readonly ActiveScenario[]
}

/** The scenario panel's view of the fake backend's forced answers; re-renders on every change. */
export function useScenarioState(): ScenarioState {
  useSyncExternalStore(subscribe, currentVersion)
  return { selection: scenarioSelection(), active: activeScenarios() }
}
