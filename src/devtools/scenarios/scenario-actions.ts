import type { ScenarioMode, ScenarioTarget } from '../../../contracts/mock-control'
import { mockControls } from '../mock-controls'
import { writeSelectionToUrl } from './scenario-url'

/** What the scenario panel can do; every change reaches the fake backend and the URL at once. */
export const scenarioActions = {
  togglePreset(slug: string, on: boolean): void {
    mockControls().setPresetActive(slug, on)
    writeSelectionToUrl()
  },
  setCallMode(target: ScenarioTarget, mode: ScenarioMode): void {
    mockControls().setCallMode(target, mode)
    writeSelectionToUrl()
  },
  removeCallMode(target: ScenarioTarget): void {
    mockControls().removeCallMode(target)
    writeSelectionToUrl()
  },
  clearAll(): void {
    mockControls().clearSelection()
    writeSelectionToUrl()
  },
  /** Back to the seed (carts, orders, addresses, sign-ups), then a fresh page on it. */
  async resetDemoData(): Promise<void> {
    await mockControls().resetMockBackend()
    window.location.reload()
  },
}
