import { notifications } from '@mantine/notifications'
import { act, screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { createActor, type EventObject } from 'xstate'
import { afterAll, describe, expect, it } from 'vitest'
import { mockBackend } from '../../mocks/node'
import { cartTotal } from '../../mocks/use-cases/cart'
import { setScenario } from '../../mocks/scenarios'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { CartPage } from '../../src/features/cart/cart-page'
import { formatRupees } from '../../src/lib/money'
import { cartMachine } from '../../src/machines/cart.machine'
import { couponMachine, type CouponContext } from '../../src/machines/coupon.machine'
import { renderWithProviders, setupMockBackend, signInAsDemoBuyer } from '../setup/render'
import { coveringPaths, describePath, gateCall, type PathEvent } from './checkout-model-support'
import { coverageOf, printCoverage, type MachinePath } from './machine-paths'

/*
 * Paths generated from the coupon machine, played on the cart's coupon box with the fake backend
 * answering: typing a code, Apply and the chip's remove button are the buyer's; the machine's
 * done/error events are the backend accepting or rejecting the held call (a rejected coupon
 * included).
 */
setupMockBackend()

const CODE = 'WELCOME10'
const events: PathEvent[] = [
  { type: 'coupon.edit', code: CODE },
  { type: 'coupon.edit', code: '' },
  { type: 'coupon.apply' },
  { type: 'coupon.remove', code: CODE },
  { type: 'xstate.done.actor.applyCoupon', output: { msg: 'Coupon applied successfully' } },
  { type: 'xstate.error.actor.applyCoupon', error: new Error('HTTP 400') },
  { type: 'xstate.done.actor.removeCoupon', output: { msg: 'Coupon removed successfully' } },
  { type: 'xstate.error.actor.removeCoupon', error: new Error('HTTP 400') },
]

type Step = MachinePath['steps'][number]
const valueOf = (state: Step['state']) => String(state.value)
const contextOf = (state: Step['state']) => (state as unknown as { context: CouponContext }).context

/**
 * Whether a chip shows at each step: it comes from the cart (the server), not from the coupon
 * machine. It shows after an accepted apply and goes after an accepted removal; a path that
 * starts with a removal starts with the coupon already applied.
 */
function chipTimeline(path: MachinePath): boolean[] | null {
  const firstNeed = path.events.find((e) => ['coupon.edit', 'coupon.apply', 'coupon.remove'].includes(e.type))
  let chip = firstNeed?.type === 'coupon.remove'
  const timeline = [chip]
  for (const e of path.events) {
    // typing and Apply need the box free of a chip; the remove button needs one
    if ((e.type === 'coupon.edit' || e.type === 'coupon.apply') && chip) return null
    if (e.type === 'coupon.remove' && !chip) return null
    if (e.type === 'xstate.done.actor.applyCoupon') chip = true
    if (e.type === 'xstate.done.actor.removeCoupon') chip = false
    timeline.push(chip)
  }
  return timeline
}

const paths = coveringPaths(couponMachine, events, {
  input: { cart: createActor(cartMachine) },
  serialize: (s) => JSON.stringify([s.value, (s as unknown as { context: CouponContext }).context.code]),
  isFeasible: (p) => chipTimeline(p) !== null,
})
const executed: MachinePath[] = []

const codeBox = () => screen.getByRole('textbox', { name: 'Coupon code' })
const applyButton = () => screen.getByRole('button', { name: 'Apply' })
const chipRemove = () => screen.queryByRole('button', { name: `Remove coupon ${CODE}` })
const serverTotal = () => cartTotal(mockBackend, DEMO_BUYER.id).totalPrice

/** The toast a step raises, if any. */
function toastAfter(event: EventObject, before: Step['state']): string | null {
  switch (event.type) {
    case 'coupon.apply':
      return contextOf(before).code.trim() === '' ? 'Please enter coupon code' : null
    case 'xstate.done.actor.applyCoupon':
      return 'Coupon applied successfully'
    case 'xstate.error.actor.applyCoupon':
      return 'Coupon has expired'
    case 'xstate.done.actor.removeCoupon':
      return 'Coupon removed successfully'
    case 'xstate.error.actor.removeCoupon':
      return 'Something went wrong'
    default:
      return null
  }
}

/** What the buyer must see in each state, with or without the chip. */
async function expectScreen(state: Step['state'], chip: boolean, toast: string | null) {
  if (toast) expect(await screen.findByText(toast)).toBeInTheDocument()
  const value = valueOf(state)
  if (value === 'applying') {
    await waitFor(() => expect(applyButton()).toBeDisabled())
    expect(codeBox()).toBeDisabled()
    return
  }
  if (value === 'removing') {
    await waitFor(() => expect(chipRemove()).toBeDisabled())
    expect(applyButton()).toBeDisabled()
    return
  }
  if (value !== 'idle') throw new Error(`no screen check for state ${value}`)
  if (chip) {
    // the applied code shows as a chip, Apply waits, and the total is the server's discounted one
    await waitFor(() => expect(chipRemove()).toBeEnabled())
    expect(applyButton()).toBeDisabled()
  } else {
    await waitFor(() => expect(chipRemove()).toBeNull())
    expect(applyButton()).toBeEnabled()
    expect(codeBox()).toHaveValue(contextOf(state).code)
  }
  const summary = screen.getByRole('region', { name: 'Order Summary' })
  await waitFor(() => expect(within(summary).getAllByText(formatRupees(serverTotal()))).toHaveLength(2))
}

async function play(user: UserEvent, event: EventObject & { code?: string }, after: Step['state'], gates: Gates) {
  switch (event.type) {
    case 'coupon.edit':
      await user.clear(codeBox())
      if (event.code) await user.type(codeBox(), event.code)
      return
    case 'coupon.apply':
      if (valueOf(after) === 'applying') gates.apply = gateCall('post', '*/api/user/apply-coupon')
      return user.click(applyButton())
    case 'coupon.remove':
      gates.remove = gateCall('post', '*/api/user/remove-coupon')
      return user.click(chipRemove()!)
    case 'xstate.done.actor.applyCoupon':
    case 'xstate.error.actor.applyCoupon':
      // a rejection as the backend words it for an expired code
      if (event.type.startsWith('xstate.error')) setScenario('applyCoupon', 'server-error', { status: 400, msg: 'Coupon has expired' })
      await gates.apply!.arrived
      gates.apply!.release()
      return
    case 'xstate.done.actor.removeCoupon':
    case 'xstate.error.actor.removeCoupon':
      // no answer at all: the box falls back to 'Something went wrong'
      if (event.type.startsWith('xstate.error')) setScenario('removeCoupon', 'network')
      await gates.remove!.arrived
      gates.remove!.release()
      return
    default:
      throw new Error(`no action for ${event.type}`)
  }
}

interface Gates {
  apply: ReturnType<typeof gateCall> | null
  remove: ReturnType<typeof gateCall> | null
}

describe('coupon machine paths, played on the cart coupon box', () => {
  afterAll(() => printCoverage(coverageOf(couponMachine, executed)))

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_, path) => {
    const chips = chipTimeline(path)!
    await signInAsDemoBuyer()
    if (chips[0]) mockBackend.db.put('users', mockBackend.db.get('users').map((u) => (u._id === DEMO_BUYER.id ? { ...u, cart: { ...u.cart, appliedCoupon: CODE } } : u)))
    const { user } = renderWithProviders(<CartPage />, { route: '/cart', path: '/cart' })
    await screen.findByRole('region', { name: 'Order Summary' })
    await expectScreen(path.steps[0]!.state, chips[0]!, null)
    const gates: Gates = { apply: null, remove: null }

    for (const [i, step] of path.steps.entries()) {
      if (i === 0) continue
      act(() => notifications.clean())
      await play(user, step.event, step.state, gates)
      await expectScreen(step.state, chips[i]!, toastAfter(step.event, path.steps[i - 1]!.state))
      setScenario('applyCoupon', 'success')
      setScenario('removeCoupon', 'success')
    }
    executed.push(path)
    // a long path renders and answers many calls: allow for a busy 2-core machine
  }, 60_000)
})
