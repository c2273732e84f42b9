import { beforeEach, describe, expect, test } from 'vitest'
import { createLocalStorageDb, MOCK_DB_PREFIX } from '../../mocks/db/local-storage-db'
import { createMemoryDb } from '../../mocks/db/memory-db'
import { signIn } from '../../mocks/use-cases/auth'
import { createBackendContext } from '../../mocks/use-cases/backend-context'
import { addToCart, getCart } from '../../mocks/use-cases/cart'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { buildSeed } from '../../seed/fixtures/seed'
import type { DbState, UploadRecord } from '../../seed/records'

const seed = buildSeed()
const VERSION = 'test-seed'

beforeEach(() => localStorage.clear())

/** A Storage that refuses to hold more than `limit` characters, like a full localStorage. */
function tinyStorage(limit: number): Storage {
  const items = new Map<string, string>()
  const used = () => [...items].reduce((n, [k, v]) => n + k.length + v.length, 0)
  return {
    get length() {
      return items.size
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (k) => items.get(k) ?? null,
    removeItem: (k) => void items.delete(k),
    clear: () => items.clear(),
    setItem: (k, v) => {
      const before = items.get(k)
      items.set(k, v)
      if (used() > limit) {
        if (before === undefined) items.delete(k)
        else items.set(k, before)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      }
    },
  }
}

const upload = (id: string, size: number): UploadRecord => ({ _id: id, contentType: 'image/png', base64: 'A'.repeat(size), createdAt: id })

describe('the localStorage db', () => {
  test('a reload (a new db over the same storage) sees what was written', () => {
    const first = createLocalStorageDb(localStorage, VERSION)
    expect(first.hasData()).toBe(false)
    first.reset(seed)
    const ctx = createBackendContext(first)
    const { token } = signIn(ctx, { email: DEMO_BUYER.email, password: DEMO_BUYER.password })
    const userId = ctx.db.get('sessions').find((s) => s.token === token)?.userId ?? ''
    const product = seed.products.find((p) => (p.productVarieties[0]?.stock ?? 0) > 0)
    addToCart(ctx, userId, { productId: product?._id ?? '', color: product?.productVarieties[0]?.color ?? '', quantity: 4 })

    const reloaded = createLocalStorageDb(localStorage, VERSION)
    expect(reloaded.hasData()).toBe(true)
    const cart = getCart(createBackendContext(reloaded), userId)
    expect(cart.data.products).toHaveLength(3)
    expect(reloaded.get('sessions').map((s) => s.token)).toContain(token)
  })

  test('keeps its keys under tanabana-mock:db and never under the user-scoped prefix', () => {
    createLocalStorageDb(localStorage, VERSION).reset(seed)
    const keys = Object.keys(localStorage)
    expect(keys.length).toBeGreaterThan(0)
    expect(keys.every((k) => k.startsWith(`${MOCK_DB_PREFIX}:`))).toBe(true)
    expect(keys.some((k) => k.startsWith('tanabana:user:'))).toBe(false)
  })

  test('a db written by another seed version counts as empty', () => {
    createLocalStorageDb(localStorage, 'old-seed').reset(seed)
    expect(createLocalStorageDb(localStorage, VERSION).hasData()).toBe(false)
  })

  test('reset puts the seed back', () => {
    const db = createLocalStorageDb(localStorage, VERSION)
    db.reset(seed)
    db.put('orders', [])
    db.reset(seed)
    expect(createLocalStorageDb(localStorage, VERSION).get('orders')).toEqual(seed.orders)
  })

  test('a write from another tab replaces the cached copy', () => {
    const db = createLocalStorageDb(localStorage, VERSION)
    db.reset(seed)
    expect(db.get('orders').length).toBeGreaterThan(0)
    localStorage.setItem(`${MOCK_DB_PREFIX}:orders`, '[]')
    window.dispatchEvent(new StorageEvent('storage', { key: `${MOCK_DB_PREFIX}:orders`, storageArea: localStorage }))
    expect(db.get('orders')).toEqual([])
  })

  test('when storage is full, old uploads give way to new data', () => {
    const storage = tinyStorage(5_000)
    const db = createLocalStorageDb(storage, VERSION)
    db.put('uploads', [upload('old-1', 1500), upload('old-2', 1500)])
    db.put('uploads', [...db.get('uploads'), upload('new', 1500)])
    db.put('orders', [])
    db.put('otps', [{ email: 'a@b.c', purpose: 'login', otp: '123456', expiresAt: 0 }])
    db.put('supportRequests', [{ _id: 's', userId: null, name: 'n', contactDetails: 'c', message: 'm'.repeat(1500), createdAt: '', status: 'open', replies: [] }])
    const reloaded = createLocalStorageDb(storage, VERSION)
    expect(reloaded.get('supportRequests')).toHaveLength(1)
    expect(reloaded.get('uploads').map((u) => u._id)).not.toContain('old-1')
  })
})

describe('the memory db', () => {
  test('reset copies the seed, so later writes never change it', () => {
    const original: DbState = structuredClone(seed)
    const db = createMemoryDb(original)
    db.put('users', [])
    db.reset(original)
    expect(db.get('users')).toEqual(seed.users)
    expect(original).toEqual(seed)
  })
})
