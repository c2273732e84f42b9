import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CategoryBar } from '../../src/features/layout/category-bar'
import { config } from '../../src/services/config'
import { renderWithProviders, setupMockBackend } from '../setup/render'

setupMockBackend()

/** The category array as the server answers it (GET /categories/array). */
async function serverCategoryNames(): Promise<string[]> {
  const response = await fetch(`${config.apiBaseUrl}/categories/array`)
  return ((await response.json()) as { data: string[] }).data
}

describe('category bar', () => {
  it('shows New Arrivals and the first 8 categories of the product store', async () => {
    const names = await serverCategoryNames()
    expect(names.length).toBeGreaterThan(8) // the seed has more than the bar shows
    renderWithProviders(<CategoryBar />, { path: '*' })
    const bar = screen.getByRole('navigation', { name: 'Categories' })
    await within(bar).findByRole('button', { name: names[0] })
    const labels = within(bar)
      .getAllByRole('button')
      .map((b) => b.textContent)
    expect(labels).toEqual(['New Arrivals', ...names.slice(0, 8)])
  })

  it('New Arrivals opens the listing with todaysDeals and, pressed again, turns it off', async () => {
    const { user, router } = renderWithProviders(<CategoryBar />, { route: '/about-us', path: '*' })
    const newArrivals = screen.getByRole('button', { name: 'New Arrivals' })
    expect(newArrivals).toHaveAttribute('aria-pressed', 'false')

    await user.click(newArrivals)
    expect(router.location.pathname).toBe('/products')
    expect(router.location.search).toBe('?todaysDeals=true')
    expect(screen.getByRole('button', { name: 'New Arrivals' })).toHaveAttribute('aria-pressed', 'true')

    await user.click(screen.getByRole('button', { name: 'New Arrivals' }))
    expect(router.location.search).toBe('')
    expect(screen.getByRole('button', { name: 'New Arrivals' })).toHaveAttribute('aria-pressed', 'false')
  })

  it('a category button sets the category filter on the listing and toggles off when already on', async () => {
    const [first, second] = await serverCategoryNames()
    const { user, router } = renderWithProviders(<CategoryBar />, { route: '/products?rating=4&page=2', path: '*' })
    await user.click(await screen.findByRole('button', { name: first }))
    expect(new URLSearchParams(router.location.search).get('category')).toBe(first)
    expect(new URLSearchParams(router.location.search).get('rating')).toBe('4')
    expect(new URLSearchParams(router.location.search).has('page')).toBe(false)
    expect(screen.getByRole('button', { name: first })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: second })).toHaveAttribute('aria-pressed', 'false')

    await user.click(screen.getByRole('button', { name: first }))
    expect(new URLSearchParams(router.location.search).has('category')).toBe(false)
  })
})
