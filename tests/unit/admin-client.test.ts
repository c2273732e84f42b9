import { describe, expect, it } from 'vitest'
import { STAFF_MESSAGES } from '../../contracts/admin/staff'
import { BACK_OFFICE_MESSAGES } from '../../contracts/admin/back-office-messages'
import { createAdminClient } from '../../admin/services/admin-client'
import { AdminCallError, isConflict, messageOf } from '../../admin/services/admin-error'

/* The back office's one HTTP client, driven by the staff endpoint table. */

interface Sent {
  readonly url: string
  readonly init: RequestInit
}

function clientAnswering(status: number, body: unknown) {
  const sent: Sent[] = []
  let signedOut = 0
  const client = createAdminClient({
    baseUrl: 'https://store.test/api',
    timeoutMs: 1000,
    onSignedOut: () => signedOut++,
    fetch: async (url, init) => {
      sent.push({ url: String(url), init: init ?? {} })
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })
    },
  })
  return { client, sent, signedOut: () => signedOut }
}

const ROW = { _id: 'o1', orderId: 'TBN1', placedAt: '2026-11-26T10:00:00Z', buyerName: 'Aarav', productName: 'Khadi', quantity: 2, total: 330, status: 'Shipped', paymentMethod: 'UPI' }

describe('createAdminClient', () => {
  it('sends a query row as the URL query (blanks left out) with the session cookie, and decodes the answer', async () => {
    const { client, sent } = clientAnswering(200, { orders: [ROW], totalPages: 1, totalItems: 1 })
    const answer = await client.call('orders', { status: 'Shipped', search: '', page: '2', limit: '20' })
    expect(answer.orders[0]?.orderId).toBe('TBN1')
    expect(sent[0]?.url).toBe('https://store.test/api/admin/orders?status=Shipped&page=2&limit=20')
    expect(sent[0]?.init).toMatchObject({ method: 'GET', credentials: 'include' })
  })

  it('puts path parameters in the path and the rest in a JSON body', async () => {
    const { client, sent } = clientAnswering(409, { msg: 'This order has changed since you opened it: reload it and try again' })
    const error = await client.call('orderStatus', { id: 'a/b', status: 'Shipped', carrier: 'Blue Dart', trackingNumber: 'BD1', version: 3 }).catch((e: unknown) => e)
    expect(sent[0]?.url).toBe('https://store.test/api/admin/orders/a%2Fb/status')
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({ status: 'Shipped', carrier: 'Blue Dart', trackingNumber: 'BD1', version: 3 })
    expect(isConflict(error)).toBe(true)
    expect(messageOf(error)).toBe('This order has changed since you opened it: reload it and try again')
  })

  it('tells the session of a 401, and carries the server’s message', async () => {
    const { client, signedOut } = clientAnswering(401, { msg: STAFF_MESSAGES.signedOut })
    const error = await client.call('dashboard', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AdminCallError)
    expect((error as AdminCallError).status).toBe(401)
    expect(signedOut()).toBe(1)
  })

  it('refuses an answer its contract does not describe', async () => {
    const { client } = clientAnswering(200, { orders: [{ ...ROW, total: 'a lot' }], totalPages: 1, totalItems: 1 })
    const error = await client.call('orders', {}).catch((e: unknown) => e)
    expect((error as AdminCallError).kind).toBe('decode')
    expect(messageOf(error)).toBe(BACK_OFFICE_MESSAGES.unreadable)
  })

  it('reports a failed connection in words staff can act on', async () => {
    const client = createAdminClient({ baseUrl: '/api', timeoutMs: 1000, fetch: () => Promise.reject(new TypeError('Failed to fetch')) })
    const error = await client.call('staffSession', {}).catch((e: unknown) => e)
    expect((error as AdminCallError).kind).toBe('network')
    expect(messageOf(error)).toBe(BACK_OFFICE_MESSAGES.unreachable)
  })
})
