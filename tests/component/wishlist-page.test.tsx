import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { CATALOGUE_MESSAGES } from '../../contracts/admin/catalogue-messages'
import type { Product } from '../../contracts/product'
import { mockBackend, server } from '../../mocks/node'
import { setScenario } from '../../mocks/scenarios'
import { DEMO_BUYER, DEMO_WEAVER } from '../../seed/fixtures/demo-accounts'
import { ProductCard } from '../../src/features/catalogue/public/product-card'
import { WishlistPage } from '../../src/features/wishlist/wishlist-page'
import { authService, type Session } from '../../src/services/auth-service'
import { useSessionActor } from '../../src/state/session-context'
import { renderRouteTable, setupMockBackend } from '../setup/render'

setupMockBackend()

const products = () => mockBackend.db.get('products') as readonly Product[]
const userRecord = (email: string) => mockBackend.db.get('users').find((u) => u.email === email)!
const wishlistIds = (email: string) => userRecord(email).wishlist.products.map((e) => e.productId)

/** Signs in the way the login screen does: the session actor hears `session.signedIn`. */
function SignedIn({ session }: { session: Session | null }) {
  const actor = useSessionActor()
  useEffect(() => {
    if (session) actor.send({ type: 'session.signedIn', user: session.user, token: session.token })
  }, [actor, session])
  return null
}

function Elsewhere() {
  const location = useLocation()
  return <p>{`Moved to ${location.pathname}`}</p>
}

async function renderAt(path: string, element: React.ReactElement, account: { email: string; password: string } | null) {
  const session = account ? await authService.signIn({ email: account.email, password: account.password }) : null
  const routes = [
    { path, element },
    { path: '*', element: <Elsewhere /> },
  ]
  const { router } = renderRouteTable(routes, [path], <SignedIn session={session} />)
  return { router, user: userEvent.setup() }
}

const cardNamed = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement

