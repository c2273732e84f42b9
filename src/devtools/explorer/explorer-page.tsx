import '@mantine/core/styles/Table.css'
import '@mantine/core/styles/Code.css'
import { Anchor, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import { useEffect, useMemo, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { EXPLORER_MACHINE_PARAM, EXPLORER_PATH } from '../explorer-path'
import { useSessionActor } from '../../state/session-context'
import { explorerEngine } from './browser-engine'
import type { ExplorerData } from './explorer-data'
import { appMachines, splitRoot, statesOf } from './machine-catalog'
import { profileFor } from './machine-profiles'
import { MachineSection, sectionId } from './machine-section'
import { showMe } from './show-me'
import { useExplorations } from './use-explorations'
import { useDocumentTitle } from '../../ui/document-head'

/*
 * THE STATE EXPLORER (/__explorer, mock mode only). Design note.
 *
 * What it lists: every exported `*Machine` of src/machines (import.meta.glob), each state node
 * (recursively from `machine.root`) with its transitions (`node.transitions`, `always`) and
 * invokes. Nothing is hand-kept: a new state appears here by existing.
 *
 * How 'show me' reaches a state in one click:
 *   1. Paths. `exploreMachine` runs `getShortestPaths` from xstate/graph with the machine's own
 *      event types (read from the definition, including `xstate.after.*` delays) plus, for every
 *      invoke active in a traversed state, its `xstate.done.actor.<id>` / `xstate.error.actor.<id>`
 *      events. Payload-carrying user events get samples from a per-machine profile
 *      (machine-profiles.ts), typed against the machine's event union.
 *   2. Realistic results. The done/error events carry what the invoked actor's real code
 *      answers when run against the fake backend inside a sandbox (a throwaway copy of the demo
 *      data, signed in as the demo buyer): answered normally, with empty lists, and with a
 *      server error. So a path's `ready` cart holds the real cart, the listing the real products.
 *   3. The snapshot. The end of the shortest path (`path.state`) is persisted with
 *      `machine.getPersistedSnapshot` and kept (memory + sessionStorage).
 *   4. The link. The profile's route map names the screen that runs the machine; the link adds
 *      `?explore=<machineId>&state=<stateKey>` and the path's scenario (`?mock=<call>:<mode>` for
 *      each call the path saw fail or answer empty, and `slow` for calls still running in the
 *      target state), so the backend keeps answering as the path did after the screen opens.
 *      Before navigating, the session the route needs is put in place (the demo buyer signed in
 *      for real, or nobody for the sign-in flows).
 *   5. The screen. A screen that creates its actor with
 *      `useMachine(machine, { input, snapshot: useExploredSnapshot(machine, input), inspect })`
 *      starts in that state: `useExploredSnapshot` (src/state/machine-registry.ts) asks the
 *      registered devtools, which hand out the kept snapshot once, with the live input's actor
 *      refs and ports put back where the persisted snapshot only kept their names. A link
 *      opened in a fresh tab works too: at startup the devtools compute the snapshot the URL
 *      asks for before the first render. In live mode nothing is registered and the hook
 *      answers undefined.
 *   The session is the exception: it is driven for real (sign in, log out), since a restored
 *   token would not be one the backend knows.
 */

/** The state explorer page: every machine, its states, their shortest paths and 'show me'. */
export function ExplorerPage() {
  // not in contracts/pages.ts's route table, which the live build carries
  useDocumentTitle('State Explorer | Tanabana')
  const [searchParams] = useSearchParams()
  const alone = searchParams.get(EXPLORER_MACHINE_PARAM)
  const everyMachine = useMemo(() => appMachines(), [])
  // ?machine=<id>: that machine alone, so only its paths are computed (a link to share one machine)
  const entries = useMemo(() => {
    const one = everyMachine.filter((e) => e.machine.id === alone)
    return one.length > 0 ? one : everyMachine
  }, [everyMachine, alone])
  const mapped = useMemo(() => entries.filter((e) => profileFor(e.machine.id)).map((e) => e.machine.id), [entries])
  const statuses = useExplorations(explorerEngine, mapped)
  const session = useSessionActor()
  const navigate = useNavigate()
  const [filter, setFilter] = useState('')
  const [data, setData] = useState<ExplorerData | null>(null)

  // back from a screen 'show me' opened: the explorations may use the sandbox again
  useEffect(() => explorerEngine.resume(), [])
  useEffect(() => {
    let live = true
    explorerEngine
      .data()
      .then((d) => live && setData(d))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])

  const q = filter.trim().toLowerCase()
  const shown = entries.filter((e) => !q || e.machine.id.toLowerCase().includes(q) || e.exportName.toLowerCase().includes(q))
  const stateCount = entries.reduce((n, e) => n + splitRoot(statesOf(e.machine)).states.length, 0)
  const done = [...statuses.values()].filter((s) => s.kind === 'ready' || s.kind === 'failed').length

  return (
    // full width: #root is a column flexbox, where an auto-margined box would size to its widest table
    <Container size="xl" py="lg" component="main" w="100%">
      <Stack gap="md">
        <div>
          <Title order={1}>State explorer</Title>
          <Text>
            {entries.length === 1 ? '1 machine' : `${entries.length} machines`} and {stateCount} states, read from src/machines. Every reachable state has its shortest
            path and a Show me button that opens the real screen in that state (mock mode only).
          </Text>
          <Text size="sm" c="dimmed" role="status">
            Paths computed for {done} of {mapped.length} machines with a screen.
          </Text>
          {entries.length < everyMachine.length && (
            <Text size="sm">
              Showing {entries.map((e) => e.machine.id).join(', ')} alone.{' '}
              <Anchor component={Link} to={EXPLORER_PATH}>
                Show every machine
              </Anchor>
            </Text>
          )}
        </div>
        <TextInput label="Find a machine" value={filter} onChange={(e) => setFilter(e.currentTarget.value)} maw={360} />
        <nav aria-label="Machines">
          <Group gap="xs">
            {shown.map((e) => (
              <Anchor key={e.machine.id} href={`#${sectionId(e.machine.id)}`} size="sm">
                {e.machine.id}
              </Anchor>
            ))}
          </Group>
        </nav>
        {shown.map((entry) => {
          const profile = profileFor(entry.machine.id)
          return (
            <MachineSection
              key={entry.machine.id}
              alone={entries.length < everyMachine.length}
              entry={entry}
              profile={profile}
              status={statuses.get(entry.machine.id)}
              screenUrl={profile && data ? profile.route(data, '') : undefined}
              onShowMe={(p, state) => showMe(p, state, {
                  engine: explorerEngine,
                  session,
                  navigate: (href, routeState) => void navigate(href, { state: routeState }),
                  load: (href) => window.location.assign(href),
                })}
            />
          )
        })}
      </Stack>
    </Container>
  )
}
