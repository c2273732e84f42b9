// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Schema } from 'effect'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { adminEndpoints, type AdminEndpointName, type AdminRequestOf, type AdminResponseOf } from '../../contracts/admin/admin-endpoints'
import type { AdminProductDetail, ProductWrite } from '../../contracts/admin/admin-products'
import { CATALOGUE_MESSAGES } from '../../contracts/admin/catalogue-messages'
import { productPath } from '../../contracts/pages'
import { startServer, type RunningServer } from '../../server/start'
import { callStaffRaw, signInStaff } from '../api/support/staff-calls'
import { wireTo } from './staff-wire'
import { ok, registerBuyer, startServerProcess, storeRoom, type Buyer, type Json, type ServerProcess } from './server-processes'

/*
 * Issue 30, point 7: what catalogue staff do shows to buyers at once, on every server process.
 * Staff work through the back office's calls on process A (in this process); process B
 * (`server/main.ts`, keeping its catalogue answers as a deployment does, serving the storefront's
 * page shell) is asked what a buyer sees: the listing, search, the product page's server-rendered
 * HTML (its head: title, price and availability, robots), the sitemap and a buyer's cart. The
 * tables' announcements (migrations 0003 and 0004) are what empty B's kept answers.
 */

const { staticDir, root, postgres } = storeRoom('changes-reach-buyers')
// the storefront's shell: B answers a product page with it and that page's own head
writeFileSync(join(staticDir, 'index.html'), readFileSync(join(process.cwd(), 'index.html')))

let a: RunningServer
let b: ServerProcess

beforeAll(async () => {
  const databaseUrl = (await postgres()).createDatabase('changes_reach_buyers')
  a = await startServer({ port: 0, database: { kind: 'postgres', url: databaseUrl } })
  // no SSR build: the page's body is the app's to render; its head is written from the database
  b = await startServerProcess({ staticDir, databaseUrl, env: { SSR_DIR: join(root, 'no-ssr-build') } })
}, 90_000)

afterAll(async () => {
  await a?.close()
}, 30_000)

/** The promise: within a second, counted from the moment the staff call answered. */
const WITHIN_A_SECOND = { timeout: 1000, interval: 20 }

/** A catalogue call by the demo catalogue member on A: the answer decoded with its row's schema. */
let session: Promise<string> | null = null
async function onA<N extends AdminEndpointName>(name: N, input: AdminRequestOf<N>): Promise<AdminResponseOf<N>> {
  session ??= signInStaff(wireTo(() => a), 'catalogue')
  const answer = await callStaffRaw(wireTo(() => a), name, input, { session: await session })
  if (answer.status !== 200) throw new Error(`${name} answered ${answer.status}: ${JSON.stringify(answer.body)}`)
  return Schema.decodeUnknownSync(adminEndpoints[name].response as unknown as Schema.Codec<AdminResponseOf<N>>)(answer.body)
}

/** What the product page's HTML says of the product: its status, title, robots, and the offer of its JSON-LD. */
async function pageOnB(id: string) {
  const answer = await fetch(`${b.origin}${productPath(id)}`)
  const html = await answer.text()
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1]
  const offers = jsonLd ? (JSON.parse(jsonLd) as { offers?: { price: string; availability: string } }).offers : undefined
  const noindex = answer.headers.get('x-robots-tag') === 'noindex' && /<meta name="robots" content="noindex"\s*\/?>/.test(html)
  return { status: answer.status, title, price: offers?.price ?? null, inStock: offers ? offers.availability.endsWith('/InStock') : null, noindex }
}

/** Everything B shows a buyer of the product, in one object the test compares whole. */
async function seenOnB(id: string, word: string, buyer: Buyer) {
  const [listing, found, page, sitemap, cart] = await Promise.all([
    ok<Json<'products'>>(b.origin, 'GET', '/api/getAllProducts'),
    ok<Json<'products'>>(b.origin, 'GET', `/api/getAllProducts?search=${word}`),
    pageOnB(id),
    fetch(`${b.origin}/sitemap.xml`).then((r) => r.text()),
    ok<Json<'cart'>>(b.origin, 'GET', '/api/user/cart', { token: buyer.token }),
  ])
  const listed = listing.data.find((p) => p._id === id)
  const line = cart.data.products.find((l) => l.productId._id === id)
  return {
    listed: listed ? { name: listed.name, price: listed.productVarieties[0]?.discountedPrice, stock: listed.productVarieties[0]?.stock } : null,
    found: found.data.map((p) => p._id).includes(id),
    page,
    inSitemap: sitemap.includes(`${productPath(id)}<`),
    line: line ? { itemPrice: line.itemPrice, noLongerSold: line.noLongerSold ?? false } : null,
    cartTotal: cart.data.totalPrice,
  }
}