describe('wishlist page', () => {
  it('shows the saved products as cards', async () => {
    await renderAt('/wishlist', <WishlistPage />, DEMO_BUYER)
    const ids = wishlistIds(DEMO_BUYER.email)
    expect(ids.length).toBeGreaterThan(0)
    for (const id of ids) {
      const product = products().find((p) => p._id === id)!
      expect(await screen.findByRole('heading', { name: product.name })).toBeInTheDocument()
      expect(within(cardNamed(product.name)).getByRole('button', { name: `Remove ${product.name} from wishlist` })).toHaveAttribute('aria-pressed', 'true')
    }
  })

  it('removes with the heart: the server\'s message, and the card goes', async () => {
    const { user } = await renderAt('/wishlist', <WishlistPage />, DEMO_WEAVER)
    const product = products().find((p) => p._id === wishlistIds(DEMO_WEAVER.email)[0])!
    const heart = await screen.findByRole('button', { name: `Remove ${product.name} from wishlist` })
    await user.click(heart)
    expect(await screen.findByText('Removed from wishlist')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('heading', { name: product.name })).not.toBeInTheDocument())
    expect(wishlistIds(DEMO_WEAVER.email)).not.toContain(product._id)
    // the weaver had one entry: now the empty state
    expect(screen.getByRole('heading', { name: "Let's Grab Something" })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products')
  })

  it('moves an entry to the cart and goes to /cart', async () => {
    const { user, router } = await renderAt('/wishlist', <WishlistPage />, DEMO_BUYER)
    const product = products().find((p) => p._id === wishlistIds(DEMO_BUYER.email)[0])!
    await screen.findByRole('heading', { name: product.name })
    await user.click(within(cardNamed(product.name)).getByRole('button', { name: 'Move to Cart' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add To Cart' })
    await user.click(within(dialog).getByRole('button', { name: 'Move To Cart' }))
    expect(await screen.findByText('Moved to /cart')).toBeInTheDocument()
    expect(router.location.pathname).toBe('/cart')
    expect(screen.getByText('Added to cart')).toBeInTheDocument()
    expect(wishlistIds(DEMO_BUYER.email)).not.toContain(product._id)
    expect(userRecord(DEMO_BUYER.email).cart.products.some((l) => l.productId === product._id)).toBe(true)
  })

  it('keeps an entry staff archived: it says it is no longer sold, opens nothing, and can only be removed', async () => {
    const id = wishlistIds(DEMO_BUYER.email)[0]!
    mockBackend.db.put('products', mockBackend.db.get('products').map((p) => (p._id === id ? { ...p, archivedAt: '2026-11-20T10:00:00.000Z' } : p)))
    const product = products().find((p) => p._id === id)!
    const { user } = await renderAt('/wishlist', <WishlistPage />, DEMO_BUYER)
    await screen.findByRole('heading', { name: product.name })
    const card = cardNamed(product.name)
    expect(within(card).getByText(CATALOGUE_MESSAGES.noLongerSold)).toBeInTheDocument()
    expect(within(card).queryByRole('link')).not.toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Move to Cart' })).not.toBeInTheDocument()
    // the other entries are still for sale
    const others = wishlistIds(DEMO_BUYER.email).filter((other) => other !== id)
    for (const other of others) expect(within(cardNamed(products().find((p) => p._id === other)!.name)).getByRole('button', { name: 'Move to Cart' })).toBeEnabled()

    await user.click(within(card).getByRole('button', { name: 'Remove from Wishlist' }))
    expect(await screen.findByText('Removed from wishlist')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('heading', { name: product.name })).not.toBeInTheDocument())
    expect(wishlistIds(DEMO_BUYER.email)).not.toContain(id)
  })
})

describe('the heart on a product card', () => {
  const notWished = () => products().find((p) => !wishlistIds(DEMO_BUYER.email).includes(p._id))!

  it('adds, disabled while its call runs, then says \'Added to wishlist\'', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((r) => (release = r))
    server.use(http.post('*/api/wishlist/add', async () => {
      await held
      return undefined
    }))
    const product = notWished()
    const { user } = await renderAt('/products', <ProductCard product={product} />, DEMO_BUYER)
    const heart = screen.getByRole('button', { name: `Add ${product.name} to wishlist` })
    await waitFor(() => expect(heart).toBeEnabled())
    await user.click(heart)
    expect(heart).toBeDisabled()
    await act(async () => release())
    expect(await screen.findByText('Added to wishlist')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: `Remove ${product.name} from wishlist` })).toBeEnabled()
    expect(userRecord(DEMO_BUYER.email).wishlist.products).toContainEqual({ productId: product._id, color: product.productVarieties[0]!.color })
  })

  it('shows the server\'s message when adding fails, else \'SomeThing Went Wrong\'', async () => {
    const product = notWished()
    const { user } = await renderAt('/products', <ProductCard product={product} />, DEMO_BUYER)
    setScenario('wishlistAdd', 'server-error', { msg: 'Wishlist is full' })
    await user.click(screen.getByRole('button', { name: `Add ${product.name} to wishlist` }))
    expect(await screen.findByText('Wishlist is full')).toBeInTheDocument()
    setScenario('wishlistAdd', 'network')
    await user.click(screen.getByRole('button', { name: `Add ${product.name} to wishlist` }))
    expect(await screen.findByText('SomeThing Went Wrong')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: `Add ${product.name} to wishlist` })).toHaveAttribute('aria-pressed', 'false')
  })

  it('fails silently when removing fails', async () => {
    const product = products().find((p) => p._id === wishlistIds(DEMO_BUYER.email)[0])!
    const { user } = await renderAt('/products', <ProductCard product={product} />, DEMO_BUYER)
    const heart = await screen.findByRole('button', { name: `Remove ${product.name} from wishlist` })
    setScenario('wishlistRemove', 'server-error', { msg: 'Nope' })
    await user.click(heart)
    await waitFor(() => expect(heart).toBeEnabled())
    expect(screen.queryByText('Nope')).not.toBeInTheDocument()
    expect(heart).toHaveAttribute('aria-pressed', 'true')
  })

  it('shows stars only above 0 and the per-metre price beside the list price, in rupees', async () => {
    const rated = products().find((p) => (p.averageRating ?? 0) >= 1)!
    await renderAt('/products', <ProductCard product={rated} />, null)
    expect(screen.getByRole('img', { name: `Rated ${Math.floor(rated.averageRating!)} out of 5` })).toBeInTheDocument()
    const v = rated.productVarieties[0]!
    const card = cardNamed(rated.name)
    expect(within(card).getByText(new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(v.discountedPrice))).toBeInTheDocument()
    expect(within(card).getByText(/was/).parentElement).toHaveStyle({ textDecoration: 'line-through' })
    expect(within(card).getByRole('link', { name: rated.name })).toHaveAttribute('href', `/product/${rated._id}`)
  })

  it('sends a logged-out visitor to /login', async () => {
    const product = products()[0]!
    const { user } = await renderAt('/products', <ProductCard product={product} />, null)
    await user.click(screen.getByRole('button', { name: `Add ${product.name} to wishlist` }))
    expect(await screen.findByText('Moved to /login')).toBeInTheDocument()
  })
})
