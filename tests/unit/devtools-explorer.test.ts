// @vitest-environment happy-dom
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor, fromPromise, type AnyStateMachine } from 'xstate'
import { devtoolsControls } from '../../mocks/browser'
import { collectionNames } from '../../mocks/db/db'
import { mockBackend, resetMockBackend, server } from '../../mocks/node'
import { createSandboxOutcomes, type SandboxRunner } from '../../src/devtools/explorer/actor-outcomes'
import { exploreMachine, type Exploration } from '../../src/devtools/explorer/explore-paths'
import { loadExplorerData, signInDemoBuyer, type ExplorerData } from '../../src/devtools/explorer/explorer-data'
import { createExplorerEngine, showMeHref, snapshotToKeep } from '../../src/devtools/explorer/explored-snapshots'
import { appMachines, eventTypesOf, splitRoot, statesOf } from '../../src/devtools/explorer/machine-catalog'
import { machineProfiles, profileFor } from '../../src/devtools/explorer/machine-profiles'
import { provideMockControls } from '../../src/devtools/mock-controls'
import { relinkSnapshot } from '../../src/devtools/explorer/snapshot-store'
import { checkoutMachine } from '../../src/machines/checkout.machine'
import { tokenStore } from '../../src/services/token-store'

/*
 * The state explorer's model: machines and states read from src/machines, shortest paths with
 * results of the actors' real code against the fake backend, and snapshots that restore.
 * Under happy-dom, like the upload tests: jsdom's File reaches fetch without its bytes, and the
 * fake backend judges the review pictures by their bytes.
 */

/** Node's sandbox: whatever a run changes in the in-memory backend is put back afterwards. */
const nodeSandbox: SandboxRunner = {
  async run(work) {
    const saved = collectionNames.map((name) => [name, structuredClone(mockBackend.db.get(name))] as const)
    try {
      return await work()
    } finally {
      for (const [name, value] of saved) mockBackend.db.put(name, value as never)
    }
  },
  signIn: signInDemoBuyer,
}

beforeAll(() => {
  // as bootstrap does in mock mode; the sandbox runs use Node's backend (nodeSandbox) instead
  provideMockControls(devtoolsControls)
  server.listen({ onUnhandledRequest: 'error' })
  resetMockBackend()
})
afterAll(() => {
  server.close()
  tokenStore.set(null)
})

