import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { Product } from '../../contracts/product'
import type { ServerPageData } from '../../contracts/server-page-data'
import { mockBackend } from '../../mocks/node'
import { setScenario } from '../../mocks/scenarios'
import { ProductPage } from '../../src/features/product/product-page'
import { formatDollars } from '../../src/lib/money'
import { useCartCount } from '../../src/state/cart-context'
import { ServerPageDataContext } from '../../src/state/hydration'
import { renderRouteTable, setupMockBackend, signInAsDemoBuyer } from '../setup/render'

setupMockBackend()

const products = () => mockBackend.db.get('products')
const withReviews = (min: number) => products().find((p) => p.rating.length >= min && (p.productVarieties[0]?.images.length ?? 0) > 1)!
const outOfStock = () => products().find((p) => (p.productVarieties[0]?.stock ?? 1) <= 0)!

function Elsewhere() {
  const location = useLocation()
  return <p>{`Moved to ${location.pathname}`}</p>
}

/** The header badge's number, as the cart actor holds it. */
function CartCountProbe() {
  return <output aria-label="Cart count">{useCartCount()}</output>
}

/** The product page at /product/<id>, with or without the product in navigation state. */
function openProduct(id: string, state?: { product: Product }) {
  const routes = [
    {
      path: '/product/:id',
      element: (
        <>
          <ProductPage />
          <CartCountProbe />
        </>
      ),
    },
    { path: '*', element: <Elsewhere /> },
  ]
  const { router } = renderRouteTable(routes, [{ pathname: `/product/${id}`, state: state ?? null }])
  return { router, user: userEvent.setup() }
}

