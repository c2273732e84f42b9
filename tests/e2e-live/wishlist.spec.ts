import { registerBuyer, signIn } from './support/live-accounts'
import { inStockProduct, openProduct } from './support/live-catalogue'
import { expect, loadedWidth, test, toast } from './support/live-test'

/*
 * The wishlist of a buyer registered for this test: a heart on a product page adds it, the
 * server keeps it (it is on /wishlist after a reload), and removing it there sticks too.
 */

test('hearts a product, finds it on the wishlist after a reload, and removes it', async ({ page, request }) => {
  const buyer = await registerBuyer(request, 'wisher')
  const product = await inStockProduct(request)
  await signIn(page, buyer)
  await openProduct(page, product)

  const added = page.waitForResponse((r) => r.url().endsWith('/api/wishlist/add'))
  await page.getByRole('button', { name: 'Add to Wishlist' }).click()
  expect((await added).status()).toBe(200)
  await expect(toast(page, 'Added to wishlist')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Remove from Wishlist' })).toHaveAttribute('aria-pressed', 'true')

  await page.getByRole('banner').getByRole('link', { name: 'Wishlist', exact: true }).click()
  await expect(page).toHaveURL(/\/wishlist$/)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'My Wishlist' })).toBeVisible()
  const saved = page.getByRole('article').filter({ has: page.getByRole('heading', { name: product.name, exact: true }) })
  await expect(saved).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(1)
  // its picture loads from the server
  expect(await loadedWidth(saved.locator('img').first())).toBeGreaterThan(0)

  const removed = page.waitForResponse((r) => r.url().includes('/api/wishlist/remove'))
  await saved.getByRole('button', { name: `Remove ${product.name} from wishlist` }).click()
  expect((await removed).status()).toBe(200)
  await expect(toast(page, 'Removed from wishlist')).toBeVisible()
  await expect(saved).toHaveCount(0)
  await expect(page.getByRole('heading', { name: "Let's Grab Something" })).toBeVisible()

  await page.reload()
  await expect(page.getByRole('heading', { name: "Let's Grab Something" })).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(0)
  // and the product page's heart is empty again
  await openProduct(page, product)
  await expect(page.getByRole('button', { name: 'Add to Wishlist' })).toBeVisible()
})
