import { notifications } from '@mantine/notifications'
import { act, screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { createActor, type EventObject } from 'xstate'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { mockBackend, server } from '../../mocks/node'
import { setScenario } from '../../mocks/scenarios'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { CheckoutPage } from '../../src/features/checkout/checkout-page'
import { earliestScheduleDate, isShippingComplete, shippingOptionById, type ShippingChoice } from '../../src/lib/shipping-options'
import { IDEMPOTENCY_HEADER } from '../../contracts/endpoints'
import type { PaymentCheckout } from '../../contracts/payment'
import { PAYMENT_MESSAGES } from '../../contracts/payment-messages'
import { cartMachine } from '../../src/machines/cart.machine'
import { checkoutMachine, type CheckoutContext } from '../../src/machines/checkout.machine'
import { renderWithProviders, setupMockBackend, signInAsDemoBuyer, type RenderWithProvidersResult } from '../setup/render'
import { coveringPaths, describePath, gateCall, type PathEvent } from './checkout-model-support'
import { coverageOf, printCoverage, type MachinePath } from './machine-paths'

/*
 * Paths generated from the checkout machine, played on the rendered checkout with the fake
 * backend answering. A step, Back, a shipping option, a date, a payment tab, Place Order, a retry
 * or a popup's close is a click; `checkout.goTo` is the browser moving to another ?step=; the
 * address book's report is the list arriving or another card chosen; the machine's done/error
 * events are the backend answering the held call, as the path says (a failed order included).
 */
setupMockBackend()

const scheduleDate = earliestScheduleDate()
/** What Place Order answers for Credit Card and Paypal (UPI): the orders await the demo gateway (issue 31). */
const demoCheckout: PaymentCheckout = {
  provider: 'demo', paymentId: 'any', providerOrderId: 'order_demo_any', amount: 100, currency: 'INR', orderIds: ['any'], holdUntil: '2030-01-01T00:00:00.000Z',
}
const someAddress = { _id: 'any', address: 'x', city: 'x', state: 'x', alternativePhoneNumber: '9876543210' }
const events: PathEvent[] = [
  { type: 'checkout.addressChanged', address: someAddress },
  { type: 'checkout.goTo', step: 'address' },
  { type: 'checkout.goTo', step: 'shipping' },
  { type: 'checkout.goTo', step: 'payment' },
  { type: 'checkout.next' },
  { type: 'checkout.back' },
  { type: 'checkout.chooseShipping', optionId: 'express' },
  { type: 'checkout.chooseShipping', optionId: 'scheduled' },
  { type: 'checkout.chooseDate', date: scheduleDate },
  { type: 'checkout.choosePayment', tab: 'Paypal' },
  { type: 'checkout.choosePayment', tab: 'Cash on Delivery' },
  { type: 'checkout.placeOrder' },
  { type: 'checkout.retry' },
  { type: 'checkout.closePopup' },
  { type: 'xstate.done.actor.loadSummary', output: { products: [{}], totalPrice: 1 } },
  { type: 'xstate.error.actor.loadSummary', error: new Error('HTTP 500') },
  { type: 'xstate.done.actor.placeOrder', output: { orderId: 'any' } },
  { type: 'xstate.done.actor.placeOrder', output: { orderId: 'any', payment: demoCheckout } },
  // the demo gateway: Pay (confirmed by the server) or Decline
  { type: 'xstate.done.actor.gateway', output: { paid: true } },
  { type: 'xstate.done.actor.gateway', output: { paid: false, reason: PAYMENT_MESSAGES.demoDeclined } },
  // Try Again after a failed payment: Pay Now answers the same payment, or is refused
  { type: 'xstate.done.actor.reopenPayment', output: demoCheckout },
  { type: 'xstate.error.actor.reopenPayment', error: new Error('HTTP 500') },
  { type: 'xstate.error.actor.placeOrder', error: new Error('HTTP 500') },
]

type Step = MachinePath['steps'][number]
const contextOf = (state: Step['state']) => (state as unknown as { context: CheckoutContext }).context
const valueOf = (state: Step['state']) => JSON.stringify(state.value)

/*
 * What the screen can play: the address book reports only while its list loads or when the
 * buyer picks another card on step 1, and the date picker only shows for scheduled delivery.
 * The fake answers Place Order with a payment exactly when the tab is Credit Card or Paypal.
 */
function isFeasible(path: MachinePath): boolean {
  return path.steps.every((step, i) => {
    if (i === 0) return true
    const before = path.steps[i - 1]!.state
    if (step.event.type === 'xstate.done.actor.placeOrder') {
      const prepaid = contextOf(before).paymentTab !== 'Cash on Delivery'
      return prepaid === ((step.event as { output?: { payment?: unknown } }).output?.payment !== undefined)
    }
    if (step.event.type === 'checkout.addressChanged') return ['"resolving"', '"address"'].includes(valueOf(before))
    if (step.event.type === 'checkout.chooseDate') return contextOf(before).shipping?.optionId === 'scheduled'
    return true
  })
}

const paths = coveringPaths(checkoutMachine, events, {
  input: { cart: createActor(cartMachine), userName: DEMO_BUYER.name, requestedStep: 'address', draft: null },
  // the guards read the address, the shipping choice, the step asked for and the payment; the
  // screen answers by the tab (prepaid or not)
  serialize: (s) => {
    const c = (s as unknown as { context: CheckoutContext }).context
    return JSON.stringify([s.value, c.address !== null, c.shipping, c.requestedStep, c.payment !== null, c.paymentTab])
  },
  isFeasible,
})
const executed: MachinePath[] = []

const ordersOfBuyer = () => mockBackend.db.get('orders').filter((o) => o.userId === DEMO_BUYER.id).length
/** The numbers of the buyer's orders made since the run began (the fake appends them). */
const numbersSince = (run: Run) =>
  mockBackend.db.get('orders').filter((o) => o.userId === DEMO_BUYER.id).slice(run.ordersAtStart).map((o) => o.orderId)
const cartLinesOfBuyer = () => mockBackend.db.get('users').find((u) => u._id === DEMO_BUYER.id)?.cart.products.length ?? 0

interface Run {
  readonly view: RenderWithProvidersResult
  readonly user: UserEvent
  addressesGate: ReturnType<typeof gateCall> | null
  summaryGate: ReturnType<typeof gateCall> | null
  buyGate: ReturnType<typeof gateCall> | null
  payNowGate: ReturnType<typeof gateCall> | null
  readonly ordersAtStart: number
  readonly linesAtStart: number
  ordersPlaced: number
}

const button = (name: string | RegExp) => screen.getByRole('button', { name, hidden: true })
const stepInUrl = (run: Run) => new URLSearchParams(run.view.router.location.search).get('step')

/** What the buyer must see in each state. */
async function expectScreen(run: Run, state: Step['state'], answered: string | null) {
  const value = valueOf(state)
  const context = contextOf(state)
  switch (value) {
    case '"resolving"':
      expect(screen.getByRole('status')).toHaveTextContent('Loading...')
      expect(screen.queryByRole('button', { name: 'Next' })).toBeNull()
      return
    case '"address"': {
      expect(await screen.findByText('Delivery Address')).toBeInTheDocument()
      await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(3))
      expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(1)
      expect(button('Next')).toBeEnabled()
      await waitFor(() => expect(stepInUrl(run)).toBe('address'))
      return
    }
    case '"shipping"': {
      const shipping = context.shipping as ShippingChoice
      const option = shippingOptionById(shipping.optionId)
      expect(await screen.findByRole('radio', { name: new RegExp(option.name) })).toBeChecked()
      if (shipping.optionId === 'scheduled') {
        expect(await screen.findByRole('button', { name: /^Choose a Date/ }, { timeout: 5000 })).toBeInTheDocument()
      } else {
        expect(screen.queryByRole('button', { name: /^Choose a Date/ })).toBeNull()
      }
      await waitFor(() => expect(button('Next')).toHaveProperty('disabled', !isShippingComplete(shipping)))
      await waitFor(() => expect(stepInUrl(run)).toBe('shipping'))
      return
    }
    case '{"payment":"loadingSummary"}':
      expect(await screen.findByText('Loading...')).toBeInTheDocument()
      expect(button('Place Order')).toBeDisabled()
      await waitFor(() => expect(stepInUrl(run)).toBe('payment'))
      expect(screen.getByRole('tab', { name: context.paymentTab, hidden: true })).toHaveAttribute('aria-selected', 'true')
      return
    case '{"payment":"summaryFailed"}':
      expect(await screen.findByText('We could not load your order summary.')).toBeInTheDocument()
      if (answered) expect(await screen.findByText('Internal server error')).toBeInTheDocument()
      expect(button('Place Order')).toBeDisabled()
      return
    case '{"payment":"ready"}': {
      const aside = screen.getByRole('complementary', { name: 'Order summary' })
      expect(await within(aside).findByText('Estimated Tax (10%)')).toBeInTheDocument()
      expect(within(aside).getByText('Shipping Charges')).toBeInTheDocument()
      expect(within(aside).getAllByRole('listitem')).toHaveLength(run.linesAtStart)
      expect(button('Place Order')).toBeEnabled()
      expect(button('Back')).toBeEnabled()
      expect(screen.getByRole('tab', { name: context.paymentTab })).toHaveAttribute('aria-selected', 'true')
      await waitFor(() => expect(stepInUrl(run)).toBe('payment'))
      return
    }
    case '{"payment":"placing"}':
      expect(await screen.findByRole('button', { name: 'Placing Order...', hidden: true })).toBeDisabled()
      expect(button('Back')).toBeDisabled()
      await waitFor(() => expect(stepInUrl(run)).toBe('payment'))
      return
    case '{"payment":"paying"}': {
      const gateway = await screen.findByRole('dialog', { name: 'Demo payment gateway' })
      expect(within(gateway).getByText(PAYMENT_MESSAGES.demoNotice)).toBeInTheDocument()
      expect(within(gateway).getByRole('button', { name: 'Pay' })).toBeEnabled()
      expect(button('Placing Order...')).toBeDisabled()
      expect(button('Back')).toBeDisabled()
      // the orders are placed and await payment
      expect(ordersOfBuyer()).toBe(run.ordersAtStart + run.linesAtStart)
      return
    }
    case '{"payment":"reopening"}':
      expect(await screen.findByRole('button', { name: 'Placing Order...', hidden: true })).toBeDisabled()
      return
    case '{"payment":"succeeded"}': {
      const popup = await screen.findByRole('dialog', { name: 'Payment Success' })
      // exactly one order per cart line, however often Place Order was pressed or retried
      expect(ordersOfBuyer()).toBe(run.ordersAtStart + run.linesAtStart)
      // the popup names each of them, and leads to them in Order History
      const numbers = within(popup).getByRole('list', { name: /^Order IDs?$/ })
      expect(within(numbers).getAllByRole('listitem').map((li) => li.textContent)).toEqual(numbersSince(run))
      expect(within(popup).getByRole('link', { name: 'View in Order History' })).toHaveAttribute('href', '/user-profile?section=orderHistory')
      await waitFor(() => expect(cartLinesOfBuyer()).toBe(0))
      return
    }
    case '{"payment":"failed"}': {
      const popup = await screen.findByRole('dialog', { name: 'Payment Failure' })
      expect(ordersOfBuyer()).toBe(run.ordersAtStart + (run.ordersPlaced > 0 ? run.linesAtStart : 0))
      // a failed payment: the orders stay, awaiting payment, and Pay Now is where to pay
      if (context.payment) expect(within(popup).getByText(PAYMENT_MESSAGES.payAgainLater)).toBeInTheDocument()
      return
    }
    case '"completed"':
      // the thank-you page's address carries the order numbers
      expect(await screen.findByText(`Moved to /success-payment?orders=${numbersSince(run).join(',')}`)).toBeInTheDocument()
      return
    case '"abandoned"':
    case '"leftToCart"':
      expect(await screen.findByText('Moved to /cart')).toBeInTheDocument()
      return
    default:
      throw new Error(`no screen check for state ${value}`)
  }
}

