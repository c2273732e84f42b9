import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MOCK_LOCATION } from '../../mocks/handlers/geolocation-handler'
import { server } from '../../mocks/node'
import { setScenario } from '../../mocks/scenarios'
import { Header } from '../../src/features/layout/header'
import { config } from '../../src/services/config'
import { renderWithProviders, setupMockBackend, signInAsDemoBuyer } from '../setup/render'

setupMockBackend()

/** The public IP-geolocation service, answered by the fake backend's stand-in place. */
function answerGeolocation() {
  server.use(http.get(config.geolocationUrl, () => HttpResponse.json(MOCK_LOCATION)))
}

/** The demo buyer's cart as the server holds it. */
async function serverCartCount(token: string): Promise<number> {
  const response = await fetch(`${config.apiBaseUrl}/user/cart`, { headers: { Authorization: `Bearer ${token}` } })
  const body = (await response.json()) as { data: { products: unknown[] } }
  return body.data.products.length
}

/** Pretends the window matches (or not) the media queries containing `fragment`. */
function windowMatching(fragment: string) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes(fragment),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  )
}

afterEach(() => vi.restoreAllMocks())

describe('header, logged out', () => {
  it('offers Sign Up and Login and no account icons', () => {
    renderWithProviders(<Header />)
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register')
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Wishlist' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Account' })).not.toBeInTheDocument()
  })

  it('links the logo home and shows the four tabs, the active one following the path', () => {
    renderWithProviders(<Header />, { route: '/products?category=Silk', path: '/products' })
    expect(screen.getByRole('img', { name: 'Tanabana home' }).closest('a')).toHaveAttribute('href', '/')
    const tabs = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link')
    expect(tabs.map((t) => [t.textContent, t.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Explore', '/products'],
      ['About', '/about-us'],
      ['Contact Us', '/contact-us'],
    ])
    expect(screen.getByRole('link', { name: 'Explore' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
  })

  it.each([
    ['/', 'Home'],
    ['/home', 'Home'],
    ['/about-us', 'About'],
    ['/contact-us', 'Contact Us'],
    ['/product/p1', 'Explore'],
  ])('marks the tab for %s as %s', (route, tab) => {
    renderWithProviders(<Header />, { route, path: '*' })
    expect(screen.getByRole('link', { current: 'page' })).toHaveTextContent(tab)
  })
})

describe('header, logged in', () => {
  it('shows wishlist, the cart with the number of cart products, account and the location line', async () => {
    answerGeolocation()
    const { token } = await signInAsDemoBuyer()
    const expected = await serverCartCount(token)
    expect(expected).toBeGreaterThan(0) // the seeded buyer has a cart

    renderWithProviders(<Header />)

    const cart = await screen.findByRole('link', { name: `Cart, ${expected} ${expected === 1 ? 'product' : 'products'}` })
    expect(cart).toHaveAttribute('href', '/cart')
    expect(within(cart).getByText(String(expected))).toBeVisible()
    expect(screen.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist')
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/user-profile')
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument()
    expect(await screen.findByText('395003, Surat, India')).toBeVisible()
  })

  it('shows no badge while the cart is empty', async () => {
    setScenario('cart', 'empty')
    await signInAsDemoBuyer()
    renderWithProviders(<Header />)
    const cart = await screen.findByRole('link', { name: 'Cart' })
    await waitFor(() => expect(cart).toHaveAccessibleName('Cart'))
    expect(within(cart).queryByText(/^\d+$/)).not.toBeInTheDocument()
  })

  it('leaves the location line out when the lookup fails', async () => {
    server.use(http.get(config.geolocationUrl, () => HttpResponse.error()))
    await signInAsDemoBuyer()
    renderWithProviders(<Header />)
    await screen.findByRole('link', { name: /^Cart/ })
    await waitFor(() => expect(screen.queryByText(/Your location/)).not.toBeInTheDocument())
  })

  it('sends the account icon to /my-setting under 800 px', async () => {
    windowMatching('799.98px')
    await signInAsDemoBuyer()
    renderWithProviders(<Header />)
    expect(await screen.findByRole('link', { name: 'Account' })).toHaveAttribute('href', '/my-setting')
  })
})
