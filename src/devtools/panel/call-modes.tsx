import { NativeSelect, Stack, Title } from '@mantine/core'
import { scenarioModes, type ActiveScenario, type ScenarioMode } from '../../../contracts/mock-control'
import { callGroups } from '../scenarios/call-groups'
import { scenarioActions } from '../scenarios/scenario-actions'

const GROUPS = callGroups()

/** One mode select per call of the endpoint table, grouped by domain. */
export function CallModes({ active }: { active: readonly ActiveScenario[] }) {
  const modeOf = (target: string): ScenarioMode => active.find((a) => a.target === target)?.mode ?? 'success'
  return (
    <Stack gap="lg">
      {GROUPS.map(({ group, rows }) => (
        <section key={group} aria-label={group}>
          <Title order={4} size="h6" mb={6}>
            {group}
          </Title>
          <Stack gap={6}>
            {rows.map((row) => (
              <NativeSelect
                key={row.target}
                size="xs"
                label={row.target === '*' ? 'All calls (*)' : row.target}
                description={row.label}
                data={[...scenarioModes]}
                value={modeOf(row.target)}
                onChange={(e) => scenarioActions.setCallMode(row.target, e.currentTarget.value as ScenarioMode)}
              />
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  )
}
