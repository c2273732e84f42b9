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

  it('sends an import as the CSV body with its other fields in the query, and an export answers the text itself', async () => {
    const summary = { dryRun: true, written: false, created: 1, updated: 0, unchanged: 0, errors: [], errorCount: 0 }
    const { client, sent } = clientAnswering(200, summary)
    const csv = new Blob(['product_id,name\n,Khadi\n'], { type: 'text/csv' })
    expect(await client.call('importCatalogue', { csv, dryRun: 'true' })).toEqual(summary)
    expect(sent[0]?.url).toBe('https://store.test/api/admin/catalogue/import?dryRun=true')
    expect(sent[0]?.init.body).toBe(csv)
    expect(new Headers(sent[0]?.init.headers).get('Content-Type')).toMatch(/^text\/csv/)

    const exported = 'product_id,name\np1,"Khadi, handspun"\n'
    const csvClient = clientAnswering(200, exported)
    expect(await csvClient.client.call('exportCatalogue', {})).toBe(exported)
  })

  it('sends a picture as a multipart form, by XMLHttpRequest when it reports progress', async () => {
    const { client, sent } = clientAnswering(200, { url: '/media/upload/u1', width: 800, height: 600 })
    const picture = new File([new Uint8Array([1, 2, 3])], 'red.png', { type: 'image/png' })
    expect((await client.call('uploadPicture', { picture })).url).toBe('/media/upload/u1')
    const form = sent[0]?.init.body as FormData
    expect(form.get('picture')).toBeInstanceOf(File)
    expect(new Headers(sent[0]?.init.headers).has('Content-Type')).toBe(false)

    const progress: unknown[] = []
    const opened: string[] = []
    class FakeXhr extends EventTarget {
      status = 0
      responseText = ''
      withCredentials = false
      readonly upload = new EventTarget()
      open(method: string, url: string) {
        opened.push(`${method} ${url}`)
      }
      setRequestHeader() {}
      abort() {}
      send(body: unknown) {
        expect(body).toBeInstanceOf(FormData)
        this.upload.dispatchEvent(Object.assign(new Event('progress'), { loaded: 2, total: 3, lengthComputable: true }))
        this.status = 200
        this.responseText = JSON.stringify({ url: '/media/upload/u2', width: 1, height: 1 })
        this.dispatchEvent(new Event('load'))
      }
    }
    const xhrClient = createAdminClient({ baseUrl: '/api', timeoutMs: 1000, xhr: () => new FakeXhr() as unknown as XMLHttpRequest })
    const answer = await xhrClient.call('uploadPicture', { picture }, undefined, (p) => progress.push(p))
    expect(answer.url).toBe('/media/upload/u2')
    expect(opened).toEqual(['POST /api/admin/uploads'])
    expect(progress).toEqual([{ loaded: 2, total: 3 }])
  })
})
