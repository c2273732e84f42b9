// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ProductReviewsResponse } from '../../contracts/product'
import {
  ADDRESS,
  call,
  catalogue,
  expectRefusedStart,
  fetchPicture,
  ok,
  pictureForm,
  pngOf,
  registerBuyer,
  startServerProcess,
  storeRoom,
  stockOf,
  varietiesInStock,
  type Buyer,
  type Json,
  type ServerProcess,
  type ServerSettings,
  type Variety,
} from './server-processes'

/*
 * Issue #18, point 2: what buyers write survives a graceful restart and a `kill -9` of the server
 * process, on the embedded database (file-backed PGlite in DATA_DIR) and on a PostgreSQL server.
 * Real `server/main.ts` processes, spoken to over HTTP only.
 */

const room = storeRoom('durability')
const { root, staticDir } = room

/** Everything one buyer wrote, and what reading it back must show. */
interface Written {
  readonly buyer: Buyer
  readonly renamed: string
  readonly ordered: Variety & { readonly quantity: number; readonly stockAfter: number }
  readonly orderId: string
  readonly cartLine: { readonly productId: string; readonly color: string; quantity: number }
  readonly addressLines: string[]
  readonly review: { readonly productId: string; readonly text: string; readonly url: string; readonly png: Uint8Array }
  readonly profilePic: { readonly url: string; readonly png: Uint8Array }
}

