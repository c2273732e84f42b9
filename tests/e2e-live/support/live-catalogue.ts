import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect } from './live-test'

/* The listing and product pages as the live specs read them. */

export const results = (page: Page): Locator => page.getByRole('region', { name: 'Results' })
export const cards = (page: Page): Locator => results(page).getByRole('article')
export const cardNames = (page: Page): Promise<string[]> => cards(page).getByRole('heading').allTextContents()
export const pageLabel = (page: Page): Locator => page.getByText(/^page \d+ of \d+$/)

/** Waits for the listing to show the answer of its last request. */
export async function settled(page: Page): Promise<void> {
  await expect(results(page)).toHaveAttribute('aria-busy', 'false')
}

export interface ListedProduct {
  readonly id: string
  readonly name: string
  readonly color: string
  /** The first variety's price per metre after discount, in rupees. */
  readonly price: number
}

interface ProductJson {
  readonly _id: string
  readonly name: string
  readonly productVarieties: ReadonlyArray<{ color: string; stock: number; discountedPrice: number }>
}

/**
 * A product whose first colour (the one its page opens with) is in stock and priced at least
 * `minPrice` per metre, read from the server's first listing page. The seed holds such products;
 * the server is asked rather than the first cards being tried one by one.
 */
export async function inStockProduct(request: APIRequestContext, minPrice = 0): Promise<ListedProduct> {
  const answer = await request.get('/api/getAllProducts', { params: { page: 1, limit: 12 } })
  expect(answer.status()).toBe(200)
  const { data } = (await answer.json()) as { data: ProductJson[] }
  for (const product of data) {
    const first = product.productVarieties[0]
    if (first && first.stock > 0 && first.discountedPrice >= minPrice)
      return { id: product._id, name: product.name, color: first.color, price: first.discountedPrice }
  }
  throw new Error(`no product on the first listing page is in stock at ₹${minPrice} or more`)
}

/** Opens a product's page by its link, as a shared link would, and waits for its name. */
export async function openProduct(page: Page, product: ListedProduct): Promise<void> {
  await page.goto(`/product/${encodeURIComponent(product.id)}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name)
}

/** A rupee amount as the store prints it ('₹1,234.50') as a number. */
export function rupees(text: string | null): number {
  const match = /₹\s?([\d,]+(?:\.\d+)?)/.exec(text ?? '')
  if (!match) throw new Error(`no rupee amount in '${text}'`)
  return Number(match[1]!.replace(/,/g, ''))
}