const entersPayment = (before: Step['state'], after: Step['state']) =>
  valueOf(after) === '{"payment":"loadingSummary"}' && valueOf(before) !== '{"payment":"loadingSummary"}'

async function chooseDate(user: UserEvent, iso: string) {
  await user.click(await screen.findByRole('button', { name: /^Choose a Date/ }, { timeout: 5000 }))
  const [y, m, d] = iso.split('-').map(Number)
  const label = new Date(y!, m! - 1, d!).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })
  await user.click(await screen.findByRole('button', { name: label }))
}

/** Plays one event of the path as the buyer or the backend would. */
async function play(run: Run, event: EventObject & Record<string, unknown>, before: Step['state'], after: Step['state']) {
  const { user } = run
  if (entersPayment(before, after)) run.summaryGate = gateCall('get', '*/api/user/cart')
  switch (event.type) {
    case 'checkout.addressChanged':
      if (valueOf(before) === '"resolving"') {
        run.addressesGate?.release()
      } else {
        const other = screen.getAllByRole('radio').find((r) => !(r as HTMLInputElement).checked)!
        await user.click(other)
        expect(await screen.findByText('Address selected successfully')).toBeInTheDocument()
      }
      return
    case 'checkout.goTo':
      await act(() => run.view.router.navigate(`/checkout?step=${String(event.step)}`))
      return
    case 'checkout.next':
      return user.click(button('Next'))
    case 'checkout.back':
      return user.click(button('Back'))
    case 'checkout.chooseShipping':
      return user.click(screen.getByRole('radio', { name: new RegExp(shippingOptionById(event.optionId as 'free').name) }))
    case 'checkout.chooseDate':
      return chooseDate(user, String(event.date))
    case 'checkout.choosePayment':
      return user.click(screen.getByRole('tab', { name: String(event.tab), hidden: true }))
    case 'checkout.placeOrder':
      run.buyGate = gateCall('post', '*/api/buy')
      return user.click(button('Place Order'))
    case 'checkout.retry':
      if (valueOf(before) === '{"payment":"failed"}' && contextOf(before).payment) {
        run.payNowGate = gateCall('post', '*/api/payments/:id/pay-now')
        return user.click(button('Try Again'))
      }
      if (valueOf(before) === '{"payment":"failed"}') {
        run.buyGate = gateCall('post', '*/api/buy')
        return user.click(button('Try Again'))
      }
      return user.click(button('Try again'))
    case 'checkout.closePopup':
      return user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }))
    case 'xstate.done.actor.loadSummary':
    case 'xstate.error.actor.loadSummary':
      setScenario('cart', event.type.startsWith('xstate.done') ? 'success' : 'server-error')
      await run.summaryGate!.arrived
      run.summaryGate!.release()
      return
    case 'xstate.done.actor.placeOrder':
    case 'xstate.error.actor.placeOrder':
      if (event.type.startsWith('xstate.done')) run.ordersPlaced++
      setScenario('buy', event.type.startsWith('xstate.done') ? 'success' : 'server-error')
      await run.buyGate!.arrived
      run.buyGate!.release()
      return
    case 'xstate.done.actor.gateway': {
      const gateway = await screen.findByRole('dialog', { name: 'Demo payment gateway' })
      const paid = (event.output as { paid: boolean }).paid
      return user.click(within(gateway).getByRole('button', { name: paid ? 'Pay' : 'Decline' }))
    }
    case 'xstate.done.actor.reopenPayment':
    case 'xstate.error.actor.reopenPayment':
      setScenario('payNow', event.type.startsWith('xstate.done') ? 'success' : 'server-error')
      await run.payNowGate!.arrived
      run.payNowGate!.release()
      return
    default:
      throw new Error(`no action for ${event.type}`)
  }
}