describe('machine catalogue', () => {
  it('finds one exported machine per src/machines/*.machine.ts file, without a list', () => {
    const files = readdirSync(join(process.cwd(), 'src/machines')).filter((f) => f.endsWith('.machine.ts'))
    const found = appMachines()
    expect(found).toHaveLength(files.length)
    expect(new Set(found.map((e) => e.file.replace(/^.*\//, '')))).toEqual(new Set(files))
    for (const entry of found) expect(entry.exportName).toMatch(/Machine$/)
  })

  it('reads nested states, transitions with guards, invokes and delays from the definitions', () => {
    const { states } = splitRoot(statesOf(checkoutMachine))
    expect(states.map((s) => s.key)).toContain('payment.placing')
    const ready = states.find((s) => s.key === 'payment.ready')!
    expect(ready.transitions).toEqual([{ event: 'checkout.placeOrder', targets: ['payment.placing'], guard: 'hasItems' }])
    expect(states.find((s) => s.key === 'payment.placing')!.invokes).toEqual([{ id: 'placeOrder', src: 'placeOrder' }])
    const types = eventTypesOf(checkoutMachine)
    expect(types).toEqual(expect.arrayContaining(['checkout.next', 'xstate.done.actor.placeOrder', 'xstate.error.actor.loadSummary']))
    const productDetail = appMachines().find((e) => e.machine.id === 'productDetail')!.machine
    expect(eventTypesOf(productDetail).some((t) => t.startsWith('xstate.after.8000.'))).toBe(true)
  })

  it('has a screen mapped for every machine, and no profile for a machine that is gone', () => {
    const ids = appMachines().map((e) => e.machine.id)
    expect(ids.filter((id) => !profileFor(id))).toEqual([])
    expect(machineProfiles.map((p) => p.machine.id).filter((id) => !ids.includes(id))).toEqual([])
  })
})

describe('paths with real actor results', () => {
  let data: ExplorerData
  const explorations = new Map<string, Exploration>()

  beforeAll(async () => {
    data = await loadExplorerData(nodeSandbox)
    for (const profile of machineProfiles) {
      const outcomes = createSandboxOutcomes(nodeSandbox, profile.fallbacks?.(data) ?? {})
      explorations.set(
        profile.machine.id,
        await exploreMachine(
          profile.machine,
          {
            input: profile.input?.(data),
            events: profile.events?.(data) ?? [],
            ...(profile.childOutputs ? { childOutputs: profile.childOutputs } : {}),
            ...(profile.serialize ? { serialize: profile.serialize } : {}),
          },
          outcomes,
        ),
      )
    }
  }, 120_000)

  it('reads the demo data through the real services', () => {
    expect(data.session.user.email).toBe('buyer@tanabana.in')
    expect(data.products.length).toBeGreaterThan(100)
    expect(data.cart.products.length).toBeGreaterThan(0)
    expect(data.addresses.length).toBe(3)
  })

  it('reaches every state of every machine (only always-passing states excepted)', () => {
    for (const profile of machineProfiles) {
      const exploration = explorations.get(profile.machine.id)!
      expect(exploration.unreached, profile.machine.id).toEqual([])
      const all = splitRoot(statesOf(profile.machine)).states.map((s) => s.key)
      expect([...exploration.states.keys(), ...exploration.transient].sort(), profile.machine.id).toEqual([...all].sort())
    }
    expect(explorations.get('session')!.transient).toEqual(['restoring'])
  })

  it('carries what the backend really answers: the real cart in the cart, an HttpError in a failure', () => {
    const ready = explorations.get('cart')!.states.get('ready')!
    const context = (ready.snapshot as unknown as { context: { lines: readonly unknown[] } }).context
    expect(context.lines).toHaveLength(data.cart.products.length)
    const failed = explorations.get('cart')!.states.get('failed')!
    expect(failed.steps.map((s) => s.type)).toEqual(['cart.load', 'xstate.error.actor.loadCart'])
    expect(failed.steps[1]!.outcome).toMatchObject({ kind: 'error', mode: 'server-error', endpoints: ['cart'] })
    const empty = explorations.get('listing')!.states.get('empty')!
    expect(empty.steps.at(-1)!.outcome).toMatchObject({ kind: 'done', mode: 'empty', endpoints: ['products'] })
  })

  it('leaves the demo data as it was (orders placed and addresses deleted in the sandbox only)', () => {
    const orders = mockBackend.db.get('orders').length
    const addresses = mockBackend.db.get('addresses').length
    resetMockBackend()
    expect(mockBackend.db.get('orders').length).toBe(orders)
    expect(mockBackend.db.get('addresses').length).toBe(addresses)
  })

  it('persists snapshots that restore into the same state, with live actor refs put back', () => {
    for (const profile of machineProfiles.filter((p) => p.showBy === 'snapshot')) {
      const input = profile.input?.(data)
      for (const [key, state] of explorations.get(profile.machine.id)!.states) {
        // no real calls while restoring: a running invoke would start again
        const quiet = withQuietActors(profile.machine)
        const actor = createActor(quiet, { input, snapshot: relinkSnapshot(state.snapshot, input) })
        expect(actor.getSnapshot().matches(key as never), `${profile.machine.id} ${key}`).toBe(true)
        expect(actor.getSnapshot().status, `${profile.machine.id} ${key}`).not.toBe('error')
      }
    }
    const checkoutInput = profileFor('checkout')!.input!(data) as { cart: unknown }
    const placed = explorations.get('checkout')!.states.get('payment.succeeded')!
    const restored = createActor(withQuietActors(checkoutMachine), {
      input: checkoutInput,
      snapshot: relinkSnapshot(placed.snapshot, checkoutInput),
    })
    expect((restored.getSnapshot().context as { cart: unknown }).cart).toBe(checkoutInput.cart)
  })

  it('links each state to its screen with the scenario that replays the path', () => {
    const cart = profileFor('cart')!
    const failed = new URL(showMeHref(cart, data, explorations.get('cart')!.states.get('failed')!), 'http://x')
    expect(failed.pathname).toBe('/cart')
    expect(Object.fromEntries(failed.searchParams)).toEqual({ explore: 'cart', state: 'failed', mock: 'cart:server-error' })
    const loading = new URL(showMeHref(cart, data, explorations.get('cart')!.states.get('loading')!), 'http://x')
    expect(loading.searchParams.get('mock')).toBe('cart:stalled')
    const checkout = profileFor('checkout')!
    const payFailed = new URL(showMeHref(checkout, data, explorations.get('checkout')!.states.get('payment.failed')!), 'http://x')
    expect(payFailed.searchParams.get('step')).toBe('payment')
    expect(payFailed.searchParams.get('mock')).toBe('buy:server-error')
  })

  it('puts a machine that only runs inside another into its host: the address form in the address book in checkout', async () => {
    const engine = createExplorerEngine(nodeSandbox)
    const form = profileFor('addressForm')!
    const editing = (await engine.explore('addressForm')).states.get('editing')!
    const kept = await snapshotToKeep(engine, form, editing)
    expect(kept.startsMachine).toBe('checkout')
    const input = profileFor('checkout')!.input!(data)
    const checkout = createActor(withQuietActors(checkoutMachine), { input, snapshot: relinkSnapshot(kept.snapshot, input) })
    const book = checkout.getSnapshot().children.addressBook!
    expect(checkout.getSnapshot().value).toBe('address')
    expect(book.getSnapshot().value).toBe('adding')
    expect((book.getSnapshot().children as Record<string, { getSnapshot(): { value: unknown } }>).addressForm!.getSnapshot().value).toBe('editing')
  })

  it('shows a child machine that has finished as its host after taking the result: the popup closed', async () => {
    const engine = createExplorerEngine(nodeSandbox)
    const form = profileFor('addressForm')!
    const exploration = await engine.explore('addressForm')
    const input = profileFor('checkout')!.input!(data)
    const bookAfter = async (formState: string) => {
      const kept = await snapshotToKeep(engine, form, exploration.states.get(formState)!)
      const checkout = createActor(withQuietActors(checkoutMachine), { input, snapshot: relinkSnapshot(kept.snapshot, input) })
      const book = checkout.getSnapshot().children.addressBook!
      return { value: book.getSnapshot().value, form: (book.getSnapshot().children as Record<string, unknown>).addressForm }
    }
    expect(await bookAfter('cancelled')).toEqual({ value: 'ready', form: undefined })
    expect(await bookAfter('saved')).toEqual({ value: 'loading', form: undefined })
  })

  it('caches one exploration per machine in the engine', async () => {
    const engine = createExplorerEngine(nodeSandbox)
    const first = engine.explore('orderTracking')
    expect(engine.explore('orderTracking')).toBe(first)
    expect(engine.explored('orderTracking')).toBeUndefined() // still running
    expect((await first).states.has('open')).toBe(true)
    // finished: at once, for the explorer's next render
    expect(engine.explored('orderTracking')).toBe(await first)
    await expect(engine.explore('noSuchMachine')).rejects.toThrow('No screen is mapped for noSuchMachine')
    expect(engine.explored('noSuchMachine')).toBeUndefined()
  })
})

/** The machine with every promise actor replaced by one that never settles. */
function withQuietActors(machine: AnyStateMachine): AnyStateMachine {
  const actors = Object.fromEntries(
    Object.entries(machine.implementations.actors).map(([src, logic]) => [
      src,
      'root' in (logic as object) ? logic : fromPromise(() => new Promise(() => undefined)),
    ]),
  )
  return machine.provide({ actors } as never)
}
