import { describe, expect, test } from 'vitest'
import { endpoints } from '../../contracts/endpoints'
import { MAX_FORM_PARTS, MAX_PAGE_SIZE, MAX_QUANTITY_METRES, MAX_TEXT_PART_BYTES, TEXT_MAX } from '../../contracts/limits'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { signInAs } from '../support/api-calls'
import { serveBackend } from '../support/backend-under-test'
import { describeWith } from './support/capabilities'

const backend = serveBackend()

/*
 * Bounded work per request: every text, number and multipart body the store takes has a maximum
 * (contracts/limits.ts), and anything over it is a 400 `{ msg }` before any work is done, never a
 * 500 and never a stall for the other buyers.
 */

async function send(path: string, init: RequestInit & { token?: boolean } = {}): Promise<{ status: number; msg: string }> {
  const headers = new Headers(init.headers)
  if (init.token !== false) headers.set('Authorization', `Bearer ${await signInAs()}`)
  const response = await fetch(backend.api(path), { ...init, headers })
  const body = (await response.json()) as { msg?: string }
  return { status: response.status, msg: body.msg ?? '' }
}

const json = (method: string, body: unknown): RequestInit => ({ method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

/** A profile form (PUT /user/edit-user) with these extra parts after its own two. */
function profileForm(extra: (form: FormData) => void): RequestInit {
  const form = new FormData()
  form.set('name', 'Aarav Mehta')
  form.set('dob', '1992-08-14')
  extra(form)
  return { method: 'PUT', body: form }
}

describe('multipart bodies', () => {
  test(`more than ${MAX_FORM_PARTS} parts are refused`, async () => {
    const init = profileForm((form) => {
      for (let i = 0; i < MAX_FORM_PARTS; i++) form.append(`extra${i}`, 'x')
    })
    expect(await send(endpoints.editUser.path, init)).toEqual({ status: 400, msg: `Invalid multipart body: more than ${MAX_FORM_PARTS} parts` })
  })

  test('a part the contract does not name is dropped, `__proto__` too', async () => {
    const init = profileForm((form) => {
      form.append('__proto__', 'polluted')
      form.append('constructor', 'x')
      form.append('isAdmin', 'true')
    })
    expect((await send(endpoints.editUser.path, init)).status).toBe(200)
  })

  test(`a text part over ${MAX_TEXT_PART_BYTES} bytes is refused`, async () => {
    const init = profileForm((form) => form.append('note', 'x'.repeat(MAX_TEXT_PART_BYTES + 1)))
    expect(await send(endpoints.editUser.path, init)).toEqual({
      status: 400,
      msg: `Invalid multipart body: a text part is longer than ${MAX_TEXT_PART_BYTES} bytes`,
    })
  })
})

describeWith('streamingMultipart', 'a multipart body of 40,000 made-up names', () => {
  test('is refused at once, while another buyer’s reads go on', async () => {
    const form = new FormData()
    for (let i = 0; i < 40_000; i++) form.append(`field${i}`, `value${i}`)
    // the body's bytes are made before the clock starts: the client's own encoding is not the server's work
    const encoded = new Response(form)
    const body = new Uint8Array(await encoded.arrayBuffer())
    const headers = { Authorization: `Bearer ${await signInAs()}`, 'Content-Type': encoded.headers.get('content-type') ?? '' }
    const started = performance.now()
    const attack = fetch(backend.api(endpoints.addReview.path), { method: 'POST', headers, body })
    // a buyer's call sent while the body is being read answers as usual
    const other = fetch(backend.api(endpoints.categoryNames.path))
    const refused = await attack
    const refusedAfter = performance.now() - started
    expect(refused.status).toBe(400)
    expect((await refused.json()) as unknown).toEqual({ msg: `Invalid multipart body: more than ${MAX_FORM_PARTS} parts` })
    expect((await other).status).toBe(200)
    // parsing the whole body first took 0.6 to 1 s of the event loop; counting 17 parts takes milliseconds
    expect(refusedAfter).toBeLessThan(300)
  })
})

describe('texts have a maximum', () => {
  const over = (max: number) => 'x'.repeat(max + 1)

  test.each([
    ['a review', () => {
      const form = new FormData()
      form.set('review', over(TEXT_MAX.review))
      form.set('rating', '5')
      form.set('productId', 'p1')
      return send(endpoints.addReview.path, { method: 'POST', body: form })
    }],
    ['a profile name', () => send(endpoints.editUser.path, profileForm((form) => form.set('name', over(TEXT_MAX.personName))))],
    ['a date of birth', () => send(endpoints.editUser.path, profileForm((form) => form.set('dob', over(TEXT_MAX.date))))],
    ['a support message', () => send(endpoints.support.path, { ...json('POST', { name: 'Ravi', contactDetails: 'r@example.com', message: over(TEXT_MAX.supportMessage) }), token: false })],
    ['a support sender’s name', () => send(endpoints.support.path, { ...json('POST', { name: over(TEXT_MAX.personName), contactDetails: 'r@example.com', message: 'Hi' }), token: false })],
    ['an address line', () => send(endpoints.addAddress.path, json('POST', { name: 'A', address: over(TEXT_MAX.addressLine), city: 'Pune', state: 'Maharashtra', alternativePhoneNumber: '9876543210', country: 'India' }))],
    ['a city', () => send(endpoints.addAddress.path, json('POST', { name: 'A', address: '1 Main Road', city: over(TEXT_MAX.place), state: 'Maharashtra', alternativePhoneNumber: '9876543210', country: 'India' }))],
    ['a search', () => send(`${endpoints.products.path}?page=1&limit=12&search=${over(TEXT_MAX.search)}`, { token: false })],
    ['a sign-in email', () => send(endpoints.signin.path, { ...json('POST', { email: `${over(TEXT_MAX.email)}@x.in`, password: DEMO_BUYER.password }), token: false })],
    ['a coupon code', () => send(endpoints.applyCoupon.path, json('POST', { couponCode: over(TEXT_MAX.couponCode) }))],
  ])('%s one character over its maximum: 400 { msg }', async (_, call) => {
    const { status, msg } = await call()
    expect(status).toBe(400)
    expect(msg).toMatch(/^Invalid request: Expected a value with a length of at most \d+/)
  })

  test('a review of exactly the maximum is judged on its merits, not its length', async () => {
    const form = new FormData()
    form.set('review', 'x'.repeat(TEXT_MAX.review))
    form.set('rating', '5')
    form.set('productId', 'no-such-product')
    expect((await send(endpoints.addReview.path, { method: 'POST', body: form })).msg).not.toMatch(/at most/)
  })
})

describe('numbers have a range', () => {
  test.each([
    ['rating', 'rating=1e308', 'Invalid rating'],
    ['rating', 'rating=6', 'Invalid rating'],
    ['weight', 'weight=1e308', 'Invalid weight'],
    ['weight', 'weight=-1', 'Invalid weight'],
    ['page', 'page=1e20&limit=12', 'Invalid page'],
    ['limit', `page=1&limit=${MAX_PAGE_SIZE + 1}`, 'Invalid limit'],
    ['limit', 'page=1&limit=1e20', 'Invalid limit'],
  ])('the listing’s %s out of range (%s): 400', async (_, query, msg) => {
    expect(await send(`${endpoints.products.path}?${query}`, { token: false })).toEqual({ status: 400, msg })
  })

  test('the listing’s largest page size is answered', async () => {
    const response = await fetch(backend.api(`${endpoints.products.path}?page=1&limit=${MAX_PAGE_SIZE}`))
    expect(response.status).toBe(200)
  })

  test.each([
    ['page', 'page=1e20&limit=5', 'Invalid page'],
    ['limit', 'page=1&limit=1000', 'Invalid limit'],
  ])('the order list’s %s out of range: 400', async (_, query, msg) => {
    expect(await send(`${endpoints.orderList.path}?${query}`)).toEqual({ status: 400, msg })
  })

  test.each([
    ['above 2^31-1', 2 ** 31],
    [`above ${MAX_QUANTITY_METRES} m`, MAX_QUANTITY_METRES + 1],
    ['a fraction', 1.5],
  ])('a cart quantity %s: 400', async (_, quantity) => {
    const { status, msg } = await send(endpoints.addToCart.path, json('POST', { productId: 'p1', color: 'Indigo', quantity }))
    expect(status).toBe(400)
    expect(msg).toMatch(/^Invalid request: /)
    const update = await send(endpoints.updateCart.path, json('PATCH', { productId: 'p1', color: 'Indigo', quantity }))
    expect(update.status).toBe(400)
  })
})
