import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appRoutes } from '../../src/app/routes'
import { renderRoutes, setupMockBackend, signInAsDemoBuyer, waitForPageLoaded } from '../setup/render'

setupMockBackend()

/** A page's code loads lazily, and the first import of a module is slow under Vitest. */
const LOAD = { timeout: 8000 }

/** Pretends the window is narrower than 800 px (every max-width query up to 800 matches). */
function narrowWindow() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: /max-width: (599\.98|69\d(\.98)?|700|799\.98|800)px/.test(query),
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

describe('route table (SPEC 2)', () => {
  it.each(['/cart', '/wishlist', '/checkout', '/user-profile?section=orderHistory'])(
    'sends a logged-out visitor from %s to /login, remembering where they were going',
    async (path) => {
      const { router } = renderRoutes(appRoutes, [path])
      await waitFor(() => expect(router.location.pathname).toBe('/login'), LOAD)
      expect(router.location.state).toEqual({ from: path })
    },
  )

  it('lets a signed-in user into a guarded page', async () => {
    await signInAsDemoBuyer()
    const { router } = renderRoutes(appRoutes, ['/wishlist'])
    await waitForPageLoaded(LOAD.timeout)
    expect(await screen.findByRole('main')).toBeInTheDocument()
    expect(router.location.pathname).toBe('/wishlist')
  })

  it('renders a page inside the main layout: header, category bar, main, footer and mobile navbar', async () => {
    renderRoutes(appRoutes, ['/about-us'])
    const main = await screen.findByRole('main')
    expect(await within(main).findAllByRole('heading', { level: 1 }, LOAD)).not.toHaveLength(0)
    // (the header: jsdom also counts a page's own <header> inside <main> as a banner, so find it by its parts)
    expect(screen.getByRole('img', { name: 'Tanabana home' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Categories' })).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument()
  })

  it('renders the sign-in pages without the main layout', async () => {
    renderRoutes(appRoutes, ['/register'])
    await waitForPageLoaded(LOAD.timeout)
    await screen.findAllByRole('heading', { level: 1 }, LOAD)
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Categories' })).not.toBeInTheDocument()
  })

  it('shows Page404 for an unknown path, outside the main layout', async () => {
    renderRoutes(appRoutes, ['/no/such/page'])
    expect(await screen.findByRole('heading', { level: 1, name: 'Page404' }, LOAD)).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/')
  })

  it('serves /home as the landing page', async () => {
    renderRoutes(appRoutes, ['/home'])
    expect(await screen.findByRole('heading', { level: 1, name: 'Quality is Our First Priority' }, LOAD)).toBeInTheDocument()
  })

  it('sends /my-setting to / on a window 800 px or wider', async () => {
    const { router } = renderRoutes(appRoutes, ['/my-setting'])
    await waitFor(() => expect(router.location.pathname).toBe('/'), LOAD)
  })

  it('opens /my-setting on a window under 800 px', async () => {
    narrowWindow()
    const { router } = renderRoutes(appRoutes, ['/my-setting'])
    await waitForPageLoaded(LOAD.timeout)
    expect(await screen.findByRole('main')).toBeInTheDocument()
    expect(router.location.pathname).toBe('/my-setting')
  })
})
