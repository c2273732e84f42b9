import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { ActorRefFrom } from 'xstate'
import { isCheckoutStep, stepOf, type CheckoutStep, type checkoutMachine } from '../../machines/checkout.machine'

/** The step named by `?step=`, or the first step when it names none. */
export function stepFromSearch(search: URLSearchParams): CheckoutStep {
  const step = search.get('step')
  return isCheckoutStep(step) ? step : 'address'
}

/**
 * Keeps `/checkout?step=` and the machine in step, so the browser's Back and Forward and a
 * reload keep the buyer's place: a changed URL asks the machine for that step (its guards may
 * land it earlier), and every step the machine settles on is written back, pushed when the buyer
 * moved on, replaced when the machine corrected the URL. `startedFromSnapshot`: the state
 * explorer started the machine in a chosen state; the URL's step is only the screen for it, so
 * it is not sent back as a request (which could move the machine out of that state).
 */
export function useCheckoutStepUrl(checkout: ActorRefFrom<typeof checkoutMachine>, startedFromSnapshot = false): void {
  const [search, setSearch] = useSearchParams()
  const urlStep = stepFromSearch(search)
  // a bare /checkout gets its ?step= written in too, so every step has its own address
  const writtenStep = search.get('step')
  const machineStep = useSelector(checkout, stepOf)

  const snapshotStep = useRef(startedFromSnapshot ? urlStep : null)
  useEffect(() => {
    if (urlStep === snapshotStep.current) return
    snapshotStep.current = null
    checkout.send({ type: 'checkout.goTo', step: urlStep })
  }, [checkout, urlStep])

  useEffect(() => {
    // read the machine now, not the rendered value: the effect above may just have moved it
    const snapshot = checkout.getSnapshot()
    const current = stepOf(snapshot)
    if (!current || current === writtenStep) return
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous)
        next.set('step', current)
        return next
      },
      { replace: snapshot.context.navigation === 'replace' },
    )
  }, [checkout, machineStep, writtenStep, setSearch])
}
