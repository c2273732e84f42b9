// @vitest-environment node
import { beforeAll, describe, expect, test } from 'vitest'
import {
  ADDRESS,
  call,
  fetchPicture,
  ok,
  pictureForm,
  pngOf,
  registerBuyer,
  startServerProcess,
  storeRoom,
  stockOf,
  varietiesInStock,
  type Answer,
  type Buyer,
  type Json,
  type ServerProcess,
  type Variety,
} from './server-processes'

/*
 * Issue #18, point 3: nothing a request needs lives in one process's memory. Two real
 * `server/main.ts` processes on one PostgreSQL database, started at the same moment (both
 * migrate and seed on start), hit at the same moment.
 */

const { staticDir, postgres } = storeRoom('multi-process')
let a: ServerProcess
let b: ServerProcess
/** Products one test orders from: another test's stock counts must not see them move. */
const taken = new Set<string>()

beforeAll(async () => {
  const databaseUrl = (await postgres()).createDatabase('multi_process')
  // stock is read back through the listing on both processes at once: with the catalogue's answer
  // cache (a few milliseconds behind another process's commit, tests/server/catalogue-changes.test.ts)
  // off, what is read is the database's own word
  const settings = { staticDir, databaseUrl, env: { CATALOGUE_CACHE_MS: '0' } }
  ;[a, b] = await Promise.all([startServerProcess(settings), startServerProcess(settings)])
}, 60_000)

const order = (origin: string, buyer: Buyer, key?: string) =>
  call<{ msg?: string; orderId?: string }>(origin, 'POST', '/api/buy', {
    token: buyer.token,
    json: { paymentMethod: 'Cash on Delivery' },
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  })

const fill = (origin: string, buyer: Buyer, variety: Variety, quantity: number) =>
  ok(origin, 'POST', '/api/user/add-to-cart', { token: buyer.token, json: { productId: variety.productId, color: variety.color, quantity } })

async function ordersOf(origin: string, buyer: Buyer) {
  return (await ok<Json<'orderList'>>(origin, 'GET', '/api/user/orderlist?page=1&limit=100', { token: buyer.token })).orders
}

async function cartOf(origin: string, buyer: Buyer) {
  return (await ok<Json<'cart'>>(origin, 'GET', '/api/user/cart', { token: buyer.token })).data.products
}

