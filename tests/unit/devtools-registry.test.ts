import type { Cart } from '../../contracts/cart'
import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, type InspectionEvent, type Snapshot } from 'xstate'
import { exploredSnapshotSource, keepExploredSnapshot, relinkSnapshot } from '../../src/devtools/explorer/snapshot-store'
import { cartMachine } from '../../src/machines/cart.machine'
import { checkoutMachine } from '../../src/machines/checkout.machine'
import {
  exploredSnapshot,
  inspect,
  registerExploredSnapshots,
  registerInspector,
  useExploredSnapshot,
  useIsExplored,
} from '../../src/state/machine-registry'

/* The registry between the app's actors and the mock-mode devtools: silent until devtools register. */

const quietCart = cartMachine.provide({
  actors: { loadCart: fromPromise<Cart>(() => new Promise<Cart>(() => undefined)) },
})

afterEach(() => window.history.replaceState(null, '', '/'))

describe('inspect', () => {
  it('does nothing while no inspector is registered (the live build)', () => {
    expect(() => createActor(quietCart, { inspect }).start().send({ type: 'cart.load' })).not.toThrow()
  })

  it('forwards every inspection event to the registered inspector until it unregisters', () => {
    const seen: InspectionEvent[] = []
    const unregister = registerInspector((e) => seen.push(e))
    const actor = createActor(quietCart, { inspect }).start()
    actor.send({ type: 'cart.load' })
    expect(seen.some((e) => e.type === '@xstate.event' && e.event.type === 'cart.load')).toBe(true)
    expect(seen.some((e) => e.type === '@xstate.snapshot' && (e.snapshot as { value?: unknown }).value === 'loading')).toBe(true)
    unregister()
    const before = seen.length
    actor.send({ type: 'cart.clear' })
    expect(seen.length).toBe(before)
  })
})

describe('explored snapshots', () => {
  const failed = () => {
    const actor = createActor(quietCart).start()
    actor.send({ type: 'cart.load' })
    actor.send({ type: 'xstate.error.actor.loadCart', error: new Error('x') } as never)
    return actor.getPersistedSnapshot() as Snapshot<unknown>
  }

  it('answers undefined while no devtools are registered', () => {
    expect(exploredSnapshot(cartMachine)).toBeUndefined()
  })

  it('hands the kept snapshot to the machine the URL names, once', () => {
    const unregister = registerExploredSnapshots(exploredSnapshotSource)
    keepExploredSnapshot('cart', 'failed', { startsMachine: 'cart', snapshot: failed() })
    expect(exploredSnapshot(cartMachine)).toBeUndefined() // the URL does not ask yet
    window.history.replaceState(null, '', '/cart?explore=cart&state=failed')
    expect(exploredSnapshot(checkoutMachine)).toBeUndefined() // another machine
    const snapshot = exploredSnapshot(cartMachine)
    expect(createActor(quietCart, { snapshot }).getSnapshot().value).toBe('failed')
    expect(exploredSnapshot(cartMachine)).toBeUndefined() // a screen mounting again starts normally
    unregister()
  })

  it('hands a hosted machine’s snapshot to its host, and tells a page which popup to open', () => {
    const unregister = registerExploredSnapshots(exploredSnapshotSource)
    keepExploredSnapshot('addressBook', 'confirmingDelete', { startsMachine: 'checkout', snapshot: failed() })
    window.history.replaceState(null, '', '/checkout?explore=addressBook&state=confirmingDelete')
    expect(renderHook(() => useIsExplored(checkoutMachine)).result.current).toBe(true)
    expect(renderHook(() => useIsExplored(cartMachine)).result.current).toBe(false)
    expect(exploredSnapshot(checkoutMachine.provide({}))).toBeDefined() // by machine id
    expect(exploredSnapshotSource.isRequested('checkout')).toBe(false) // taken
    unregister()
  })

  it('reads it once per mount in useExploredSnapshot, and takes it once the screen is on screen', () => {
    const source = {
      snapshotFor: vi.fn<() => Snapshot<unknown>>(() => failed()),
      markTaken: vi.fn<(machineId: string) => void>(),
      isRequested: () => true,
    }
    const unregister = registerExploredSnapshots(source)
    const { result, rerender } = renderHook(() => useExploredSnapshot(cartMachine))
    rerender()
    expect(source.snapshotFor).toHaveBeenCalledTimes(1)
    expect((result.current as { value?: unknown }).value).toBe('failed')
    expect(source.markTaken).toHaveBeenCalledTimes(1)
    expect(source.markTaken).toHaveBeenCalledWith('cart')
    unregister()
  })

  it('still has the snapshot for a mount whose first render React threw away', () => {
    const unregister = registerExploredSnapshots(exploredSnapshotSource)
    keepExploredSnapshot('cart', 'failed', { startsMachine: 'cart', snapshot: failed() })
    window.history.replaceState(null, '', '/cart?explore=cart&state=failed')
    // a render that never reached the screen read it, and nothing marked it taken
    expect(exploredSnapshotSource.snapshotFor('cart', undefined)).toBeDefined()
    const { result } = renderHook(() => useExploredSnapshot(cartMachine))
    expect((result.current as { value?: unknown }).value).toBe('failed')
    expect(exploredSnapshot(cartMachine)).toBeUndefined() // taken by the mounted screen
    unregister()
  })

  it('puts the live input’s actor refs back into a restored context', () => {
    const liveCart = createActor(quietCart)
    const input = { cart: liveCart, userName: 'Aarav', requestedStep: 'address' as const, draft: null }
    const persisted = createActor(checkoutMachine, { input: { ...input, cart: createActor(quietCart) } }).getPersistedSnapshot()
    const json = JSON.parse(JSON.stringify(persisted)) as Snapshot<unknown>
    const relinked = relinkSnapshot(json, input) as unknown as { context: { cart: unknown; userName: string } }
    expect(relinked.context.cart).toBe(liveCart)
    expect(relinked.context.userName).toBe('Aarav')
    // the stored copy is left alone (restoring mutates what it is given)
    expect((json as unknown as { context: { cart: unknown } }).context.cart).toEqual({ xstate$$type: 1, id: expect.any(String) })
  })
})
