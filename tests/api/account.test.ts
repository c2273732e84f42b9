import { describe, expect, test } from 'vitest'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { accountService } from '../../src/services/account-service'
import { authService } from '../../src/services/auth-service'
import { catalogueService } from '../../src/services/catalogue-service'
import { orderService } from '../../src/services/order-service'
import { NOT_A_BUYER } from '../../rules/reviews'
import { pngFile, rejectionOf, signInAs } from '../support/api-calls'
import { describeWith } from './support/capabilities'
import { serveBackend } from '../support/backend-under-test'

serveBackend()

const textFile = () => new File(['not a picture'], 'notes.txt', { type: 'text/plain' })
const disguisedText = () => new File(['just words, no picture'], 'photo.png', { type: 'image/png' })
const hugePng = () => new File([pngFile(), new Uint8Array(5 * 1024 * 1024)], 'huge.png', { type: 'image/png' })

async function productById(id: string) {
  const product = (await catalogueService.listProducts({}).then((r) => r.data)).find((p) => p._id === id)
  if (!product) throw new Error(`no product ${id}`)
  return product
}

describe('PUT /user/edit-user', () => {
  test('changes name and dob and keeps the picture when none is sent', async () => {
    await signInAs()
    const before = (await authService.signIn({ email: DEMO_BUYER.email, password: DEMO_BUYER.password })).user
    const data = await accountService.editUser({ name: '  Aarav K. Mehta ', dob: '1993-01-05' })
    expect(data).toEqual({ name: 'Aarav K. Mehta', dob: '1993-01-05', profile_pic: before.profile_pic })
    const after = (await authService.signIn({ email: DEMO_BUYER.email, password: DEMO_BUYER.password })).user
    expect(after).toMatchObject({ name: 'Aarav K. Mehta', dob: '1993-01-05' })
  })

  test('a new picture is stored and served back with its bytes', async () => {
    await signInAs()
    const picture = pngFile('me.png')
    const data = await accountService.editUser({ name: 'Aarav Mehta', dob: '1992-08-14', profile_pic: picture })
    expect(data.profile_pic).toMatch(/^\/media\/upload\/[0-9a-f]+$/)
    const served = await fetch(`http://localhost${data.profile_pic}`)
    expect(served.headers.get('content-type')).toBe('image/png')
    // an upload's address never serves other bytes: browsers may keep it for good
    expect(served.headers.get('cache-control')).toMatch(/max-age=\d{6,}/)
    expect(served.headers.get('cache-control')).toMatch(/\bimmutable\b/)
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(await picture.arrayBuffer()))
  })



  test('a blank name or a non-image picture is refused', async () => {
    await signInAs()
    expect(await rejectionOf(accountService.editUser({ name: ' ', dob: '' }))).toMatchObject({ status: 400, serverMessage: 'Name is required' })
    expect(await rejectionOf(accountService.editUser({ name: 'A', dob: '', profile_pic: textFile() }))).toMatchObject({
      status: 400,
      serverMessage: 'Only image files are allowed',
    })
  })

  test('a picture is judged by its bytes, not by the type it declares', async () => {
    await signInAs()
    const disguised = new File(['<svg onload="alert(1)"/>'], 'me.png', { type: 'image/png' })
    expect(await rejectionOf(accountService.editUser({ name: 'A', dob: '', profile_pic: disguised }))).toMatchObject({
      status: 400,
      serverMessage: 'Only image files are allowed',
    })
    const png = pngFile('me.txt')
    const plainPng = new File([await png.arrayBuffer()], 'me.txt', { type: 'text/plain' })
    const data = await accountService.editUser({ name: 'A', dob: '', profile_pic: plainPng })
    const served = await fetch(`http://localhost${data.profile_pic ?? ''}`)
    expect(served.headers.get('content-type')).toBe('image/png')
  })

  test('a picture above 5 MB is refused with 413', async () => {
    await signInAs()
    expect(await rejectionOf(accountService.editUser({ name: 'A', dob: '', profile_pic: hugePng() }))).toMatchObject({
      status: 413,
      serverMessage: 'Image is too large (5 MB at most)',
    })
  })
})

