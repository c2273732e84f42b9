import { createActor, toPromise, type AnyActorLogic } from 'xstate'
import type { Scenario } from '../../../contracts/mock-control'
import type { Session } from '../../services/auth-service'
import { mockControls } from '../mock-controls'
import type { ActorOutcome, OutcomeMode, OutcomeRequest, OutcomeSource } from './explore-paths'

/*
 * Real results for the explorer's paths: each invoked actor's own code runs against the fake
 * backend, once answered normally, once with empty lists (where the call answers a list) and
 * once with a server error, so the synthetic done/error events carry what the screen would
 * really get (the real cart, the real product list, the real HttpError). Every run happens in a
 * sandbox, a throwaway copy of the demo data, so placing an order or deleting an address while
 * exploring changes nothing.
 */

export interface SandboxSession {
  readonly session: Session
  /** Puts back the token the app had before. */
  undo(): void
}

export interface SandboxRunner {
  /** Runs `work` against a throwaway copy of the backend's data. */
  run<T>(work: () => Promise<T>): Promise<T>
  /** Inside a sandbox: signs the demo buyer in for the calls that need a user. */
  signIn(): Promise<SandboxSession>
}

type RunResult = { readonly ok: true; readonly output: unknown } | { readonly ok: false; readonly error: unknown }

const RUN_TIMEOUT_MS = 10_000

const scenarioFor = (mode: OutcomeMode): Scenario => ({ mode, options: {} })

async function runLogic(logic: AnyActorLogic, input: unknown): Promise<RunResult> {
  const actor = createActor(logic, { input })
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${RUN_TIMEOUT_MS} ms`)), RUN_TIMEOUT_MS)
  })
  try {
    actor.start()
    return { ok: true, output: await Promise.race([toPromise(actor), timeout]) }
  } catch (error) {
    return { ok: false, error }
  } finally {
    clearTimeout(timer)
    actor.stop()
  }
}

const inputKey = (input: unknown) =>
  JSON.stringify(input ?? null, (_, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype
      ? `[${(value as object).constructor?.name ?? 'object'}]`
      : value,
  )

/**
 * An OutcomeSource backed by the fake backend. `fallbacks` give a done output for actors whose
 * real run cannot succeed with sample input (a one-time code nobody knows in advance, a
 * provider's sign-in window), by actor src.
 */
export function createSandboxOutcomes(sandbox: SandboxRunner, fallbacks: Readonly<Record<string, unknown>> = {}): OutcomeSource {
  const known = new Map<string, Map<string, readonly ActorOutcome[]>>()
  const { emptyAnswers, missingAnswers, forceScenarioForAll, observeScenarioLookups } = mockControls()
  // calls the 'empty' scenario changes: an empty list, or no such item
  const listEndpoints = new Set([...Object.keys(emptyAnswers), ...Object.keys(missingAnswers)])

  const runIn = (mode: OutcomeMode, request: OutcomeRequest) =>
    sandbox.run(async () => {
      forceScenarioForAll(scenarioFor('success'))
      const signedIn = await sandbox.signIn().catch(() => null)
      const endpoints = new Set<string>()
      const stopObserving = observeScenarioLookups((target) => endpoints.add(target))
      forceScenarioForAll(scenarioFor(mode))
      try {
        return { result: await runLogic(request.logic, request.input), endpoints: [...endpoints] }
      } finally {
        stopObserving()
        forceScenarioForAll(null)
        signedIn?.undo()
      }
    })

  async function outcomesOf(request: OutcomeRequest): Promise<ActorOutcome[]> {
    const found: ActorOutcome[] = []
    const normal = await runIn('success', request)
    const endpoints = normal.endpoints
    if (normal.result.ok) {
      found.push({ kind: 'done', mode: 'success', output: normal.result.output, endpoints })
    } else if (request.src in fallbacks) {
      found.push({ kind: 'done', mode: 'success', output: fallbacks[request.src], endpoints })
    }
    if (normal.result.ok && endpoints.some((e) => listEndpoints.has(e))) {
      const empty = await runIn('empty', request)
      if (empty.result.ok && JSON.stringify(empty.result.output) !== JSON.stringify(normal.result.output)) {
        found.push({ kind: 'done', mode: 'empty', output: empty.result.output, endpoints })
      } else if (!empty.result.ok) {
        found.push({ kind: 'error', mode: 'empty', error: empty.result.error, endpoints })
      }
    }
    if (endpoints.length > 0) {
      const failed = await runIn('server-error', request)
      if (!failed.result.ok) found.push({ kind: 'error', mode: 'server-error', error: failed.result.error, endpoints })
      // some actors turn a failed call into an answer of their own (no location, say)
      else if (!normal.result.ok || JSON.stringify(failed.result.output) !== JSON.stringify(normal.result.output)) {
        found.push({ kind: 'done', mode: 'server-error', output: failed.result.output, endpoints })
      }
    } else {
      // no backend call (a provider's window): its own failure, or a plain one
      const error = normal.result.ok ? new Error(`${request.src} failed`) : normal.result.error
      found.push({ kind: 'error', mode: 'server-error', error, endpoints })
    }
    return found
  }

  return {
    known(src, input) {
      const bySrc = known.get(src)
      if (!bySrc) return undefined
      return bySrc.get(inputKey(input)) ?? bySrc.values().next().value
    },
    async resolve(requests) {
      for (const request of requests) {
        const outcomes = await outcomesOf(request)
        const bySrc = known.get(request.src) ?? new Map<string, readonly ActorOutcome[]>()
        bySrc.set(inputKey(request.input), outcomes)
        known.set(request.src, bySrc)
      }
    },
  }
}
