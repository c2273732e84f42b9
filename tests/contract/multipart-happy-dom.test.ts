// @vitest-environment happy-dom
import { expect, test } from 'vitest'
import { accountService } from '../../src/services/account-service'
import { pngFile, rejectionOf, signInAs } from '../support/api-calls'
import { reviewableByDemoBuyer } from '../support/reviewable-products'
import { serveMockBackend } from './support/mock-api'

/* The app's upload component tests run under happy-dom: its FormData and File must reach the fake backend intact. */
serveMockBackend()

test('a profile picture sent from happy-dom arrives whole', async () => {
  await signInAs()
  const picture = pngFile('avatar.png')
  const data = await accountService.editUser({ name: 'Aarav Mehta', dob: '1992-08-14', profile_pic: picture })
  const served = await fetch(`http://localhost${data.profile_pic ?? ''}`)
  expect(served.headers.get('content-type')).toBe('image/png')
  expect((await served.arrayBuffer()).byteLength).toBe(picture.size)
})

test('review pictures sent from happy-dom are counted and checked', async () => {
  await signInAs()
  // a product the demo buyer ordered and has not reviewed: only buyers review, once per order
  const [product] = reviewableByDemoBuyer()
  const six = Array.from({ length: 6 }, (_, i) => pngFile(`${i}.png`))
  expect(await rejectionOf(accountService.addReview({ review: 'ok', rating: '4', productId: product?._id ?? '', reviewImages: six }))).toMatchObject({
    serverMessage: 'You can only upload 5 images',
  })
  await expect(
    accountService.addReview({ review: 'ok', rating: '4', productId: product?._id ?? '', reviewImages: six.slice(0, 5) }),
  ).resolves.toEqual({ msg: 'Review added successfully' })
})
