// @vitest-environment happy-dom
import { configure, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockBackend } from '../../mocks/node'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { OrderHistorySection } from '../../src/features/orders/public/order-history-section'
import { tokenStore } from '../../src/services/token-store'
import { renderWithProviders, setupMockBackend, signInAsDemoBuyer } from '../setup/render'

/* the review is multipart: happy-dom, since jsdom corrupts File bodies (API-NOTES) */
setupMockBackend()
// the machine is shared by parallel runs: give slow answers time before calling them missing
configure({ asyncUtilTimeout: 5000 })

// happy-dom has no document.fonts, which Mantine's autosize Textarea listens to
if (!('fonts' in document) || !document.fonts) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() })
}

const orderRecord = (orderId: string) => mockBackend.db.get('orders').find((o) => o.orderId === orderId)!

describe('Review Your Purchase from the order history (SPEC 3 review form)', () => {
  it('is offered on delivered lines not yet reviewed, and sends the orderId with the review', async () => {
    const session = await signInAsDemoBuyer()
    tokenStore.set(session.token) // see order-history.test.tsx: the providers start in the same commit
    const { user } = renderWithProviders(<OrderHistorySection />)
    await screen.findByText('1 of 2')
    expect(screen.queryByRole('button', { name: 'Review Your Purchase' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByText('2 of 2')
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Review Your Purchase' })).toHaveLength(2))

    const card = screen.getAllByRole('button', { name: 'Review Your Purchase' })[0]!.closest('article')!
    const orderId = card.getAttribute('aria-label')!.replace('Order ', '')
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
    expect(screen.getAllByRole('button', { name: 'Review Your Purchase' })).toHaveLength(1)
  }, 60_000)
})
