import { Anchor, Badge, Button, Code, Group, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { explorerPathOf } from '../explorer-path'
import classes from '../panel/devtools.module.css'
import type { ExploredState, PathStep } from './explore-paths'
import { actorOfEvent, describeEventType } from '../event-text'
import { splitRoot, statesOf, type MachineEntry, type StateInfo, type TransitionInfo } from './machine-catalog'
import type { MachineProfile } from './machine-profiles'
import type { ExplorationStatus } from './use-explorations'

export const sectionId = (machineId: string) => `machine-${machineId}`

function describeStep(step: PathStep): string {
  const actor = actorOfEvent(step.type)
  if (!actor) return describeEventType(step.type)
  if (actor.kind === 'error') return `${actor.id} fails`
  return step.outcome?.mode === 'empty' ? `${actor.id} answers empty` : `${actor.id} answers`
}

export const pathText = (state: ExploredState) =>
  state.steps.length === 0 ? 'the initial state' : state.steps.map(describeStep).join(' → ')

function transitionText(t: TransitionInfo): string {
  const target = t.targets.length ? t.targets.join(', ') : '(stays)'
  return `${describeEventType(t.event)} → ${target}${t.guard ? ` [${t.guard}]` : ''}`
}

interface MachineSectionProps {
  readonly entry: MachineEntry
  readonly profile: MachineProfile | undefined
  readonly status: ExplorationStatus | undefined
  /** The machine's screen, as the route map gives it for the sample data. */
  readonly screenUrl: string | undefined
  readonly onShowMe: (profile: MachineProfile, state: ExploredState) => Promise<void>
  /** Shown alone (?machine=): no link to show it alone. */
  readonly alone?: boolean
}

function statusBadge(profile: MachineProfile | undefined, status: ExplorationStatus | undefined) {
  if (!profile) return <Badge color="gray">no screen mapped</Badge>
  switch (status?.kind) {
    case 'ready':
      return status.exploration.unreached.length ? (
        <Badge color="orange">{status.exploration.unreached.length} state(s) unreached</Badge>
      ) : (
        <Badge color="teal">paths ready</Badge>
      )
    case 'running':
      return <Badge color="blue">computing paths…</Badge>
    case 'failed':
      return <Badge color="red">paths failed</Badge>
    default:
      return <Badge color="gray">waiting</Badge>
  }
}

/** One machine: where it lives, its states and transitions, each state's path and 'show me'. */
export function MachineSection({ entry, profile, status, screenUrl, onShowMe, alone = false }: MachineSectionProps) {
  const { machine, exportName, file } = entry
  const { root, states } = splitRoot(statesOf(machine))
  const exploration = status?.kind === 'ready' ? status.exploration : null
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={`${sectionId(machine.id)}-title`} id={sectionId(machine.id)}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4" id={`${sectionId(machine.id)}-title`}>
              {machine.id}
            </Title>
            <Text size="xs" c="dimmed">
              {exportName} · {file.replace(/^.*\/machines\//, 'src/machines/')}
              {!alone && (
                <>
                  {' · '}
                  <Anchor component={Link} to={explorerPathOf(machine.id)} size="xs">
                    Explore {machine.id} alone
                  </Anchor>
                </>
              )}
            </Text>
          </div>
          {statusBadge(profile, status)}
        </Group>
        {profile && (
          <Text size="sm">
            {profile.where}
            {screenUrl && (
              <>
                {' '}
                Screen: <Code>{screenUrl}</Code>
              </>
            )}
          </Text>
        )}
        {status?.kind === 'failed' && (
          <Text size="sm" c="red.8" role="status">
            {status.message}
          </Text>
        )}
        {root && root.transitions.length > 0 && (
          <Text size="sm">
            <strong>In every state:</strong> {root.transitions.map(transitionText).join('; ')}
          </Text>
        )}
        <div className={classes.tableWrap}>
          <Table withTableBorder striped verticalSpacing={6} fz="sm" miw={640} aria-label={`States of ${machine.id}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>State</Table.Th>
                <Table.Th>Transitions</Table.Th>
                <Table.Th>Shortest path</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {states.map((state) => (
                <StateRow
                  key={state.id}
                  machineId={machine.id}
                  state={state}
                  profile={profile}
                  explored={exploration?.states.get(state.key)}
                  computing={status?.kind === 'running' || status?.kind === 'waiting'}
                  onShowMe={onShowMe}
                />
              ))}
            </Table.Tbody>
          </Table>
        </div>
      </Stack>
    </Paper>
  )
}

interface StateRowProps {
  readonly machineId: string
  readonly state: StateInfo
  readonly profile: MachineProfile | undefined
  readonly explored: ExploredState | undefined
  readonly computing: boolean
  readonly onShowMe: MachineSectionProps['onShowMe']
}

function StateRow({ machineId, state, profile, explored, computing, onShowMe }: StateRowProps) {
  const [opening, setOpening] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const transient = state.always.length > 0 && state.transitions.length === 0
  const passesThrough = profile?.passesThrough?.[state.key]
  const open = async () => {
    if (!profile || !explored) return
    setOpening(true)
    setFailure(null)
    try {
      await onShowMe(profile, explored)
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error))
      setOpening(false)
    }
  }
  return (
    <Table.Tr>
      <Table.Td style={{ paddingLeft: 10 + (state.depth - 1) * 16 }}>
        <span className={classes.stateKey}>{state.key}</span>{' '}
        {state.type !== 'atomic' && (
          <Badge size="xs" variant="outline" tt="none">
            {state.type}
          </Badge>
        )}
        {state.invokes.length > 0 && (
          <Text size="xs" c="dimmed">
            invokes {state.invokes.map((i) => i.id).join(', ')}
          </Text>
        )}
        {profile && explored && !passesThrough && (
          <Button
            mt={4}
            display="block"
            size="compact-xs"
            loading={opening}
            onClick={open}
            aria-label={`Show me ${machineId} in ${state.key}`}
          >
            Show me
          </Button>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="xs">{[...state.transitions, ...state.always].map(transitionText).join('; ') || '–'}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="xs">
          {passesThrough ? `passes through on its own: ${passesThrough}` : explored ? pathText(explored) : computing ? '…' : transient ? 'passes straight through (always)' : 'not reached'}
        </Text>
        {failure && (
          <Text size="xs" c="red.8" role="alert">
            {failure}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  )
}
