import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { mockControls } from '../mock-controls'

/*
 * The active scenarios live in the URL (`?scenario=` presets, `?mock=` per call), so a copied
 * link reproduces the situation. They are written with history.replaceState into the address
 * the browser shows, merged into whatever query the app has there (filters, checkout step):
 * the router is not told, so it never re-renders or loses its own query over it.
 */

/** Writes the current selection into the address bar, keeping every other parameter. */
export function writeSelectionToUrl(): void {
  const { pathname, search, hash } = window.location
  const { scenarioSelection, writeScenarioSelection } = mockControls()
  const next = writeScenarioSelection(search, scenarioSelection())
  if (next === search) return
  window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`)
}

/** After every navigation of the app, puts the selection back into the new address. */
export function useKeepScenariosInUrl(): void {
  const location = useLocation()
  useEffect(() => {
    writeSelectionToUrl()
  }, [location.key, location.search])
}
