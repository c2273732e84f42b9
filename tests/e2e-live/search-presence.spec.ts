import type { Page } from '@playwright/test'
import { expect, test } from './support/live-test'

/*
 * What a search engine or a link preview reads of a product page, against what a buyer sees on
 * it: the JSON-LD Product's name, price, currency and availability match the page once it runs,
 * the page's title names the product on a direct link and after in-app navigation, and a direct
 * link loads that product alone (GET /api/product/{id}, never the whole catalogue).
 */

interface ProductLd {
  '@type': string
  name: string
  offers: { price: string; priceCurrency: string; availability: string }
  aggregateRating?: { ratingValue: number; reviewCount: number }
}

async function structuredData(page: Page): Promise<ProductLd> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent()
  return JSON.parse(text ?? 'null') as ProductLd
}

/** A product id from the live listing, and its name. */
async function listedProduct(page: Page, nth: number): Promise<{ id: string; name: string }> {
  const response = await page.request.get('/api/getAllProducts?page=1&limit=12')
  const { data } = (await response.json()) as { data: { _id: string; name: string }[] }
  const product = data[nth]
  if (!product) throw new Error('the listing is empty')
  return { id: product._id, name: product.name }
}

test('a product page by its address: structured data matches the visible name, price and stock, and only that product is loaded', async ({ page }) => {
  const { id, name } = await listedProduct(page, 2)
  const calls: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname)
  })
  await page.goto(`/product/${id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(page).toHaveTitle(`${name} | Tanabana`)

  const ld = await structuredData(page)
  expect(ld['@type']).toBe('Product')
  expect(ld.name).toBe(name)
  expect(ld.offers.priceCurrency).toBe('USD')
  // the page opens on the first colour: its price is the one shown, in dollars (SPEC 9)
  const shown = Number(ld.offers.price).toLocaleString('en-US', { style: 'currency', currency: 'USD' })
  await expect(page.getByText(shown, { exact: true }).first()).toBeVisible()
  const inStock = ld.offers.availability === 'https://schema.org/InStock'
  await expect(page.getByText(inStock ? 'In Stock' : 'Out Of Stock', { exact: true }).first()).toBeVisible()
  if (ld.aggregateRating) {
    const count = ld.aggregateRating.reviewCount
    await expect(page.getByText(`(${count} ${count === 1 ? 'review' : 'reviews'})`)).toBeVisible()
  }

  // once the app has taken the page over it reads the product afresh (its stock and reviews), and nothing else of the catalogue
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect.poll(() => calls).toContain(`/api/product/${id}`)
  expect(calls).not.toContain('/api/getAllProducts')
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', name)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/product/${id}$`))
})

test('the landing hydrates with the lists it was served, asks for no catalogue, and in-app navigation retitles the tab', async ({ page }) => {
  const calls: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname}${url.search}`)
  })
  await page.goto('/')
  const arrivals = page.getByRole('region', { name: 'New Arrivals' })
  await expect(arrivals.getByRole('listitem').first().getByRole('heading')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.waitForLoadState('networkidle')
  // the category lists and the highlights came with the page: the startup store takes them as its first load
  for (const served of ['/api/products/highlights', '/api/categories/array', '/api/categories']) expect(calls).not.toContain(served)
  expect(calls.some((c) => c.startsWith('/api/getAllProducts'))).toBe(false)

  const first = arrivals.getByRole('listitem').first().getByRole('heading')
  const name = (await first.textContent())!.trim()
  await first.getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(page).toHaveTitle(`${name} | Tanabana`)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' }).click()
  await expect(page).toHaveTitle('Products | Tanabana')
})

test.describe('a product no longer in the catalogue', () => {
  // the page itself and its product call answer 404 on purpose (wrapped: Playwright reads a
  // two-item array given to test.use as a value and its options)
  test.use({
    expectedRefusals: [
      [
        { status: 404, path: '/product/no-such-product' },
        { status: 404, path: '/api/product/no-such-product' },
      ],
      { scope: 'test' },
    ],
  })

  test('says so, with a 404 and noindex for crawlers', async ({ page }) => {
    const response = await page.goto('/product/no-such-product')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })
})
