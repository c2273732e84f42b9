import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { preloadLandingHero, preloadRoute } from '../../src/app/preload-route'
import { lazyRoute } from '../../src/ui/lazy-route'

/* Mock mode starts loading the current page's code while the fake backend starts. */

const Page: ComponentType = () => null
const pageCode = () => vi.fn<() => Promise<ComponentType>>(async () => Page)

function table() {
  const landing = pageCode()
  const listing = pageCode()
  const layout = pageCode()
  const routes: RouteObject[] = [
    {
      path: '/',
      children: [
        { ...lazyRoute(layout), children: [{ index: true, ...lazyRoute(landing) }, { path: 'products', ...lazyRoute(listing) }] },
        { path: '*', ...lazyRoute(pageCode()) },
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

  it('downloads a page once, however often it is preloaded', () => {
    const { routes, listing } = table()
    preloadRoute(routes, '/products')
    preloadRoute(routes, '/products')
    expect(listing).toHaveBeenCalledTimes(1)
  })

  it('honours the base path', () => {
    const { routes, landing } = table()
    preloadRoute(routes, '/shop/', '/shop')
    expect(landing).toHaveBeenCalledTimes(1)
  })

  it('leaves a failed load to the page slot (no unhandled rejection)', async () => {
    const failing: RouteObject[] = [{ path: '/', ...lazyRoute(() => Promise.reject(new Error('chunk gone'))) }]
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
