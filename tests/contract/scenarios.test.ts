// @vitest-environment node
import { afterEach, describe, expect, test } from 'vitest'
import {
  activeScenarios,
  applyScenariosFromUrl,
  clearScenarios,
  scenarioFor,
  setScenario,
} from '../../mocks/scenarios'
import { DecodeError, HttpError, NetworkError } from '../../src/services/api-error'
import { catalogueService } from '../../src/services/catalogue-service'
import { config } from '../../src/services/config'
import { SLOW_DELAY_MS, STALLED_DELAY_MS } from '../../mocks/handlers/scenario-response'
import { cartService } from '../../src/services/cart-service'
import { addressService } from '../../src/services/address-service'
import { orderService } from '../../src/services/order-service'
import { wishlistService } from '../../src/services/wishlist-service'
import { rejectionOf, signInAs } from '../support/api-calls'
import { serveMockBackend } from './support/mock-api'

serveMockBackend()
afterEach(() => clearScenarios())

describe('the scenario registry', () => {
  test('success is the default; set, list and clear', () => {
    expect(scenarioFor('signin')).toEqual({ mode: 'success', options: {} })
    setScenario('signin', 'server-error', { msg: 'down' })
    setScenario('buy', 'slow')
    expect(activeScenarios()).toEqual([
      { target: 'signin', mode: 'server-error', options: { msg: 'down' } },
      { target: 'buy', mode: 'slow', options: {} },
    ])
    setScenario('buy', 'success')
    expect(activeScenarios().map((s) => s.target)).toEqual(['signin'])
    clearScenarios()
    expect(activeScenarios()).toEqual([])
  })

  test("'*' applies to every call without a scenario of its own", () => {
    setScenario('*', 'network')
    setScenario('cart', 'empty')
    expect(scenarioFor('products').mode).toBe('network')
    expect(scenarioFor('cart').mode).toBe('empty')
  })

  test('?mock= sets the named scenarios and skips unknown modes', () => {
    const applied = applyScenariosFromUrl('?page=2&mock=signin:server-error,%20buy:slow,cart:explode,products')
    expect(applied.map(({ target, mode }) => `${target}:${mode}`)).toEqual(['signin:server-error', 'buy:slow'])
    expect(scenarioFor('signin').mode).toBe('server-error')
    expect(scenarioFor('buy').mode).toBe('slow')
    expect(scenarioFor('cart').mode).toBe('success')
    expect(applyScenariosFromUrl('?page=2')).toEqual([])
  })
})

describe('scenarios as the storefront sees them', () => {
  test('server-error answers 500 with a msg by default', async () => {
    setScenario('categories', 'server-error')
    const error = await rejectionOf(catalogueService.categories())
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status: 500, serverMessage: 'Internal server error' })
  })

  test('server-error takes another status', async () => {
    setScenario('products', 'server-error', { status: 503, msg: 'Maintenance' })
    expect(await rejectionOf(catalogueService.listProducts({ page: '1' }))).toMatchObject({ status: 503, serverMessage: 'Maintenance' })
  })

  test('slow answers normally after the delay', async () => {
    setScenario('categoryNames', 'slow', { delayMs: 120 })
    const started = performance.now()
    await expect(catalogueService.categoryNames()).resolves.toContain('Cotton')
    expect(performance.now() - started).toBeGreaterThanOrEqual(110)
  })

  test('stalled answers normally, later than slow and before the client gives up', async () => {
    setScenario('categoryNames', 'stalled', { delayMs: 150 })
    const started = performance.now()
    await expect(catalogueService.categoryNames()).resolves.toContain('Cotton')
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
    expect(STALLED_DELAY_MS).toBeGreaterThan(SLOW_DELAY_MS)
    expect(STALLED_DELAY_MS).toBeLessThan(config.requestTimeoutMs)
  })

  test('without a scenario the fake backend answers without delay', async () => {
    await catalogueService.listProducts({ page: '1' }) // warm-up
    const started = performance.now()
    await catalogueService.listProducts({ page: '2', category: 'Cotton,Silk', rating: '3' })
    // no scenario's wait: far below the shortest forced delay, with room for a busy machine
    expect(performance.now() - started).toBeLessThan(SLOW_DELAY_MS / 6)
  })

  test('empty answers empty lists where a call answers a list', async () => {
    await signInAs()
    for (const name of ['products', 'cart', 'wishlist', 'addresses', 'orderList'] as const) setScenario(name, 'empty')
    expect(await catalogueService.listProducts({ page: '1' })).toEqual({ data: [], totalProducts: 0, totalPage: 0 })
    expect(await cartService.get()).toEqual({ products: [], totalPrice: 0 })
    expect(await wishlistService.list()).toEqual([])
    expect(await addressService.list()).toEqual([])
    expect(await orderService.list(1, 5)).toEqual({ orders: [], totalPages: 0, totalItems: 0 })
  })

  test('empty still refuses a visitor on a guarded call', async () => {
    setScenario('cart', 'empty')
    expect(await rejectionOf(cartService.get())).toMatchObject({ status: 401 })
  })

  test('malformed and network give the typed client errors', async () => {
    setScenario('categories', 'malformed')
    setScenario('categoryNames', 'network')
    expect(await rejectionOf(catalogueService.categories())).toBeInstanceOf(DecodeError)
    expect(await rejectionOf(catalogueService.categoryNames())).toBeInstanceOf(NetworkError)
  })

  test('a forced failure changes no data', async () => {
    await signInAs()
    const before = await cartService.get()
    setScenario('updateCart', 'server-error')
    const [line] = before.products
    await rejectionOf(cartService.update({ productId: line?.productId._id ?? '', color: line?.productColor ?? '', quantity: 9 }))
    clearScenarios()
    expect(await cartService.get()).toEqual(before)
  })
})

describe('the IP-geolocation stand-in', () => {
  const geo = () => fetch('http://localhost/geo/json')

  test('answers Surat, India', async () => {
    expect(await (await geo()).json()).toEqual({ postal: '395003', city: 'Surat', country_name: 'India' })
  })

  test("follows the 'geolocation' scenario", async () => {
    setScenario('geolocation', 'server-error')
    expect((await geo()).status).toBe(500)
    setScenario('geolocation', 'network')
    await expect(geo()).rejects.toBeInstanceOf(TypeError)
  })
})
