// @vitest-environment happy-dom
import { configure, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockBackend } from '../../mocks/node'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { OrderHistorySection } from '../../src/features/orders/public/order-history-section'
import { tokenStore } from '../../src/services/token-store'
import { renderWithProviders, setupMockBackend, signInAsDemoBuyer } from '../setup/render'

/* the review is multipart: happy-dom, since jsdom corrupts File bodies (docs/stack-notes.md) */
setupMockBackend()
// the machine is shared by parallel runs: give slow answers time before calling them missing
configure({ asyncUtilTimeout: 5000 })

// happy-dom has no document.fonts, which Mantine's autosize Textarea listens to
if (!('fonts' in document) || !document.fonts) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() })
}

const orderRecord = (orderId: string) => mockBackend.db.get('orders').find((o) => o.orderId === orderId)!

describe('Review Your Purchase from the order history (SPEC 3 review form)', () => {
  it('is offered on every line not yet reviewed, placed or delivered, and sends the orderId with the review', async () => {
    const session = await signInAsDemoBuyer()
    tokenStore.set(session.token) // see order-history.test.tsx: the providers start in the same commit
    const { user } = renderWithProviders(<OrderHistorySection />)
    await screen.findByText('1 of 2')
    // the server takes a review from any placed order of the product (rules/reviews.ts): every line of page 1 is open
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Review Your Purchase' })).toHaveLength(5))

    await user.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByText('2 of 2')
    // the fifth line of page 2 has its review already
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Review Your Purchase' })).toHaveLength(4))
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    await screen.findByText('1 of 2')

    // a line only placed, far from delivered
    const placed = mockBackend.db.get('orders').find((o) => o.userId === DEMO_BUYER.id && o.trackingDetails?.at(-1)?.status === 'Ordered Placed')!
    const card = await screen.findByRole('article', { name: `Order ${placed.orderId}` })
    const orderId = placed.orderId
    const order = orderRecord(orderId)
    expect(order).toMatchObject({ userId: DEMO_BUYER.id, reviewed: false })

    await user.click(within(card).getByRole('button', { name: 'Review Your Purchase' }))
    const dialog = await screen.findByRole('dialog', { name: 'Review Your Purchase' })
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }))
    await user.type(within(dialog).getByRole('textbox', { name: /Your review/ }), 'Even weave, true to the photos.')
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(orderRecord(orderId).reviewed).toBe(true)
    const product = mockBackend.db.get('products').find((p) => p._id === order.productId)!
    expect(product.rating?.at(-1)).toMatchObject({ value: 4, review: 'Even weave, true to the photos.' })
    expect(within(card).queryByRole('button', { name: 'Review Your Purchase' })).not.toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Review Your Purchase' })).toHaveLength(4)
  }, 60_000)
})