const writeOf = (detail: AdminProductDetail): ProductWrite => ({ ...detail.product })

describe('catalogue changes on process A, seen by a buyer on process B', () => {
  test('a product created, restocked, edited, repriced and archived shows in the listing, search, its page, the sitemap and the cart within a second', async () => {
    const buyer = await registerBuyer(b.origin, b.origin, 'reach')
    const [category] = (await ok<Json<'categoryNames'>>(a.origin, 'GET', '/api/categories/array')).data
    const seen = (id: string) => seenOnB(id, 'quetzal', buyer)
    // B keeps its answers from here on
    await ok(b.origin, 'GET', '/api/getAllProducts')
    await ok(b.origin, 'GET', '/api/getAllProducts?search=quetzal')

    // created out of stock
    const created = await onA('createProduct', {
      name: 'Quetzal Ikat Heritage Weave',
      description: 'Double ikat in handspun cotton.',
      categories: [category!],
      newArrival: true,
      varieties: [{ color: 'Indigo', images: [], stock: 0, pricePerMeter: 900, discountedPrice: 800 }],
    })
    const id = created._id
    await expect
      .poll(() => seen(id), WITHIN_A_SECOND)
      .toEqual({
        listed: { name: 'Quetzal Ikat Heritage Weave', price: 800, stock: 0 },
        found: true,
        page: { status: 200, title: expect.stringContaining('Quetzal Ikat Heritage Weave'), price: '800.00', inStock: false, noindex: false },
        inSitemap: true,
        line: null,
        cartTotal: 0,
      })

    // restocked: 40 m received, which the buyer puts in the cart at once
    await onA('changeStock', { id, color: 'Indigo', add: 40, reason: 'Received from the mill' })
    await expect.poll(async () => (await seen(id)).listed?.stock, WITHIN_A_SECOND).toBe(40)
    expect((await pageOnB(id)).inStock).toBe(true)
    await ok(b.origin, 'POST', '/api/user/add-to-cart', { token: buyer.token, json: { productId: id, color: 'Indigo', quantity: 3 } })

    // edited: a new name
    const current = await onA('product', { id })
    await onA('updateProduct', { ...writeOf(current), name: 'Quetzal Ikat Royal Weave', id, version: current.version })
    await expect
      .poll(() => seen(id), WITHIN_A_SECOND)
      .toMatchObject({ listed: { name: 'Quetzal Ikat Royal Weave', price: 800, stock: 40 }, found: true, page: { title: expect.stringContaining('Quetzal Ikat Royal Weave') } })

    // repriced: the cart follows
    const named = await onA('product', { id })
    const [variety] = named.product.varieties
    await onA('updateProduct', { ...writeOf(named), varieties: [{ ...variety!, pricePerMeter: 1250, discountedPrice: 1100 }], id, version: named.version })
    await expect
      .poll(() => seen(id), WITHIN_A_SECOND)
      .toMatchObject({ listed: { price: 1100 }, page: { price: '1100.00' }, line: { itemPrice: 3300, noLongerSold: false }, cartTotal: 3300 })

    // archived: gone from what buyers browse, its page a 404 that asks not to be indexed, kept in the cart but not sold
    await onA('archiveProduct', { id })
    await expect
      .poll(() => seen(id), WITHIN_A_SECOND)
      .toEqual({
        listed: null,
        found: false,
        page: { status: 404, title: expect.any(String), price: null, inStock: null, noindex: true },
        inSitemap: false,
        line: { itemPrice: 0, noLongerSold: true },
        cartTotal: 0,
      })
    const refused = await fetch(`${b.origin}/api/user/add-to-cart`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${buyer.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ productId: id, color: 'Indigo', quantity: 1 }),
    })
    expect({ status: refused.status, body: await refused.json() }).toEqual({ status: 400, body: { msg: CATALOGUE_MESSAGES.noLongerSold } })
  })
})
