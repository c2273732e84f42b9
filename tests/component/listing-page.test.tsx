import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ProductsPage } from '../../src/features/catalogue/products-page'
import { renderWithProviders, setupMockBackend } from '../setup/render'

setupMockBackend()

const cards = () => within(screen.getByRole('region', { name: 'Results' })).queryAllByRole('article')

describe('product listing', () => {
  it('shows 12 products, page 1 of N and every filter of SPEC 3 and 9', async () => {
    const { user } = renderWithProviders(<ProductsPage />, { route: '/products', path: '/products' })
    await waitFor(() => expect(cards()).toHaveLength(12))
    expect(screen.getByText(/^page 1 of \d+$/)).toBeInTheDocument()
    const filters = screen.getByRole('complementary', { name: 'Filters' })
    expect(within(filters).getByRole('switch', { name: /Today's Deals/ })).not.toBeChecked()
    expect(within(filters).getByRole('radio', { name: '₹0 – ₹50' })).toBeInTheDocument()
    expect(within(filters).getByRole('radio', { name: 'Above ₹1,000' })).toBeInTheDocument()
    expect(within(filters).getByRole('radio', { name: '4 stars & up' })).toBeInTheDocument()
    expect(within(filters).getByRole('slider', { name: 'Maximum weight' })).toHaveAttribute('aria-valuenow', '400')
    expect(within(filters).getByRole('combobox', { name: 'Count' })).toHaveValue('')
    expect(within(filters).getByRole('combobox', { name: 'Construction' })).toHaveValue('')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText(/^page 2 of \d+$/)).toBeInTheDocument()
  })
})
