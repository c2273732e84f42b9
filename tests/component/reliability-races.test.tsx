import { act, screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mockBackend } from '../../mocks/node'
import { getCart } from '../../mocks/use-cases/cart'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { appRoutes } from '../../src/app/routes'
import { formatRupees } from '../../src/lib/money'
import { catalogueService } from '../../src/services/catalogue-service'
import { latch, probeCalls } from '../support/in-flight-probe'
import { SLOW } from '../support/failure-table'
import { renderRoutes, setupMockBackend, signInAsDemoBuyer } from '../setup/render'

/*
 * Races (issue 8, reliability): a slow listing answer for old filters never replaces the answer
 * for newer ones; five quick clicks on cart plus and minus, the wishlist heart and coupon Apply
 * never put more than one request in flight per control, and the screen ends up showing exactly
 * what the server holds.
 */
setupMockBackend()

const buyer = () => mockBackend.db.get('users').find((u) => u._id === DEMO_BUYER.id)!
const button = (name: string | RegExp) => screen.getByRole('button', { name })

async function clickFiveTimes(user: UserEvent, control: () => HTMLElement) {
  for (let i = 0; i < 5; i++) await user.click(control())
}

const cardNames = () =>
  within(screen.getByRole('region', { name: 'Results' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent)

describe('the listing', () => {
  it('never lets a slow answer for old filters replace the answer for newer ones', async () => {
    const { user } = renderRoutes(appRoutes, ['/products'])
    await waitFor(() => expect(screen.getByRole('region', { name: 'Results' })).toHaveAttribute('aria-busy', 'false'), SLOW)

    // the two answers, asked for before the probe holds anything; they differ, so a swap would show
    const newer = await catalogueService.listProducts({ page: '1', limit: '12', rating: '5' })
    const older = await catalogueService.listProducts({ page: '1', limit: '12', rating: '4' })
    expect(newer.data.map((p) => p.name)).not.toEqual(older.data.map((p) => p.name))

    // answers for 'rating=4' wait until the test lets them go; any other query answers at once
    const oldAnswer = latch()
    const probe = probeCalls('products', {
      hold: (request) => (new URL(request.url).searchParams.get('rating') === '4' ? oldAnswer.wait : undefined),
    })
    const filters = screen.getByRole('complementary', { name: 'Filters' })
    await user.click(within(filters).getByRole('radio', { name: '4 stars & up' }))
    await waitFor(() => expect(probe.count()).toBe(1))
    await user.click(within(filters).getByRole('radio', { name: '5 stars' }))

    await waitFor(() => expect(cardNames()).toEqual(newer.data.map((p) => p.name)), SLOW)

    oldAnswer.open()
    // the old request was cancelled when the filters changed, and its answer never lands
    await waitFor(() => expect(probe.aborted()).toBeGreaterThanOrEqual(1))
    await new Promise((done) => setTimeout(done, 300))
    expect(cardNames()).toEqual(newer.data.map((p) => p.name))
    expect(within(screen.getByRole('complementary', { name: 'Filters' })).getByRole('radio', { name: '5 stars' })).toBeChecked()
  })

  it('keeps the last of two quick filter changes, in the URL too (the first push never lands late)', async () => {
    const { router, user } = renderRoutes(appRoutes, ['/products'])
    const results = () => screen.getByRole('region', { name: 'Results' })
    await waitFor(() => expect(results()).toHaveAttribute('aria-busy', 'false'), SLOW)
    const filters = screen.getByRole('complementary', { name: 'Filters' })

    await user.click(within(filters).getByRole('radio', { name: '4 stars & up' }))
    await waitFor(() => expect(results()).toHaveAttribute('aria-busy', 'false'), SLOW)
    // straight after the answer: the URL for '4 stars & up' is still waiting for the repaint
    await user.click(within(filters).getByRole('radio', { name: '5 stars' }))

    await waitFor(() => expect(router.location.search).toBe('?rating=5'), SLOW)
    await new Promise((done) => setTimeout(done, 300))
    expect(router.location.search).toBe('?rating=5')
    expect(within(filters).getByRole('radio', { name: '5 stars' })).toBeChecked()
    // Back goes to the listing before the two changes or to '4 stars & up', never forward
    expect(['', '?rating=4']).toContain((await backOnce(router)).search)
  })
})

/** Presses Back once and answers the location the router lands on. */
async function backOnce(router: ReturnType<typeof renderRoutes>['router']) {
  await act(() => router.navigate(-1))
  return router.location
}

describe('five quick clicks', () => {
  it('on cart plus and minus: one update in flight at a time, and the quantity shown is the server’s', async () => {
    await signInAsDemoBuyer()
    const { user } = renderRoutes(appRoutes, ['/cart'])
    const line = buyer().cart.products[0]!
    const name = mockBackend.db.get('products').find((p) => p._id === line.productId)!.name
    const plus = () => button(`Increase quantity of ${name}`)
    const minus = () => button(`Decrease quantity of ${name}`)
    await waitFor(() => expect(plus()).toBeEnabled(), SLOW)
    const probe = probeCalls('updateCart')

    await clickFiveTimes(user, plus)
    await waitFor(() => expect(plus()).toBeEnabled(), SLOW)
    await clickFiveTimes(user, minus)
    await waitFor(() => expect(plus()).toBeEnabled(), SLOW)

    expect(probe.count()).toBeGreaterThanOrEqual(1)
    expect(probe.maxInFlight(), 'updates in flight at once').toBe(1)
    const server = buyer().cart.products.find((l) => l.productId === line.productId && l.productColor === line.productColor)!
    const row = screen.getByRole('button', { name: `Increase quantity of ${name}` }).closest('li')!
    await waitFor(() => expect(within(row).getByRole('textbox', { name: `Quantity of ${name}` })).toHaveValue(String(server.quantity)))
    // the totals too are the server's
    const total = getCart(mockBackend, DEMO_BUYER.id).data.totalPrice
    expect(within(screen.getByRole('region', { name: 'Order Summary' })).getAllByText(formatRupees(total)).length).toBeGreaterThan(0)
  })

  it('on the wishlist heart: one call in flight at a time, and the heart shows what the server holds', async () => {
    await signInAsDemoBuyer()
    const wished = new Set(buyer().wishlist.products.map((w) => w.productId))
    const product = mockBackend.db.get('products').find((p) => !wished.has(p._id) && (p.productVarieties[0]?.stock ?? 0) > 0)!
    const { user } = renderRoutes(appRoutes, [`/product/${product._id}`])
    const heart = () => screen.getByRole('button', { name: /^(Add to|Remove from) Wishlist$/ })
    await waitFor(() => expect(heart()).toBeEnabled(), SLOW)
    const probe = probeCalls(['wishlistAdd', 'wishlistRemove'])

    await clickFiveTimes(user, heart)
    await waitFor(() => expect(heart()).toBeEnabled(), SLOW)
    await new Promise((done) => setTimeout(done, 200))

    expect(probe.count()).toBeGreaterThanOrEqual(1)
    expect(probe.maxInFlight(), 'wishlist calls in flight at once').toBe(1)
    const onServer = buyer().wishlist.products.some((w) => w.productId === product._id)
    expect(heart()).toHaveAttribute('aria-pressed', String(onServer))
  })

  it('on coupon Apply: one call in flight, and the chip shows the coupon the server applied', async () => {
    await signInAsDemoBuyer()
    const { user } = renderRoutes(appRoutes, ['/cart'])
    const code = await screen.findByRole('textbox', { name: 'Coupon code' }, SLOW)
    await waitFor(() => expect(code).toBeEnabled(), SLOW)
    const probe = probeCalls('applyCoupon')

    await user.type(code, 'WELCOME10')
    await clickFiveTimes(user, () => button('Apply'))
    await screen.findByRole('button', { name: 'Remove coupon WELCOME10' }, SLOW)

    expect(probe.count(), 'apply calls').toBe(1)
    expect(probe.maxInFlight()).toBe(1)
    expect(buyer().cart.appliedCoupon).toBe('WELCOME10')
    expect(button('Apply')).toBeDisabled() // SPEC 4: disabled while a chip shows
  })
})
