import type { Cart } from '../../contracts/cart'
import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, type InspectionEvent, type Snapshot } from 'xstate'
import { cartMachine } from '../../src/machines/cart.machine'
import {
  registerExploredSnapshots,
  registerInspector,
  startedByExplorer,
  useScreenActor,
  useScreenMachine,
} from '../../src/state/machine-registry'

/* The one hook a screen binds its machine with: its actor as useActorRef/useMachine give it, plus the mock-mode devtools. */

const quietCart = cartMachine.provide({
  actors: { loadCart: fromPromise<Cart>(() => new Promise<Cart>(() => undefined)) },
})

const loadingSnapshot = (): Snapshot<unknown> => {
  const actor = createActor(quietCart).start()
  actor.send({ type: 'cart.load' })
  return actor.getPersistedSnapshot() as Snapshot<unknown>
}

const failedSnapshot = (): Snapshot<unknown> => {
  const actor = createActor(quietCart).start()
  actor.send({ type: 'cart.load' })
  actor.send({ type: 'xstate.error.actor.loadCart', error: new Error('x') } as never)
  return actor.getPersistedSnapshot() as Snapshot<unknown>
}

/** Registers a source that asks for the cart machine in its failed state. */
function exploreFailedCart() {
  const source = {
    snapshotFor: vi.fn<(machineId: string) => Snapshot<unknown> | undefined>((id) => (id === 'cart' ? failedSnapshot() : undefined)),
    markTaken: vi.fn<(machineId: string) => void>(),
    isRequested: (id: string) => id === 'cart',
  }
  return { source, unregister: registerExploredSnapshots(source) }
}

describe('useScreenActor', () => {
  it('starts the machine normally while no devtools are registered (the live build)', () => {
    const { result } = renderHook(() => useScreenActor(quietCart))
    expect(result.current.getSnapshot().value).toBe('empty')
    expect(startedByExplorer(result.current)).toBe(false)
  })

  it('starts from the screen’s own snapshot (a server-rendered page) when the explorer does not ask', () => {
    const { result } = renderHook(() => useScreenActor(quietCart, undefined, loadingSnapshot()))
    expect(result.current.getSnapshot().value).toBe('loading')
    expect(startedByExplorer(result.current)).toBe(false)
  })

  it('starts in the explorer’s chosen state instead, takes it once on screen, and says so', () => {
    const { source, unregister } = exploreFailedCart()
    const { result, rerender } = renderHook(() => useScreenActor(quietCart, undefined, loadingSnapshot()))
    rerender()
    expect(result.current.getSnapshot().value).toBe('failed')
    expect(startedByExplorer(result.current)).toBe(true)
    expect(source.snapshotFor).toHaveBeenCalledTimes(1)
    expect(source.markTaken).toHaveBeenCalledWith('cart')
    unregister()
  })

  it('shows the screen’s actor in the registered inspector', () => {
    const seen: InspectionEvent[] = []
    const unregister = registerInspector((e) => seen.push(e))
    const { result } = renderHook(() => useScreenActor(quietCart))
    result.current.send({ type: 'cart.load' })
    expect(seen.some((e) => e.type === '@xstate.event' && e.event.type === 'cart.load')).toBe(true)
    unregister()
  })
})

describe('useScreenMachine', () => {
  it('answers the snapshot, send and actor, started in the explorer’s chosen state', () => {
    const { unregister } = exploreFailedCart()
    const { result } = renderHook(() => useScreenMachine(quietCart))
    const [snapshot, send, actor] = result.current
    expect(snapshot.value).toBe('failed')
    expect(send).toBe(actor.send)
    expect(startedByExplorer(actor)).toBe(true)
    unregister()
  })
})
