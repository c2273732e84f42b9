import { act, screen } from '@testing-library/react'
import { Outlet, type RouteObject } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NavigationProgress } from '../../src/app/navigation-progress'
import { lazyRoute } from '../../src/ui/lazy-route'
import { renderRouteTable, waitForPageLoaded } from '../setup/render'

/*
 * The page slot every lazy route renders in: its loading state, the progress bar, and the
 * message that replaces a page that throws or whose code cannot be fetched.
 */

function Broken(): never {
  throw new Error('this page is broken')
}

const Fine = () => <h1>A working page</h1>

function Layout() {
  return (
    <>
      <NavigationProgress />
      <nav aria-label="Layout">still here</nav>
      <Outlet />
    </>
  )
}

/** A page whose code arrives when the test says so. */
function deferredPage() {
  let arrive: () => void = () => {}
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  const route = lazyRoute(async () => {
    await arrived
    return Fine
  })
  return { route, arrive: () => act(async () => arrive()) }
}

function routes(extra: RouteObject[] = []): RouteObject[] {
  return [
    {
      path: '/',
      element: <Layout />,
      children: [
        { path: 'fine', ...lazyRoute(async () => Fine) },
        { path: 'broken', ...lazyRoute(async () => Broken) },
        { path: 'missing-chunk', ...lazyRoute(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))) },
        ...extra,
      ],
    },
  ]
}

afterEach(() => vi.restoreAllMocks())

describe('page slot', () => {
  it('shows a friendly message in the layout when a page throws, and the next page renders', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}) // React reports the caught error
    const { router } = renderRouteTable(routes(), ['/broken'])
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled()
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('navigation', { name: 'Layout' })).toBeInTheDocument()

    await act(async () => router.navigate('/fine'))
    expect(await screen.findByRole('heading', { name: 'A working page' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument()
  })

  it('shows the same message when the page code cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderRouteTable(routes(), ['/missing-chunk'])
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Layout' })).toBeInTheDocument()
  })

  it('shows the loading state and the progress bar until the page code arrives', async () => {
    const slow = deferredPage()
    renderRouteTable(routes([{ path: 'slow', ...slow.route }]), ['/slow'])
    expect(await screen.findByRole('status')).toHaveTextContent('Loading page')
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument()

    await slow.arrive()
    await waitForPageLoaded()
    expect(screen.getByRole('heading', { name: 'A working page' })).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })

  it('renders a page whose code is already in at once, with no loading state in between', async () => {
    const ready = lazyRoute(async () => Fine)
    await ready.handle.preload()
    renderRouteTable(routes([{ path: 'ready', ...ready }]), ['/ready'])
    // straight after the first render: React.lazy would have shown the loading state here
    expect(screen.getByRole('heading', { name: 'A working page' })).toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('keeps the current page on screen while the next page of the layout loads', async () => {
    const slow = deferredPage()
    const { router } = renderRouteTable(routes([{ path: 'slow', ...slow.route }]), ['/fine'])
    expect(await screen.findByRole('heading', { name: 'A working page' })).toBeInTheDocument()

    await act(async () => router.navigate('/slow'))
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'A working page' })).toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(router.location.pathname).toBe('/fine')

    await slow.arrive()
    await vi.waitFor(() => expect(router.location.pathname).toBe('/slow'))
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })
})
