import { Badge, Button, CloseButton, Group, Text } from '@mantine/core'
import { mockControls } from '../mock-controls'
import { scenarioActions } from '../scenarios/scenario-actions'
import type { ScenarioState } from '../scenarios/use-scenario-state'
import classes from './devtools.module.css'

const targetName = (target: string) => (target === '*' ? 'every call' : target)

/** The active presets and per-call modes as removable chips, with Clear all. */
export function ActiveScenarios({ state }: { state: ScenarioState }) {
  const { presets, overrides } = state.selection
  const count = presets.length + overrides.length
  return (
    <section aria-labelledby="devtools-active-title">
      <Group justify="space-between" mb={6}>
        <Text id="devtools-active-title" fw={700} size="sm">
          Active scenarios ({count})
        </Text>
        <Button size="compact-xs" variant="subtle" color="red" disabled={count === 0} onClick={scenarioActions.clearAll}>
          Clear all
        </Button>
      </Group>
      {count === 0 ? (
        <Text size="sm" c="dimmed">
          None: every call answers normally.
        </Text>
      ) : (
        <ul className={classes.chips} aria-label="Active scenarios" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {presets.map((slug) => {
            const title = mockControls().presetBySlug(slug)?.title ?? slug
            return (
              <li key={`preset:${slug}`}>
                <Badge
                  variant="light"
                  color="grape"
                  tt="none"
                  rightSection={
                    <CloseButton size="xs" aria-label={`Remove ${title}`} onClick={() => scenarioActions.togglePreset(slug, false)} />
                  }
                >
                  {title}
                </Badge>
              </li>
            )
          })}
          {overrides.map(({ target, mode }) => (
            <li key={`call:${target}`}>
              <Badge
                variant="light"
                color="orange"
                tt="none"
                rightSection={
                  <CloseButton
                    size="xs"
                    aria-label={`Remove ${targetName(target)}: ${mode}`}
                    onClick={() => scenarioActions.removeCallMode(target)}
                  />
                }
              >
                {targetName(target)}: {mode}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
