import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { productPageTitle } from '../../contracts/pages'
import { RootLayout } from '../../src/app/root-layout'
import { appRoutes } from '../../src/app/routes'
import { useDocumentTitle } from '../../src/ui/document-head'
import { renderRoutes, setupMockBackend } from '../setup/render'

/*
 * src/app/route-head.tsx and src/ui/document-head.ts: the document's title and meta description
 * follow every client-side navigation (contracts/pages.ts), and a page may put its own over them.
 */

setupMockBackend()

/** A page's code loads lazily, and the first import of a module is slow under Vitest. */
const LOAD = { timeout: 8000 }

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content')
const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null

beforeEach(() => {
  // index.html's description, as the page starts with it
  const meta = document.createElement('meta')
  meta.name = 'description'
  meta.content = 'Tanabana: fabrics'
  document.head.append(meta)
  document.title = 'Tanabana | Fabrics and yarn for Indian businesses'
})
afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="description"], meta[name="robots"]')) meta.remove()
})

describe('the document head on navigation', () => {
  it('takes each route’s title and description as the app moves, and noindex on a page that is not for search engines', async () => {
    const { router } = renderRoutes(appRoutes, ['/about-us'])
    await waitFor(() => expect(document.title).toBe('About Us | Tanabana'), LOAD)
    expect(description()).toMatch(/since 1970: our story/)
    expect(robots()).toBeNull()

    await act(() => router.navigate('/products?category=Cotton'))
    await waitFor(() => expect(document.title).toBe('Cotton | Products | Tanabana'), LOAD)
    expect(description()).toMatch(/^Cotton by the metre/)

    // a logged-out visitor on /cart is sent to /login: the sign-in page's head, noindex
    await act(() => router.navigate('/cart'))
    await waitFor(() => expect(router.location.pathname).toBe('/login'), LOAD)
    await waitFor(() => expect(document.title).toBe('Sign In | Tanabana'))
    expect(robots()).toBe('noindex')

    await act(() => router.navigate('/'))
    await waitFor(() => expect(document.title).toBe('Tanabana — Textiles, furnishing fabrics and yarn for business'), LOAD)
    expect(robots()).toBeNull()
  })

  it('a page’s own title (useDocumentTitle) wins while it is mounted, whatever order the effects run in', async () => {
    function ProductLike() {
      useDocumentTitle(productPageTitle('Pure Linen'), 'A crisp linen.')
      return <p>product</p>
    }
    const routes = [
      {
        path: '/',
        element: <RootLayout />,
        children: [
          { path: 'product/:id', element: <ProductLike /> },
          { path: 'about-us', element: <p>about</p> },
        ],
      },
    ]
    const { router } = renderRoutes(routes, ['/product/p1'])
    await waitFor(() => expect(document.title).toBe('Pure Linen | Tanabana'))
    expect(description()).toBe('A crisp linen.')

    await act(() => router.navigate('/about-us'))
    await waitFor(() => expect(document.title).toBe('About Us | Tanabana'))
    expect(description()).toMatch(/since 1970/)
  })

  it('a product page opened first keeps the head the server wrote; reached by navigation it has the generic one until the page sets its own', async () => {
    // as the live server answered /product/p1
    document.title = 'Pure Linen | Tanabana'
    const noindex = document.createElement('meta')
    noindex.name = 'robots'
    noindex.content = 'noindex'
    document.head.append(noindex)
    const routes = [
      {
        path: '/',
        element: <RootLayout />,
        children: [
          { path: 'product/:id', element: <p>product</p> },
          { path: 'about-us', element: <p>about</p> },
        ],
      },
    ]
    const { router } = renderRoutes(routes, ['/product/p1'])
    expect(await screen.findByText('product')).toBeInTheDocument()
    expect(document.title).toBe('Pure Linen | Tanabana')
    expect(robots()).toBe('noindex')

    await act(() => router.navigate('/about-us'))
    await waitFor(() => expect(document.title).toBe('About Us | Tanabana'))
    expect(robots()).toBeNull()
    await act(() => router.navigate('/product/p2'))
    await waitFor(() => expect(document.title).toBe('Product | Tanabana'))
  })
})