describe('product page', () => {
  it('renders at once from navigation state: name, dollars, colours, facts, badges', async () => {
    const product = withReviews(1)
    setScenario('products', 'slow', { delayMs: 5000 }) // the store is still loading: state alone must do
    openProduct(product._id, { product })
    expect(screen.getByRole('heading', { level: 1, name: product.name })).toBeInTheDocument()
    const variety = product.productVarieties[0]!
    expect(screen.getByText(formatDollars(variety.discountedPrice))).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: variety.color })).toBeChecked()
    expect(screen.getAllByRole('radio', { name: /./ }).length).toBeGreaterThanOrEqual(product.productVarieties.length)
    expect(screen.getByText('Free Delivery')).toBeInTheDocument()
    expect(screen.getByText('Fabric type').nextElementSibling).toHaveTextContent(product.fabricType ?? '—')
    expect(screen.getByText('Pattern').nextElementSibling).toHaveTextContent(product.pattern ?? '—')
    expect(screen.getByRole('heading', { name: 'Product Description' })).toBeInTheDocument()
    expect(screen.getByText(product.description)).toBeInTheDocument()
  })

  it('finds the product in the product store on a direct load', async () => {
    const product = withReviews(1)
    openProduct(product._id)
    expect(screen.getByLabelText('Loading product')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeInTheDocument()
  })

  it('says so when no product has the id', async () => {
    openProduct('no-such-product')
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/products')
  })

  it('disables Add to Cart and reads Out Of Stock at a stock of 0', () => {
    const product = outOfStock()
    openProduct(product._id, { product })
    expect(screen.getByRole('button', { name: 'Out Of Stock' })).toBeDisabled()
    expect(screen.queryByText('In Stock')).not.toBeInTheDocument()
  })

  it('switches colours: the gallery shows the chosen variety and stock decides the button', async () => {
    const product = products().find((p) => p.productVarieties.length > 1)!
    const { user } = openProduct(product._id, { product })
    const second = product.productVarieties[1]!
    await user.click(screen.getByRole('radio', { name: second.color }))
    expect(screen.getByRole('radio', { name: second.color })).toBeChecked()
    const gallery = screen.getByRole('region', { name: `${product.name} images` })
    expect(within(gallery).getAllByRole('img')[0]).toHaveAttribute('src', second.images[0])
    expect(screen.getByRole('button', { name: second.stock > 0 ? 'Add to Cart' : 'Out Of Stock' })).toBeInTheDocument()
  })

  it('has thumbnails and a pause control for the gallery', async () => {
    const product = withReviews(1)
    const { user } = openProduct(product._id, { product })
    const thumbs = screen.getByRole('list', { name: 'Choose an image' })
    const count = product.productVarieties[0]!.images.length
    expect(within(thumbs).getAllByRole('button')).toHaveLength(count)
    // the picture on stage is the page's largest paint: the browser fetches it first, thumbnails lazily
    const gallery = screen.getByRole('region', { name: `${product.name} images` })
    expect(within(gallery).getByRole('img', { name: `${product.name}, image 1 of ${count}` })).toHaveAttribute('fetchpriority', 'high')
    await user.click(within(thumbs).getByRole('button', { name: `Show image 2 of ${count}` }))
    expect(within(thumbs).getByRole('button', { name: `Show image 2 of ${count}` })).toHaveAttribute('aria-current', 'true')
    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }))
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument()
  })

  it('shows the rating summary and 2 reviews; Load More adds 3; View Less returns to 2', async () => {
    const product = withReviews(6)
    const { user } = openProduct(product._id, { product })
    const breakdown = screen.getByRole('list', { name: 'Rating breakdown' })
    for (const label of ['Excellent', 'Good', 'Average', 'Below Average', 'Poor']) expect(within(breakdown).getByText(label)).toBeInTheDocument()
    const reviews = () => within(screen.getByRole('list', { name: 'Customer reviews' })).getAllByRole('listitem').filter((li) => li.parentElement?.getAttribute('aria-label') === 'Customer reviews')
    // the reviews are read a page at a time (GET /product/{id}/reviews): each step waits for its read
    await waitFor(() => expect(reviews()).toHaveLength(2))
    await user.click(screen.getByRole('button', { name: 'Load More' }))
    await waitFor(() => expect(reviews()).toHaveLength(5))
    while (reviews().length < product.rating.length) {
      const before = reviews().length
      await user.click(screen.getByRole('button', { name: 'Load More' }))
      await waitFor(() => expect(reviews().length).toBeGreaterThan(before))
    }
    expect(reviews()).toHaveLength(product.rating.length)
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'View Less' }))
    expect(reviews()).toHaveLength(2)
  })

  it('sends a logged-out visitor to /login from Add to Cart, Add to Wishlist and Review Your Purchase', async () => {
    const product = products().find((p) => (p.productVarieties[0]?.stock ?? 0) > 0)!
    for (const name of ['Add to Cart', 'Add to Wishlist', 'Review Your Purchase']) {
      const { user, router } = openProduct(product._id, { product })
      await user.click(screen.getByRole('button', { name }))
      expect(await screen.findByText('Moved to /login')).toBeInTheDocument()
      expect(router.location.state).toEqual({ from: `/product/${product._id}` })
      cleanup()
    }
  })

  it('adds to the cart through the popup when signed in', async () => {
    await signInAsDemoBuyer()
    const buyer = () => mockBackend.db.get('users').find((u) => u.email === 'buyer@tanabana.in')!
    const inCart = (p: Product) => buyer().cart.products.some((line) => line.productId === p._id)
    const product = products().find((p) => (p.productVarieties[0]?.stock ?? 0) > 5 && !inCart(p))!
    const linesBefore = buyer().cart.products.length
    const { user } = openProduct(product._id, { product })
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add To Cart' })
    const quantity = within(dialog).getByRole('textbox', { name: /Quantity/ })
    await user.clear(quantity)
    await user.type(quantity, '3')
    await user.click(within(dialog).getByRole('button', { name: 'Add To Cart' }))
    expect(await screen.findByText('Added to cart')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add To Cart' })).not.toBeInTheDocument())
    // the header badge follows: the cart actor was told to refresh
    await waitFor(() => expect(screen.getByRole('status', { name: 'Cart count' })).toHaveTextContent(String(linesBefore + 1)), { timeout: 5000 })
    expect(buyer().cart.products).toContainEqual(
      expect.objectContaining({ productId: product._id, productColor: product.productVarieties[0]!.color, quantity: expect.any(Number) }),
    )
  })

  it('keeps Add to Cart in reach in a bar once the page’s button is scrolled past, opening the same popup', async () => {
    // the browser's observer, as a phone scrolling reports it: the page's own button row, then
    // above the top edge (under the 80 px header), then back in view
    const watching: { target: Element; report: (past: boolean) => void }[] = []
    const original = window.IntersectionObserver
    class ScrollingObserver {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        const report = (past: boolean) => {
          const rect = { top: past ? -120 : 300, bottom: past ? -60 : 360 } as DOMRect
          const entry = { target, isIntersecting: !past, boundingClientRect: rect, rootBounds: { top: 80 } as DOMRect } as IntersectionObserverEntry
          act(() => this.callback([entry], this as unknown as IntersectionObserver))
        }
        watching.push({ target, report })
        report(false)
      }
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return []
      }
    }
    window.IntersectionObserver = ScrollingObserver as unknown as typeof IntersectionObserver
    try {
      await signInAsDemoBuyer()
      const product = products().find((p) => (p.productVarieties[0]?.stock ?? 0) > 5)!
      const { user } = openProduct(product._id, { product })
      const pageButton = screen.getByRole('button', { name: 'Add to Cart' })
      // not scrolled past yet: no bar, and only the page's button is there to find
      expect(screen.queryByRole('region', { name: 'Add to cart bar' })).toBeNull()
      const actions = watching.find((w) => w.target.contains(pageButton))!
      actions.report(true)
      const bar = await screen.findByRole('region', { name: 'Add to cart bar' })
      expect(within(bar).getByText(product.name)).toBeInTheDocument()
      expect(within(bar).getByText(`${formatDollars(product.productVarieties[0]!.discountedPrice)} per metre`)).toBeInTheDocument()
      await user.click(within(bar).getByRole('button', { name: 'Add to Cart' }))
      expect(await screen.findByRole('dialog', { name: 'Add To Cart' })).toBeInTheDocument()
      await user.click(within(screen.getByRole('dialog', { name: 'Add To Cart' })).getByRole('button', { name: 'Close' }))
      // scrolled back up to the page's button: the bar goes
      actions.report(false)
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Add to cart bar' })).toBeNull())
    } finally {
      window.IntersectionObserver = original
    }
  })

  it("starts from a server-rendered page's reviews on its first render only, never on a return to that product", async () => {
    const [first, second] = [withReviews(3), products().find((p) => p.rating.length >= 1 && p._id !== withReviews(3)._id)!]
    // what the server rendered the page with, older than the store now: its one review is gone since
    const stale = { ...first.rating[0]!, _id: 'served-review', review: 'Served with the page, long ago' }
    const pageData: ServerPageData = { product: first, reviews: { data: [stale], totalReviews: 1 } }
    const routes = [
      {
        path: '/product/:id',
        element: (
          // the page's data stays provided throughout: the page alone must use it once
          <ServerPageDataContext.Provider value={pageData}>
            <ProductPage />
          </ServerPageDataContext.Provider>
        ),
      },
    ]
    const { router } = renderRouteTable(routes, [`/product/${first._id}`])
    const list = () => screen.getByRole('list', { name: 'Customer reviews' })
    // the first render shows the served reviews without a read
    expect(list()).toHaveTextContent('Served with the page, long ago')

    await router.navigate(`/product/${second._id}`)
    expect(await screen.findByRole('heading', { level: 1, name: second.name })).toBeInTheDocument()
    await router.navigate(`/product/${first._id}`)
    expect(await screen.findByRole('heading', { level: 1, name: first.name })).toBeInTheDocument()
    // back on the first product: its reviews as the store has them, never the served copy
    await waitFor(() => expect(within(list()).getAllByRole('listitem').length).toBeGreaterThanOrEqual(2))
    expect(list()).not.toHaveTextContent('Served with the page, long ago')
  })

})
