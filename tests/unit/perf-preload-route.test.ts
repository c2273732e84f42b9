import type { LazyRouteFunction, RouteObject } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { preloadLandingHero, preloadRoute } from '../../src/app/preload-route'

/* Mock mode starts loading the current page's code while the fake backend starts. */

type Lazy = LazyRouteFunction<RouteObject>
const lazyRoute = () => vi.fn<Lazy>(async () => ({}))

function table() {
  const landing = lazyRoute()
  const listing = lazyRoute()
  const layout = lazyRoute()
  const routes: RouteObject[] = [
    {
      path: '/',
      children: [
        { lazy: layout, children: [{ index: true, lazy: landing }, { path: 'products', lazy: listing }] },
        { path: '*', lazy: lazyRoute() },
      ],
    },
  ]
  return { routes, landing, listing, layout }
}

describe('preloadRoute', () => {
  it('loads every lazy route the path matches, and nothing else', () => {
    const { routes, landing, listing, layout } = table()
    preloadRoute(routes, '/products')
    expect(listing).toHaveBeenCalledTimes(1)
    expect(layout).toHaveBeenCalledTimes(1)
    expect(landing).not.toHaveBeenCalled()
  })

  it('honours the base path', () => {
    const { routes, landing } = table()
    preloadRoute(routes, '/shop/', '/shop')
    expect(landing).toHaveBeenCalledTimes(1)
  })

  it('leaves a failed load to the router (no unhandled rejection)', async () => {
    const failing: RouteObject[] = [{ path: '/', lazy: () => Promise.reject(new Error('chunk gone')) }]
    const unhandled = vi.fn<(reason: unknown) => void>()
    process.on('unhandledRejection', unhandled)
    preloadRoute(failing, '/')
    await new Promise((resolve) => setTimeout(resolve, 10))
    process.off('unhandledRejection', unhandled)
    expect(unhandled).not.toHaveBeenCalled()
  })
})

describe('preloadLandingHero', () => {
  const heroLinks = () => document.head.querySelectorAll('link[rel="preload"][href="/images/hero-weave.svg"]')

  it('asks for the hero picture on the landing only (no unused preload elsewhere)', () => {
    document.head.innerHTML = ''
    preloadLandingHero('/products')
    preloadLandingHero('/shop/cart', '/shop')
    expect(heroLinks()).toHaveLength(0)
    preloadLandingHero('/home')
    preloadLandingHero('/shop', '/shop')
    expect(heroLinks()).toHaveLength(2)
    expect(heroLinks()[0]!.getAttribute('as')).toBe('image')
  })
})
