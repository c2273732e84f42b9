import { resetMockBackend } from '../../../mocks/browser'
import { clearSelection, removeCallMode, setCallMode, setPresetActive } from '../../../mocks/presets'
import type { ScenarioMode, ScenarioTarget } from '../../../mocks/scenarios'
import { writeSelectionToUrl } from './scenario-url'

/** What the scenario panel can do; every change reaches the fake backend and the URL at once. */
export const scenarioActions = {
  togglePreset(slug: string, on: boolean): void {
    setPresetActive(slug, on)
    writeSelectionToUrl()
  },
  setCallMode(target: ScenarioTarget, mode: ScenarioMode): void {
    setCallMode(target, mode)
    writeSelectionToUrl()
  },
  removeCallMode(target: ScenarioTarget): void {
    removeCallMode(target)
    writeSelectionToUrl()
  },
  clearAll(): void {
    clearSelection()
    writeSelectionToUrl()
  },
  /** Back to the seed (carts, orders, addresses, sign-ups), then a fresh page on it. */
  async resetDemoData(): Promise<void> {
    await resetMockBackend()
    window.location.reload()
  },
}