describe('two server processes on one PostgreSQL database', () => {
  test('both started at the same moment on an empty database, and answer the same catalogue', async () => {
    expect(a.origin).not.toBe(b.origin)
    const [fromA, fromB] = await Promise.all([varietiesInStock(a.origin), varietiesInStock(b.origin)])
    expect(fromA.length).toBeGreaterThan(0)
    expect(fromB).toEqual(fromA)
  })

  test('a sign-up code asked from A verifies on B, and the token B issued works on A (the secret is in the database)', async () => {
    const buyer = await registerBuyer(a.origin, b.origin, 'across')
    const [onA, onB] = await Promise.all([call(a.origin, 'GET', '/api/user/cart', { token: buyer.token }), call(b.origin, 'GET', '/api/user/cart', { token: buyer.token })])
    expect([onA.status, onB.status]).toEqual([200, 200])

    // a login code asked from B verifies on A; its token works on B; the code is spent on both
    const { otp } = await ok<Json<'loginOtp'>>(b.origin, 'POST', '/api/user/login', { json: { email: buyer.email } })
    const login = await ok<Json<'verifyOtp'>>(a.origin, 'POST', '/api/user/verifyOtp', { json: { type: 'login', email: buyer.email, otp: String(otp) } })
    expect((await call(b.origin, 'GET', '/api/addresses', { token: login.token })).status).toBe(200)
    const again = await call<{ msg: string }>(b.origin, 'POST', '/api/user/verifyOtp', { json: { type: 'login', email: buyer.email, otp: String(otp) } })
    expect(again.status).toBe(400)
    expect(again.body.msg).toBeTruthy()

    // a password sign-in on B gives a token A accepts
    const signin = await ok<Json<'signin'>>(b.origin, 'POST', '/api/user/signin', { json: { email: buyer.email, password: buyer.password } })
    expect((await call(a.origin, 'GET', '/api/user/cart', { token: signin.token })).status).toBe(200)
  }, 30_000)

  test('a picture uploaded through A is served by B', async () => {
    const buyer = await registerBuyer(a.origin, a.origin, 'upload')
    const png = pngOf(20, 40, 220)
    const edited = await ok<Json<'editUser'>>(a.origin, 'PUT', '/api/user/edit-user', {
      token: buyer.token,
      form: pictureForm({ name: 'Upload Buyer', dob: '1991-03-04' }, 'profile_pic', png),
    })
    const url = edited.data.profile_pic ?? ''
    expect(url).toMatch(/^\/media\/upload\//)
    const served = await fetchPicture(b.origin, url)
    expect({ status: served.status, type: served.type }).toEqual({ status: 200, type: 'image/png' })
    expect(Buffer.from(served.bytes).equals(Buffer.from(png))).toBe(true)
  }, 30_000)

  test('the same Idempotency-Key sent to A and B at the same moment gives one order and the same answer twice', async () => {
    const buyer = await registerBuyer(a.origin, b.origin, 'idempotent')
    await ok(a.origin, 'POST', '/api/address', { token: buyer.token, json: ADDRESS })
    const variety = (await varietiesInStock(a.origin)).find((v) => v.stock >= 10)
    if (!variety) throw new Error('No variety with 10 in stock on the first page')
    taken.add(variety.productId)
    const before = await stockOf(a.origin, variety.productId, variety.color)

    const ROUNDS = 3
    const orderIds: string[] = []
    for (let round = 0; round < ROUNDS; round++) {
      await fill(round % 2 ? b.origin : a.origin, buyer, variety, 1)
      const key = `checkout-${buyer.email}-${round}`
      const [fromA, fromB] = await Promise.all([order(a.origin, buyer, key), order(b.origin, buyer, key)])
      expect([fromA.status, fromB.status]).toEqual([200, 200])
      expect(fromB.body).toEqual(fromA.body)
      expect(fromA.body.orderId).toBeTruthy()
      orderIds.push(fromA.body.orderId ?? '')
      // a late retry of the same key, on either process, replays the answer too
      expect((await order(round % 2 ? a.origin : b.origin, buyer, key)).body).toEqual(fromA.body)
    }

    const orders = await ordersOf(b.origin, buyer)
    expect(orders.map((o) => o.orderId).sort()).toEqual([...orderIds].sort())
    expect(new Set(orderIds).size).toBe(ROUNDS)
    expect(await stockOf(b.origin, variety.productId, variety.color)).toBe(before - ROUNDS)
    expect(await cartOf(a.origin, buyer)).toEqual([])
  }, 40_000)

  test('a race for the last units across A and B never oversells', async () => {
    const BUYERS = 4
    const buyers: Buyer[] = []
    for (let i = 0; i < BUYERS; i++) {
      const origin = i % 2 ? b.origin : a.origin
      const buyer = await registerBuyer(origin, origin, `race-${i}`)
      await ok(origin, 'POST', '/api/address', { token: buyer.token, json: ADDRESS })
      buyers.push(buyer)
    }
    // a product no other test orders from, with a few units (so four buyers can split them)
    const inStock = await varietiesInStock(a.origin)
    const pick = () => {
      const variety = inStock.find((v) => !taken.has(v.productId) && v.stock >= 3) ?? inStock.find((v) => !taken.has(v.productId))
      if (!variety) throw new Error('Not enough products in stock on the first page')
      taken.add(variety.productId)
      return variety
    }

    const statuses: number[] = []
    /** Each buyer's cart holds `quantity` of the variety; all buy at once, alternating A and B. */
    async function race(variety: Variety, racers: readonly Buyer[], quantity: (stock: number) => number) {
      const stock = await stockOf(a.origin, variety.productId, variety.color)
      expect(stock).toBeGreaterThan(0)
      const wanted = quantity(stock)
      for (const [i, buyer] of racers.entries()) await fill(i % 2 ? b.origin : a.origin, buyer, variety, wanted)
      const answers: Answer<{ msg?: string; orderId?: string }>[] = await Promise.all(racers.map((buyer, i) => order(i % 2 ? b.origin : a.origin, buyer)))
      statuses.push(...answers.map((r) => r.status))
      for (const answer of answers) {
        expect(answer.status).toBeLessThan(500)
        if (answer.status !== 200) {
          expect(answer.status).toBeGreaterThanOrEqual(400)
          expect(typeof answer.body.msg).toBe('string')
        }
      }
      const winners = answers.filter((r) => r.status === 200).length
      // as many orders as the stock holds, never more
      expect(winners).toBe(Math.min(racers.length, Math.floor(stock / wanted)))

      const [left, leftOnB] = await Promise.all([stockOf(a.origin, variety.productId, variety.color), stockOf(b.origin, variety.productId, variety.color)])
      expect(leftOnB).toBe(left)
      expect(left).toBeGreaterThanOrEqual(0)
      expect(left).toBe(stock - winners * wanted)
      let ordered = 0
      for (const [i, buyer] of racers.entries()) {
        const orders = await ordersOf(i % 2 ? a.origin : b.origin, buyer)
        ordered += orders.filter((o) => o.productId === variety.productId).reduce((n, o) => n + Number(o.item.quantity), 0)
        // a refused buyer keeps the cart; empty it for the next race
        if (answers[i]?.status !== 200) await ok(a.origin, 'POST', '/api/user/remove-from-cart', { token: buyer.token, json: { productId: variety.productId, color: variety.color } })
        expect(await cartOf(b.origin, buyer)).toEqual([])
      }
      expect(ordered).toBe(stock - left)
      return left
    }

    // two buyers, each with the whole stock in the cart, one through A and one through B: exactly one wins
    const ROUNDS = 3
    for (let round = 0; round < ROUNDS; round++) {
      const racers = [buyers[(2 * round) % BUYERS], buyers[(2 * round + 1) % BUYERS]].filter((x): x is Buyer => x !== undefined)
      expect(await race(pick(), racers, (stock) => stock)).toBe(0)
    }
    // four buyers after a third of the stock each (at least 1): as many win as the stock holds
    await race(pick(), buyers, (stock) => Math.max(1, Math.floor(stock / 3)))

    expect(statuses.filter((s) => s >= 500)).toEqual([])
  }, 60_000)

  test('buyers with the same varieties in opposite cart orders all buy at once, without a deadlock', async () => {
    const BUYERS = 8
    const ROUNDS = 3
    const buyers: Buyer[] = []
    for (let i = 0; i < BUYERS; i++) {
      const origin = i % 2 ? b.origin : a.origin
      const buyer = await registerBuyer(origin, origin, `opposite-${i}`)
      await ok(origin, 'POST', '/api/address', { token: buyer.token, json: ADDRESS })
      buyers.push(buyer)
    }
    const varieties: Variety[] = []
    for (const v of await varietiesInStock(a.origin)) {
      if (varieties.length < 4 && !taken.has(v.productId) && v.stock >= BUYERS * ROUNDS) {
        taken.add(v.productId)
        varieties.push(v)
      }
    }
    if (varieties.length < 4) throw new Error('Not enough products in stock on the first page')
    const reversed = [...varieties].reverse()
    for (let round = 0; round < ROUNDS; round++) {
      // half the carts hold the varieties in one order, half in the other: purchases that lock
      // stock in cart order would wait on each other in a circle
      for (const [i, buyer] of buyers.entries()) {
        for (const variety of i % 2 ? reversed : varieties) await fill(a.origin, buyer, variety, 1)
      }
      const answers = await Promise.all(buyers.map((buyer, i) => order(i % 2 ? b.origin : a.origin, buyer)))
      expect(answers.map((r) => r.status)).toEqual(buyers.map(() => 200))
    }
  }, 90_000)
})
