import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { ProductsPage } from '../../src/features/catalogue/products-page'
import { renderWithProviders, setupMockBackend } from '../setup/render'

setupMockBackend()

/*
 * The Filter popup's last button (issue 28, point 5): it names the listing's total for the
 * filters as they stand, and closes the popup onto the results.
 */

const openPopup = async (user: ReturnType<typeof renderWithProviders>['user']) => {
  await user.click(screen.getByRole('button', { name: /^Filter/ }))
  return screen.findByRole('dialog', { name: 'Select Your Filters' })
}

describe('the Filter popup’s results button', () => {
  it('shows the listing’s total, follows a filter, and closes onto the results', async () => {
    const { user } = renderWithProviders(<ProductsPage />, { route: '/products', path: '/products' })
    const total = Number((await screen.findByText(/^\d+ products$/)).textContent!.split(' ')[0])
    const popup = await openPopup(user)
    expect(within(popup).getByRole('button', { name: `Show ${total} fabrics` })).toBeInTheDocument()

    await user.click(within(popup).getByRole('radio', { name: 'Above ₹1,000' }))
    const narrowed = await within(popup).findByRole('button', { name: /^(Show \d+ fabrics?|No fabrics match)$/ })
    const shown = await screen.findByText(/^\d+ products$|^No Products Found$/)
    const count = shown.textContent === 'No Products Found' ? 0 : Number(shown.textContent!.split(' ')[0])
    expect(count).toBeLessThan(total)
    expect(narrowed).toHaveAccessibleName(count === 0 ? 'No fabrics match' : count === 1 ? 'Show 1 fabric' : `Show ${count} fabrics`)

    await user.click(narrowed)
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select Your Filters' })).not.toBeInTheDocument())
  })

  it('gives no number when the listing could not be loaded', async () => {
    server.use(http.get('*/getAllProducts', () => HttpResponse.json({ msg: 'down' }, { status: 500 })))
    const { user } = renderWithProviders(<ProductsPage />, { route: '/products', path: '/products' })
    await screen.findByText('Products could not be loaded')
    const popup = await openPopup(user)
    expect(within(popup).getByRole('button', { name: 'Show fabrics' })).toBeInTheDocument()
  })
})
