import type { Cart } from '../../contracts/cart'
import { describe, expect, it, vi } from 'vitest'
import { createActor, createMachine, fromPromise } from 'xstate'
import { createCallLog, targetOf } from '../../mocks/call-log'
import { clearScenarios, setScenario } from '../../mocks/scenarios'
import { createInspectorStore, EVENTS_KEPT, formatStateValue } from '../../src/devtools/inspector/inspector-store'
import { cartMachine } from '../../src/machines/cart.machine'

/* The inspector: live machines with their state and last events, and the log of mock API calls. */

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('live machines', () => {
  const quietCart = cartMachine.provide({ actors: { loadCart: fromPromise<Cart>(() => new Promise<Cart>(() => undefined)) } })

  it('lists machine actors with their current state and last ten events, not promise actors', async () => {
    const store = createInspectorStore()
    const actor = createActor(quietCart, { inspect: store.inspect }).start()
    for (let i = 0; i < 12; i++) actor.send({ type: 'cart.load' })
    await settle()
    const views = store.actors()
    expect(views.map((v) => v.machineId)).toEqual(['cart'])
    expect(views[0]!.value).toBe('loading')
    expect(views[0]!.events).toHaveLength(EVENTS_KEPT)
    expect(views[0]!.events.at(-1)).toBe('cart.load')
  })

  it('drops an actor once it stops, and tells listeners once per batch', async () => {
    const store = createInspectorStore()
    let calls = 0
    store.subscribe(() => calls++)
    const actor = createActor(quietCart, { inspect: store.inspect }).start()
    actor.send({ type: 'cart.load' })
    actor.send({ type: 'cart.clear' })
    await settle()
    expect(calls).toBe(1)
    actor.stop()
    await settle()
    expect(store.actors()).toEqual([])
  })

  it('lists only started actors, restored ones in their state; a finished child leaves, a finished root stays', async () => {
    const child = createMachine({ id: 'child', initial: 'working', states: { working: { on: { finish: 'finished' } }, finished: { type: 'final' } } })
    const parent = createMachine({
      id: 'parent',
      initial: 'waiting',
      states: { waiting: { invoke: { id: 'kid', src: child, onDone: 'over' } }, over: { type: 'final' } },
    })
    const store = createInspectorStore()
    createActor(parent, { inspect: store.inspect }) // created for a render React threw away: never started
    await settle()
    expect(store.actors()).toEqual([])

    const running = createActor(parent, { inspect: store.inspect }).start()
    await settle()
    expect(store.actors().map((v) => `${v.machineId} ${v.value}`)).toEqual(['parent waiting', 'child working'])
    const restored = createActor(parent, { inspect: store.inspect, snapshot: parent.resolveState({ value: 'waiting' }) }).start()
    await settle()
    expect(store.actors().filter((v) => v.machineId === 'parent')).toHaveLength(2)

    const kid = running.getSnapshot().children.kid!
    kid.send({ type: 'finish' })
    // a late event to a finished actor does not bring it back (XState warns of it in development)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    kid.send({ type: 'finish' })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('was sent to stopped actor'))
    warn.mockRestore()
    restored.stop()
    await settle()
    expect(store.actors().map((v) => `${v.machineId} ${v.value} ${v.status}`)).toEqual(['parent over done'])
  })

  it('writes nested and parallel state values as text', () => {
    expect(formatStateValue('ready')).toBe('ready')
    expect(formatStateValue({ payment: 'ready' })).toBe('payment.ready')
    expect(formatStateValue({ showing: { playing: {} } })).toBe('showing.playing')
    expect(formatStateValue({ a: 'x', b: 'y' })).toBe('a.x | b.y')
  })
})

/** A stand-in for MSW's worker.events: records the listeners, lets the test emit. */
function fakeEvents() {
  const listeners = new Map<string, (args: never) => void>()
  return {
    on: (type: string, listener: (args: never) => void) => listeners.set(type, listener),
    emit: (type: string, args: unknown) => listeners.get(type)?.(args as never),
  }
}

describe('mock API call log', () => {
  it('matches calls to endpoint-table rows the way the handlers do', () => {
    expect(targetOf('DELETE', new URL('http://x/api/address/abc'))).toBe('deleteAddress')
    expect(targetOf('PUT', new URL('http://x/api/address/select/abc'))).toBe('selectAddress')
    expect(targetOf('PUT', new URL('http://x/api/address/abc'))).toBe('editAddress')
    expect(targetOf('GET', new URL('http://x/api/getAllProducts?page=2'))).toBe('products')
    expect(targetOf('GET', new URL('http://x/geo/json'))).toBe('geolocation')
    expect(targetOf('GET', new URL('http://x/api/nothing'))).toBeNull()
  })

  it('records method, path, status, the scenario in force and the duration; skips other requests', () => {
    let now = 1000
    const log = createCallLog(() => now)
    const events = fakeEvents()
    log.listenTo(events as never)
    setScenario('buy', 'server-error')
    events.emit('request:start', { requestId: 'r1', request: new Request('http://x/api/buy', { method: 'POST' }) })
    events.emit('request:start', { requestId: 'r2', request: new Request('http://x/media/a.svg') })
    clearScenarios()
    expect(log.entries()).toEqual([
      { id: 'r1', method: 'POST', path: '/api/buy', target: 'buy', scenario: 'server-error', status: null, durationMs: null, startedAt: 1000 },
    ])
    now = 1042
    events.emit('response:mocked', { requestId: 'r1', response: new Response(null, { status: 500 }) })
    expect(log.entries()[0]).toMatchObject({ status: 500, durationMs: 42 })
    log.clear()
    expect(log.entries()).toEqual([])
  })
})
