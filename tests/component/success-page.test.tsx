import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SuccessPage } from '../../src/features/checkout/success-page'
import { thankYouPath } from '../../src/features/checkout/thank-you-path'
import { renderWithProviders, setupMockBackend } from '../setup/render'

/*
 * The thank-you page (SPEC 2) names the purchase's orders from its own address (issue 28,
 * point 8), so a reload or a bookmark shows them again, and leads to them in Order History.
 */
setupMockBackend()

const openThankYou = (route: string) => renderWithProviders(<SuccessPage />, { route, path: '/success-payment' })

describe('thank-you page', () => {
  it("keeps SPEC's words and names every order of the purchase, with a link to Order History", async () => {
    const numbers = ['TBN202605010007', 'TBN202605010008']
    const { user } = openThankYou(thankYouPath(numbers))
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for purchasing from Us' })).toBeInTheDocument()
    const list = screen.getByRole('list', { name: 'Order IDs' })
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(numbers)
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products')
    await user.click(screen.getByRole('link', { name: 'View in Order History' }))
    expect(await screen.findByText('Moved to /user-profile?section=orderHistory')).toBeInTheDocument()
  })

  it('names a single order as Order ID', () => {
    openThankYou('/success-payment?orders=TBN202605010009')
    const list = screen.getByRole('list', { name: 'Order ID' })
    expect(within(list).getByRole('listitem')).toHaveTextContent('TBN202605010009')
  })

  it('shows no numbers and no link without them', () => {
    openThankYou('/success-payment')
    expect(screen.getByRole('heading', { name: 'Thank you for purchasing from Us' })).toBeInTheDocument()
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.queryByRole('link', { name: 'View in Order History' })).toBeNull()
  })

  it('leaves out of a hand-made address what is no order number', () => {
    openThankYou(`/success-payment?orders=${encodeURIComponent('TBN202605010010,Call 555 to pay,<b>x</b>,TBN202605010010')}`)
    const list = screen.getByRole('list', { name: 'Order ID' })
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['TBN202605010010'])
    expect(screen.queryByText(/Call 555/)).toBeNull()
  })
})
