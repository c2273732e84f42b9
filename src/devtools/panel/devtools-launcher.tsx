import { Indicator, UnstyledButton } from '@mantine/core'
import { useDisclosure, useHotkeys } from '@mantine/hooks'
import { lazy, Suspense, useState } from 'react'
import buttons from '../../ui/chrome-buttons.module.css'
import { useScenarioState } from '../scenarios/use-scenario-state'
import classes from './devtools.module.css'

// The drawer (Drawer, Tabs, Switch, Select...) loads on first open, so the panel adds nothing
// to the mock storefront's first paint but this button.
const DevtoolsDrawer = lazy(async () => ({ default: (await import('./devtools-drawer')).DevtoolsDrawer }))

/** The keyboard shortcut that opens and closes the panel (physical keys: works on every layout). */
export const PANEL_SHORTCUT = 'Alt+Shift+M'

function SlidersIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" strokeLinecap="round" />
      <circle cx="16" cy="6" r="2" />
      <circle cx="10" cy="12" r="2" />
      <circle cx="18" cy="18" r="2" />
    </svg>
  )
}

/** The small floating button (bottom-left) with the number of active scenarios, and its drawer. */
export function DevtoolsLauncher() {
  const [opened, { toggle, close }] = useDisclosure(false)
  const [everOpened, setEverOpened] = useState(false)
  if (opened && !everOpened) setEverOpened(true)
  const state = useScenarioState()
  const count = state.selection.presets.length + state.selection.overrides.length
  // no ignored tags: the shortcut also works while a form field has focus
  useHotkeys([['alt+shift+M', toggle, { usePhysicalKeys: true }]], [])

  return (
    <>
      <div className={classes.launcher}>
        <Indicator label={count} disabled={count === 0} size={18} color="red" offset={4}>
            <UnstyledButton
              className={`${buttons.icon} ${buttons.grape} ${classes.launcherButton}`}
              aria-label="Mock scenarios"
              aria-keyshortcuts={PANEL_SHORTCUT}
              aria-expanded={opened}
              aria-describedby="devtools-launcher-tip"
              onClick={toggle}
            >
              <SlidersIcon />
            </UnstyledButton>
          </Indicator>
        {/* a CSS tooltip: Mantine's Tooltip brings its positioning engine (about 22 KB) into
            every mock-mode first paint for this one label */}
        <span id="devtools-launcher-tip" role="tooltip" className={classes.launcherTip}>
          Mock scenarios ({PANEL_SHORTCUT})
        </span>
      </div>
      {everOpened && (
        <Suspense fallback={null}>
          <DevtoolsDrawer opened={opened} onClose={close} state={state} />
        </Suspense>
      )}
    </>
  )
}
