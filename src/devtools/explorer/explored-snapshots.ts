import type { ScenarioSetting, ScenarioTarget } from '../../../contracts/mock-control'
import { mockControls } from '../mock-controls'
import { createSandboxOutcomes, type SandboxRunner } from './actor-outcomes'
import { exploreMachine, type Exploration, type ExploredState } from './explore-paths'
import { loadExplorerData, type ExplorerData } from './explorer-data'
import { createSandboxGate } from './sandbox-gate'
import { profileFor, type MachineProfile } from './machine-profiles'
import { getNextSnapshot, type AnyStateMachine, type MachineContext, type Snapshot, type StateValue } from 'xstate'
import { EXPLORE_PARAM, exploreRequest, hasExploredSnapshot, keepExploredSnapshot, STATE_PARAM, type KeptSnapshot } from './snapshot-store'

/*
 * The explorations of the machines that have a screen: computed once per page by walking each
 * machine's shortest paths, and the 'show me' links made from them.
 */


export interface ExplorerEngine {
  data(): Promise<ExplorerData>
  /** The exploration of a machine with a profile (cached per page). */
  explore(machineId: string): Promise<Exploration>
  /** The exploration of a machine if it has finished, at once (the explorer's return visits). */
  explored(machineId: string): Exploration | undefined
  /** Pauses the explorations' sandbox runs so an opened screen has the backend to itself. */
  hold(): Promise<void>
  /** Lets the explorations go on (the explorer page shows again). */
  resume(): void
}

export function createExplorerEngine(rawSandbox: SandboxRunner): ExplorerEngine {
  const gate = createSandboxGate(rawSandbox)
  const sandbox = gate.runner
  let data: Promise<ExplorerData> | null = null
  const explorations = new Map<string, Promise<Exploration>>()
  const finished = new Map<string, Exploration>()
  const engine: ExplorerEngine = {
    data() {
      data ??= loadExplorerData(sandbox)
      data.catch(() => {
        data = null // try again next time: the backend may have been offline
      })
      return data
    },
    explore(machineId) {
      const cached = explorations.get(machineId)
      if (cached) return cached
      const profile = profileFor(machineId)
      if (!profile) return Promise.reject(new Error(`No screen is mapped for ${machineId}`))
      const running = engine.data().then((d) => exploreWith(profile, d, sandbox))
      explorations.set(machineId, running)
      running.then(
        (exploration) => finished.set(machineId, exploration),
        () => explorations.delete(machineId),
      )
      return running
    },
    explored: (machineId) => finished.get(machineId),
    hold: () => gate.hold(),
    resume: () => gate.resume(),
  }
  return engine
}

function exploreWith(profile: MachineProfile, data: ExplorerData, sandbox: SandboxRunner): Promise<Exploration> {
  const outcomes = createSandboxOutcomes(sandbox, profile.fallbacks?.(data) ?? {})
  return exploreMachine(
    profile.machine,
    {
      input: profile.input?.(data),
      events: profile.events?.(data) ?? [],
      ...(profile.childOutputs ? { childOutputs: profile.childOutputs } : {}),
      ...(profile.serialize ? { serialize: profile.serialize } : {}),
    },
    outcomes,
  )
}

type PersistedMachineSnapshot = Snapshot<unknown> & {
  readonly children: Record<string, { snapshot: unknown; src?: unknown; syncSnapshot?: boolean }>
}

/** A persisted snapshot with one invoked child's persisted snapshot replaced. */
function withChild(host: Snapshot<unknown>, childId: string, child: Snapshot<unknown>): Snapshot<unknown> {
  const parent = host as PersistedMachineSnapshot
  const existing = parent.children?.[childId] ?? { src: childId, syncSnapshot: false }
  const children = { ...parent.children, [childId]: { ...existing, snapshot: child } }
  return { ...(parent as object), children } as unknown as Snapshot<unknown>
}

/**
 * What to keep for a state: its snapshot, or, for a machine that only runs inside another, the
 * host's snapshot in the profile's host state with this one put in as the child (recursively:
 * the address form inside the address book inside checkout).
 */
export async function snapshotToKeep(engine: ExplorerEngine, profile: MachineProfile, state: ExploredState): Promise<KeptSnapshot> {
  let kept: KeptSnapshot = { startsMachine: profile.machine.id, snapshot: state.snapshot }
  for (let host = profile.host; host; host = profileFor(host.machineId)?.host) {
    const hostState = (await engine.explore(host.machineId)).states.get(host.state)
    if (!hostState) throw new Error(`${host.machineId} never reaches ${host.state}`)
    const finished = kept.snapshot.status === 'done'
    kept = {
      startsMachine: host.machineId,
      snapshot: finished
        ? afterChildFinished(profileFor(host.machineId)!.machine, hostState.snapshot, host.childId, kept.snapshot)
        : withChild(hostState.snapshot, host.childId, kept.snapshot),
    }
  }
  return kept
}

/**
 * A child in a final state is no longer on screen: its host has taken the result (the address
 * form's `cancelled` is the address book with the popup closed). So the host's snapshot is the
 * one its done event leads to.
 */
function afterChildFinished(host: AnyStateMachine, hostSnapshot: Snapshot<unknown>, childId: string, child: Snapshot<unknown>): Snapshot<unknown> {
  const { value, context } = hostSnapshot as unknown as { value: StateValue; context: MachineContext }
  const output = (child as { output?: unknown }).output
  const next = getNextSnapshot(host, host.resolveState({ value, context }), { type: `xstate.done.actor.${childId}`, output })
  return host.getPersistedSnapshot(next) as Snapshot<unknown>
}

/** The per-call modes of a state's path, in the scenario panel's form. */
export function scenarioSettingsOf(state: ExploredState): ScenarioSetting[] {
  return Object.entries(state.scenario).map(([target, mode]) => ({ target: target as ScenarioTarget, mode }))
}

/**
 * The link that opens a machine's screen in a state: the profile's route with
 * `?explore=<id>&state=<key>` and the scenario that makes the backend answer as the path did
 * (replacing any scenario now active, so the link reproduces exactly this situation).
 */
export function showMeHref(profile: MachineProfile, data: ExplorerData, state: ExploredState): string {
  const route = new URL(profile.route(data, state.key), 'http://explorer.invalid')
  route.searchParams.set(EXPLORE_PARAM, profile.machine.id)
  route.searchParams.set(STATE_PARAM, state.key)
  const stalled = (profile.childCallsRunning?.[state.key] ?? []).map((target) => ({ target, mode: 'stalled' as const }))
  const search = mockControls().writeScenarioSelection(route.search, { presets: [], overrides: [...scenarioSettingsOf(state), ...stalled] })
  return `${route.pathname}${search}`
}

/** For a link opened in a fresh tab: computes the snapshot the URL asks for before the first render. */
export async function prepareRequestedSnapshot(engine: ExplorerEngine, search: string): Promise<void> {
  const request = exploreRequest(search)
  if (!request || hasExploredSnapshot(request.machineId, request.stateKey)) return
  const exploration = await engine.explore(request.machineId)
  const state = exploration.states.get(request.stateKey)
  const profile = profileFor(request.machineId)
  if (state && profile) keepExploredSnapshot(request.machineId, request.stateKey, await snapshotToKeep(engine, profile, state))
}