describe('checkout machine paths, played on the checkout screens', () => {
  const buyKeys: string[] = []
  beforeEach(() => {
    buyKeys.length = 0
    server.events.removeAllListeners()
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/api/buy')) buyKeys.push(request.headers.get(IDEMPOTENCY_HEADER) ?? '')
    })
  })
  afterAll(() => {
    server.events.removeAllListeners()
    printCoverage(coverageOf(checkoutMachine, executed))
  })

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_, path) => {
    await signInAsDemoBuyer()
    const addressesGate = gateCall('get', '*/api/addresses')
    const view = renderWithProviders(<CheckoutPage />, { route: '/checkout?step=address', path: '/checkout' })
    const run: Run = {
      view,
      user: view.user,
      addressesGate,
      summaryGate: null,
      buyGate: null,
      payNowGate: null,
      ordersAtStart: ordersOfBuyer(),
      linesAtStart: cartLinesOfBuyer(),
      ordersPlaced: 0,
    }
    // the cart beside the steps has arrived before the buyer does anything
    const aside = screen.getByRole('complementary', { name: 'Order summary' })
    await waitFor(() => expect(within(aside).getAllByRole('listitem')).toHaveLength(run.linesAtStart))
    await expectScreen(run, path.steps[0]!.state, null)

    for (const [i, step] of path.steps.entries()) {
      if (i === 0) continue
      act(() => notifications.clean())
      const before = path.steps[i - 1]!.state
      await play(run, step.event as EventObject & Record<string, unknown>, before, step.state)
      await expectScreen(run, step.state, step.event.type.startsWith('xstate.') ? step.event.type : null)
      // a forced failure lasts for the one answer it was meant for
      setScenario('cart', 'success')
      setScenario('buy', 'success')
      setScenario('payNow', 'success')
    }
    // a retried attempt reuses its key: every POST /buy of this run carried the same one
    expect(new Set(buyKeys).size).toBeLessThanOrEqual(1)
    executed.push(path)
    // a long path renders and answers many calls: allow for a busy 2-core machine
  }, 60_000)
})
