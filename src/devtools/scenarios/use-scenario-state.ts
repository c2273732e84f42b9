import { useSyncExternalStore } from 'react'
import type { ActiveScenario, ScenarioSelection } from '../../../contracts/mock-control'
import { mockControls } from '../mock-controls'

/*
 * A counter of the fake backend's scenario changes is the store's snapshot. It starts counting
 * on the first read (a render, before React subscribes), not when this module loads: the
 * controls are handed over only after that.
 */
let version = 0
let counting = false

const subscribe = (listener: () => void) => mockControls().onScenariosChange(listener)
function currentVersion(): number {
  if (!counting) {
    counting = true
    mockControls().onScenariosChange(() => {
      version++
    })
  }
  return version
}

export interface ScenarioState {
  readonly selection: ScenarioSelection
  /** What the fake backend answers now, call by call. */
  readonly active: readonly ActiveScenario[]
}

/** The scenario panel's view of the fake backend's forced answers; re-renders on every change. */
export function useScenarioState(): ScenarioState {
  useSyncExternalStore(subscribe, currentVersion)
  const { scenarioSelection, activeScenarios } = mockControls()
  return { selection: scenarioSelection(), active: activeScenarios() }
}