describeWith('securityHeaders', 'an uploaded picture', () => {
  test('is served with nosniff, so a browser keeps to the sniffed type', async () => {
    await signInAs()
    const data = await accountService.editUser({ name: 'Aarav Mehta', dob: '1992-08-14', profile_pic: pngFile('me.png') })
    const served = await fetch(`http://localhost${data.profile_pic}`)
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('POST /user/support', () => {
  test('accepts a request from a visitor and from a signed-in user', async () => {
    const request = { name: 'Ravi', contactDetails: 'ravi@example.com', message: 'Need 500 m of poplin' }
    expect(await accountService.support(request)).toEqual({ msg: 'Form submitted successfully!' })
    await signInAs()
    expect(await accountService.support(request)).toEqual({ msg: 'Form submitted successfully!' })
  })

  test('refuses an empty field', async () => {
    expect(await rejectionOf(accountService.support({ name: 'Ravi', contactDetails: '', message: 'x' }))).toMatchObject({ status: 400 })
  })
})

describe('POST /product/addReview', () => {
  test('appends the review with its pictures and recomputes the average', async () => {
    await signInAs()
    // only a buyer reviews (tests/api/reviews.test.ts): a product of the demo buyer's open orders with reviews
    const open = new Set((await orderService.list(1, 100)).orders.filter((o) => !o.reviewed).map((o) => o.productId))
    const [target] = (await catalogueService.listProducts({}).then((r) => r.data)).filter((p) => open.has(p._id) && (p.averageRating ?? 0) > 1)
    const before = await productById(target?._id ?? '')
    const answer = await accountService.addReview({
      review: 'Crisp hand and fast colours',
      rating: '1',
      productId: before._id,
      reviewImages: [pngFile('a.png'), pngFile('b.png')],
    })
    expect(answer).toEqual({ msg: 'Review added successfully' })
    const after = await productById(before._id)
    expect(after.reviewCount).toBe((before.reviewCount ?? 0) + 1)
    const reviews = (await catalogueService.productReviews(before._id, { skip: 0, limit: 100 })).data
    const mine = reviews[0]
    expect(mine).toMatchObject({ value: 1, review: 'Crisp hand and fast colours', userId: { name: 'Aarav Mehta' } })
    expect(mine?.images).toHaveLength(2)
    const mean = reviews.reduce((s, r) => s + r.value, 0) / reviews.length
    expect(after.averageRating).toBe(Math.round(mean * 10) / 10)
    expect(after.averageRating).toBeLessThan(before.averageRating ?? 0)
  })

  test('a review from an order marks that order reviewed', async () => {
    await signInAs()
    const order = (await orderService.list(1, 100)).orders.find((o) => !o.reviewed)
    await accountService.addReview({ review: 'Good', rating: '5', productId: order?.productId ?? '', orderId: order?._id, reviewImages: [] })
    const again = (await orderService.list(1, 100)).orders.find((o) => o._id === order?._id)
    expect(again?.reviewed).toBe(true)
  })

  test.each([
    ['six pictures', { reviewImages: Array.from({ length: 6 }, (_, i) => pngFile(`${i}.png`)) }, 400, 'You can only upload 5 images'],
    ['a file that is not a picture', { reviewImages: [textFile()] }, 400, 'Only image files are allowed'],
    ['text bytes declared image/png', { reviewImages: [pngFile(), disguisedText()] }, 400, 'Only image files are allowed'],
    ['a picture above 5 MB', { reviewImages: [hugePng()] }, 413, 'Image is too large (5 MB at most)'],
    ['a rating of 6', { rating: '6' }, 400, 'Rating must be between 1 and 5'],
    ['a rating of 0', { rating: '0' }, 400, 'Rating must be between 1 and 5'],
    ['an unknown product', { productId: 'nope' }, 404, 'Product not found'],
    ['someone else’s order', { orderId: 'order-user-kavya-iyer-1' }, 403, NOT_A_BUYER],
  ])('%s is refused with a msg', async (_, change, status, message) => {
    await signInAs()
    const order = (await orderService.list(1, 100)).orders.find((o) => !o.reviewed && o.productId)
    const product = await productById(order?.productId ?? '')
    const error = await rejectionOf(
      accountService.addReview({ review: 'x', rating: '4', productId: product._id, reviewImages: [], ...change }),
    )
    expect(error).toMatchObject({ _tag: 'HttpError', status, serverMessage: message })
    expect((await productById(product._id)).reviewCount).toBe(product.reviewCount)
  })
})
