import { expect, test } from 'vitest'
import { cartService } from '../../src/services/cart-service'
import { catalogueService } from '../../src/services/catalogue-service'
import { wishlistService } from '../../src/services/wishlist-service'
import { rejectionOf, signInAs } from '../support/api-calls'
import { serveBackend } from '../support/backend-under-test'

serveBackend()

async function productNotInWishlist() {
  const inWishlist = new Set((await wishlistService.list()).map((e) => e.productId._id))
  const product = (await catalogueService.listProducts({}).then((r) => r.data)).find(
    (p) => !inWishlist.has(p._id) && (p.productVarieties[0]?.stock ?? 0) > 0,
  )
  if (!product) throw new Error('no candidate product')
  return { product, color: product.productVarieties[0]?.color ?? '' }
}

test('GET /wishlist answers the seeded entries with their products populated', async () => {
  await signInAs()
  const entries = await wishlistService.list()
  expect(entries).toHaveLength(2)
  for (const entry of entries) {
    expect(entry.productId.name).toBeTruthy()
    expect(entry.productId.productVarieties.length).toBeGreaterThan(0)
    expect(entry.color).toBe(entry.productId.productVarieties[0]?.color)
  }
})

test('adding answers the updated list; adding again keeps one entry', async () => {
  await signInAs()
  const { product, color } = await productNotInWishlist()
  const refs = await wishlistService.add(product._id, color)
  expect(refs).toHaveLength(3)
  expect(refs).toContainEqual({ productId: product._id, color })
  expect(await wishlistService.add(product._id, color)).toHaveLength(3)
})

test('adding an unknown product is a 404', async () => {
  await signInAs()
  expect(await rejectionOf(wishlistService.add('no-such-product', 'Indigo'))).toMatchObject({ status: 404, serverMessage: 'Product not found' })
})

test('removing by ?id= answers a msg and the entry is gone', async () => {
  await signInAs()
  const [first, second] = await wishlistService.list()
  expect(await wishlistService.remove(first?.productId._id ?? '')).toEqual({ msg: 'Removed from wishlist' })
  expect((await wishlistService.list()).map((e) => e.productId._id)).toEqual([second?.productId._id])
  expect(await rejectionOf(wishlistService.remove(first?.productId._id ?? ''))).toMatchObject({ status: 404 })
})

test('move-to-cart puts the product in the cart and takes it out of the wishlist', async () => {
  await signInAs()
  const { product, color } = await productNotInWishlist()
  await wishlistService.add(product._id, color)
  expect(await wishlistService.moveToCart({ productId: product._id, color, quantity: 2 })).toEqual({ msg: 'Moved to cart' })
  expect((await wishlistService.list()).some((e) => e.productId._id === product._id)).toBe(false)
  const line = (await cartService.get()).products.find((l) => l.productId._id === product._id)
  expect(line).toMatchObject({ productColor: color, quantity: 2 })
})

test('move-to-cart of a product not in the wishlist is a 404 and changes nothing', async () => {
  await signInAs()
  const { product, color } = await productNotInWishlist()
  const before = await cartService.get()
  expect(await rejectionOf(wishlistService.moveToCart({ productId: product._id, color, quantity: 1 }))).toMatchObject({
    status: 404,
    serverMessage: 'Product not found in wishlist',
  })
  expect(await cartService.get()).toEqual(before)
})

test('move-to-cart of a colour out of stock keeps the wishlist entry', async () => {
  await signInAs()
  const product = (await catalogueService.listProducts({}).then((r) => r.data)).find((p) => p.productVarieties.some((v) => v.stock === 0))
  const soldOut = product?.productVarieties.find((v) => v.stock === 0)?.color ?? ''
  await wishlistService.add(product?._id ?? '', soldOut)
  expect(await rejectionOf(wishlistService.moveToCart({ productId: product?._id ?? '', color: soldOut, quantity: 1 }))).toMatchObject({
    serverMessage: 'Out of Stock',
  })
  expect((await wishlistService.list()).some((e) => e.productId._id === product?._id)).toBe(true)
})
