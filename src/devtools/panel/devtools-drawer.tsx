import { EXPLORER_PATH } from '../explorer-path'
import '@mantine/core/styles/Drawer.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/Tabs.css'
import { Button, Drawer, Group, Stack, Tabs, Text } from '@mantine/core'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { scenarioActions } from '../scenarios/scenario-actions'
import type { ScenarioState } from '../scenarios/use-scenario-state'
import { ActiveScenarios } from './active-scenarios'
import { CallModes } from './call-modes'
import { InspectorTab } from './inspector-tab'
import { PresetsList } from './presets-list'


interface DevtoolsDrawerProps {
  readonly opened: boolean
  readonly onClose: () => void
  readonly state: ScenarioState
}

/** The mock-mode panel: active scenarios, presets, per-call modes and the inspector. */
export function DevtoolsDrawer({ opened, onClose, state }: DevtoolsDrawerProps) {
  const [resetting, setResetting] = useState(false)
  const reset = () => {
    setResetting(true)
    void scenarioActions.resetDemoData().catch(() => setResetting(false))
  }
  return (
    // under the toasts (z-index 1100), so a forced failure's message stays visible
    <Drawer opened={opened} onClose={onClose} title="Mock scenarios" position="left" size="min(460px, 100vw)" zIndex={1000}>
      <Stack gap="md">
        <ActiveScenarios state={state} />
        <Group gap="xs">
          <Button size="xs" variant="light" color="red" loading={resetting} onClick={reset}>
            Reset demo data
          </Button>
          <Button size="xs" variant="light" component={Link} to={EXPLORER_PATH} onClick={onClose}>
            State explorer
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Reset demo data puts carts, orders, addresses and sign-ups back to the seed and reloads the page.
        </Text>
        <Tabs defaultValue="presets" keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab value="presets">Presets</Tabs.Tab>
            <Tabs.Tab value="calls">Per call</Tabs.Tab>
            <Tabs.Tab value="inspector">Inspector</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="presets" pt="sm">
            <PresetsList activeSlugs={state.selection.presets} />
          </Tabs.Panel>
          <Tabs.Panel value="calls" pt="sm">
            <CallModes active={state.active} />
          </Tabs.Panel>
          <Tabs.Panel value="inspector" pt="sm">
            <InspectorTab />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Drawer>
  )
}