/** Registers a buyer and writes one of everything: cart, address, order, a new cart line, a review with a picture, a profile picture. */
async function writeEverything(origin: string, label: string): Promise<Written> {
  const buyer = await registerBuyer(origin, origin, label)
  const token = buyer.token
  const inStock = await varietiesInStock(origin)
  const toOrder = inStock.find((v) => v.stock >= 3)
  const toKeep = inStock.find((v) => v !== toOrder && v.productId !== toOrder?.productId)
  if (!toOrder || !toKeep) throw new Error('The seed has no two products in stock on the first page')

  await ok(origin, 'POST', '/api/user/add-to-cart', { token, json: { productId: toOrder.productId, color: toOrder.color, quantity: 2 } })
  await ok(origin, 'POST', '/api/address', { token, json: ADDRESS })
  const placed = await ok<Json<'buy'>>(origin, 'POST', '/api/buy', { token, json: { paymentMethod: 'Cash on Delivery' }, headers: { 'Idempotency-Key': `durable-${label}` } })
  expect(placed.orderId).toBeTruthy()
  await ok(origin, 'POST', '/api/user/add-to-cart', { token, json: { productId: toKeep.productId, color: toKeep.color, quantity: 1 } })

  const reviewPng = pngOf(200, 30, 30)
  const reviewText = `Holds its colour after washing (${label})`
  await ok(origin, 'POST', '/api/product/addReview', {
    token,
    form: pictureForm({ review: reviewText, rating: '4', productId: toOrder.productId, orderId: placed.orderId ?? '' }, 'reviewImages', reviewPng),
  })
  const reviews = await ok<ProductReviewsResponse>(origin, 'GET', `/api/product/${toOrder.productId}/reviews?limit=100`)
  const url = reviews.data.find((r) => r.review === reviewText)?.images?.[0] ?? ''
  expect(url).toMatch(/^\/media\/upload\//)

  const profilePng = pngOf(30, 200, 30)
  const renamed = `Durable ${label}`
  const edited = await ok<Json<'editUser'>>(origin, 'PUT', '/api/user/edit-user', {
    token,
    form: pictureForm({ name: renamed, dob: '1990-01-02' }, 'profile_pic', profilePng),
  })
  expect(edited.data.profile_pic).toMatch(/^\/media\/upload\//)

  return {
    buyer,
    renamed,
    ordered: { ...toOrder, quantity: 2, stockAfter: await stockOf(origin, toOrder.productId, toOrder.color) },
    orderId: placed.orderId ?? '',
    cartLine: { productId: toKeep.productId, color: toKeep.color, quantity: 1 },
    addressLines: [ADDRESS.address],
    review: { productId: toOrder.productId, text: reviewText, url, png: reviewPng },
    profilePic: { url: edited.data.profile_pic ?? '', png: profilePng },
  }
}

/** One more write just before the process is stopped: a new address and a new cart quantity. */
async function writeJustBefore(origin: string, written: Written, line: string, quantity: number): Promise<void> {
  const token = written.buyer.token
  await ok(origin, 'POST', '/api/address', { token, json: { ...ADDRESS, address: line } })
  await ok(origin, 'PATCH', '/api/user/updateCart', { token, json: { productId: written.cartLine.productId, color: written.cartLine.color, quantity } })
  written.addressLines.push(line)
  written.cartLine.quantity = quantity
}

/** Reads everything back from a (restarted) server. */
async function expectEverythingThere(origin: string, written: Written): Promise<void> {
  const signin = await ok<Json<'signin'>>(origin, 'POST', '/api/user/signin', { json: { email: written.buyer.email, password: written.buyer.password } })
  expect(signin.data.name).toBe(written.renamed)
  expect(signin.data.dob).toBe('1990-01-02')
  expect(signin.data.profile_pic).toBe(written.profilePic.url)
  expect(signin.orderHistory).toHaveLength(1)

  // the token from before the restart still works: the secret that signed it is in the database
  const token = written.buyer.token
  const cart = await ok<Json<'cart'>>(origin, 'GET', '/api/user/cart', { token })
  expect(cart.data.products.map((l) => ({ productId: l.productId._id, color: l.productColor, quantity: l.quantity }))).toEqual([written.cartLine])

  const addresses = await ok<Json<'addresses'>>(origin, 'GET', '/api/addresses', { token: signin.token })
  expect(addresses.data.map((a) => a.address)).toEqual(written.addressLines)
  expect(addresses.data.filter((a) => a.selected).map((a) => a.address)).toEqual([ADDRESS.address])

  const list = await ok<Json<'orderList'>>(origin, 'GET', '/api/user/orderlist?page=1&limit=10', { token })
  expect(list.orders.map((o) => ({ orderId: o.orderId, productId: o.productId, quantity: o.item.quantity, reviewed: o.reviewed }))).toEqual([
    { orderId: written.orderId, productId: written.ordered.productId, quantity: written.ordered.quantity, reviewed: true },
  ])

  const product = (await catalogue(origin)).find((p) => p._id === written.review.productId)
  const reviews = await ok<ProductReviewsResponse>(origin, 'GET', `/api/product/${written.review.productId}/reviews?limit=100`)
  const review = reviews.data.find((r) => r.review === written.review.text)
  expect(review).toMatchObject({ value: 4, images: [written.review.url], userId: { name: written.buyer.name } })
  expect(product?.productVarieties.find((v) => v.color === written.ordered.color)?.stock).toBe(written.ordered.stockAfter)

  for (const picture of [written.review, written.profilePic]) {
    const served = await fetchPicture(origin, picture.url)
    expect({ status: served.status, type: served.type }).toEqual({ status: 200, type: 'image/png' })
    expect(Buffer.from(served.bytes).equals(Buffer.from(picture.png))).toBe(true)
  }
}

/** What differs between the two databases. */
interface DatabaseKind {
  readonly title: string
  readonly label: string
  settings(): Promise<ServerSettings>
  /** The pid in the data folder's lock file; null where there is none (PostgreSQL has no DATA_DIR). */
  lockHolder(): string | null
  /** Whether a killed process leaves its lock behind for the next one to take over. */
  readonly locks: boolean
  readonly secondServer: { readonly title: string; run(settings: ServerSettings, first: ServerProcess, written: Written): Promise<void> }
}

const dataDir = join(root, 'data')
const lockFile = join(dataDir, 'tanabana-server.lock')

const embedded: DatabaseKind = {
  title: 'the embedded database (DATA_DIR)',
  label: 'embedded',
  settings: async () => ({ staticDir, dataDir }),
  lockHolder: () => (existsSync(lockFile) ? readFileSync(lockFile, 'utf8') : null),
  locks: true,
  secondServer: {
    title: 'a second server on the same DATA_DIR exits non-zero, naming the folder, while the first runs on',
    async run(settings, first) {
      const refused = await expectRefusedStart(settings)
      expect(refused.signal).toBeNull()
      expect(refused.code).not.toBe(0)
      expect(refused.output).toContain(dataDir)
      expect((await call(first.origin, 'GET', '/api/categories/array')).status).toBe(200)
      expect(readFileSync(lockFile, 'utf8')).toBe(String(first.pid))
    },
  },
}

const postgres: DatabaseKind = {
  title: 'a PostgreSQL server (DATABASE_URL)',
  label: 'postgres',
  async settings() {
    return { staticDir, databaseUrl: (await room.postgres()).createDatabase('durability') }
  },
  lockHolder: () => null,
  locks: false,
  secondServer: {
    title: 'a second server on the same DATABASE_URL starts alongside the first and reads the same data',
    async run(settings, first, written) {
      const second = await startServerProcess(settings)
      await expectEverythingThere(second.origin, written)
      expect(await second.stop('SIGTERM')).toEqual({ code: 0, signal: null })
      expect((await call(first.origin, 'GET', '/api/categories/array')).status).toBe(200)
    },
  },
}

describe.each([embedded, postgres])('on $title', (kind) => {
  let settings: ServerSettings
  let server: ServerProcess
  let written: Written

  beforeAll(async () => {
    settings = await kind.settings()
    server = await startServerProcess(settings)
  }, 60_000)

  afterAll(async () => {
    await server?.stop('SIGTERM').catch(() => server.stop('SIGKILL'))
  }, 20_000)

  test('a buyer registers and writes a cart, an address, an order, a review with a picture and a profile picture', async () => {
    written = await writeEverything(server.origin, kind.label)
    await expectEverythingThere(server.origin, written)
    expect(kind.lockHolder()).toBe(kind.locks ? String(server.pid) : null)
  }, 30_000)

  test(kind.secondServer.title, async () => {
    await kind.secondServer.run(settings, server, written)
  }, 60_000)

  test('after a graceful stop (SIGTERM) and a new start, everything is still there', async () => {
    await writeJustBefore(server.origin, written, '34 Warp Lane', 2)
    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null })
    // a graceful stop releases the data folder
    expect(kind.lockHolder()).toBeNull()
    server = await startServerProcess(settings)
    await expectEverythingThere(server.origin, written)
  }, 60_000)

  test('after kill -9 (SIGKILL) and a new start, everything is still there', async () => {
    await writeJustBefore(server.origin, written, '56 Weft Road', 3)
    const killed = server.pid
    expect(await server.stop('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' })
    // the dead process's lock is left behind, and the next start takes it over
    expect(kind.lockHolder()).toBe(kind.locks ? String(killed) : null)
    server = await startServerProcess(settings)
    expect(kind.lockHolder()).toBe(kind.locks ? String(server.pid) : null)
    await expectEverythingThere(server.origin, written)
  }, 60_000)
})
