import type { Locator, Page, Request, Response } from '@playwright/test'
import { BUYER, signInThroughUi } from '../support/e2e-accounts'
import { expect, test as base } from './fixtures'

/*
 * Helpers for error-catalogue.spec.ts (SPEC 8 row by row).
 *
 * Signing in through the form for each of the ~30 rows would cost most of the run time, so
 * each worker signs the demo buyer in once, through the form, and keeps what that left in
 * localStorage (the token, the stored user and the fake backend's data). A test that needs a
 * signed-in buyer starts its page from a copy of that storage: the same as a buyer who signed
 * in earlier and comes back, and every test still starts from the same data.
 */

type StorageEntries = Readonly<Record<string, string>>

export const test = base.extend<object, { buyerStorage: StorageEntries }>({
  buyerStorage: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL })
      const page = await context.newPage()
      await signInThroughUi(page)
      const entries = await page.evaluate(() => ({ ...localStorage }) as Record<string, string>)
      await context.close()
      await provide(entries)
    },
    { scope: 'worker' },
  ],
})

export { expect }

/** Marks a tab whose storage was already filled, so reloads inside one test keep its changes. */
const SEEDED_FLAG = 'error-catalogue:seeded'

/**
 * Opens `path` as the signed-in demo buyer: the worker's stored sign-in is copied into the
 * page's localStorage before the app starts (once per tab), then the page loads.
 */
export async function openAsBuyer(page: Page, storage: StorageEntries, path: string): Promise<void> {
  await page.addInitScript(
    ({ entries, flag }) => {
      try {
        if (sessionStorage.getItem(flag)) return
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
        sessionStorage.setItem(flag, '1')
      } catch {
        // a frame without storage of its own (about:blank): nothing to fill
      }
    },
    { entries: storage, flag: SEEDED_FLAG },
  )
  await page.goto(path)
}

/** `path` with `?scenario=<presets>` added (the presets of mocks/scenario-presets.ts). */
export function withScenario(path: string, ...presets: string[]): string {
  return `${path}${path.includes('?') ? '&' : '?'}scenario=${presets.join(',')}`
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Every toast on screen: the app's notices are alerts with a 'Dismiss notification' button. */
export const toasts = (page: Page): Locator =>
  page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Dismiss notification' }) })

/** The toast whose whole text is exactly `message`. */
export const toast = (page: Page, message: string): Locator =>
  toasts(page).filter({ hasText: new RegExp(`^${escapeRegExp(message)}$`) })

/**
 * Asserts that exactly one toast reads `message`, and shows (a second identical toast would be a
 * bug too). One assertion, because a success toast lasts 2 s (SPEC 8): counted first and looked
 * at after, it could close in between on a busy machine. `toBeVisible` is strict: two toasts of
 * that text fail it.
 */
export async function expectToast(page: Page, message: string): Promise<void> {
  await expect(toast(page, message)).toBeVisible()
}

/** Dismisses every toast, so the next assertion cannot be satisfied by an older one. */
export async function dismissToasts(page: Page): Promise<void> {
  const open = toasts(page)
  for (let i = await open.count(); i > 0; i--) {
    await open.first().getByRole('button', { name: 'Dismiss notification' }).click()
  }
  await expect(open).toHaveCount(0)
}

/**
 * SPEC 8's silent rows: after the failed call has been answered and the screen has settled, no
 * toast shows for a while. A toast raised by the failure would still be on screen when the
 * window ends (they last at least a second); the window also covers the toast viewport's code,
 * which the app loads only with the first toast of a page.
 */
export async function expectNoToast(page: Page, windowMs = 1000): Promise<void> {
  await page.waitForTimeout(windowMs)
  await expect(toasts(page)).toHaveCount(0)
}

/** A call of SPEC 7: its method and its path under /api (exactly, or as a pattern for `/address/:id`). */
export interface ApiCall {
  readonly method: string
  readonly path: string | RegExp
}

const isCall = (request: Request, call: ApiCall) => {
  const path = new URL(request.url()).pathname
  const matches = typeof call.path === 'string' ? path === `/api${call.path}` : call.path.test(path)
  return request.method() === call.method && matches
}

/** Resolves with the answer of the next such call. */
export function answerOf(page: Page, call: ApiCall): Promise<Response> {
  return page.waitForResponse((r) => isCall(r.request(), call))
}

/** Resolves when the next such call gets no answer at all (the 'network' mode). */
export function noAnswerFor(page: Page, call: ApiCall): Promise<Request> {
  return page.waitForEvent('requestfailed', (r) => isCall(r, call))
}

/** The `msg` the fake backend answered (SPEC 8's "server message"). */
export async function serverMessageOf(answer: Promise<Response>): Promise<string> {
  const body = (await (await answer).json()) as { msg?: unknown; message?: unknown }
  return String(body.msg ?? body.message)
}

interface StoredProduct {
  readonly _id: string
  readonly name: string
  readonly productVarieties: ReadonlyArray<{ readonly color: string; readonly stock: number }>
}

interface StoredUser {
  readonly email: string
  readonly cart: { readonly products: ReadonlyArray<{ readonly productId: string }> }
  readonly wishlist: { readonly products: ReadonlyArray<{ readonly productId: string }> }
}

/**
 * A product of the fake backend's seed, outside the buyer's cart and wishlist, whose first
 * colour is in stock (so the product page's Add to Cart is enabled) and which has another
 * colour with no stock.
 */
export function productWithAnEmptyColour(storage: StorageEntries): { id: string; name: string; emptyColour: string } {
  const products = JSON.parse(storage['tanabana-mock:db:products'] ?? '[]') as StoredProduct[]
  const users = JSON.parse(storage['tanabana-mock:db:users'] ?? '[]') as StoredUser[]
  const buyer = users.find((u) => u.email === BUYER.email)
  const taken = new Set([...(buyer?.cart.products ?? []), ...(buyer?.wishlist.products ?? [])].map((e) => e.productId))
  for (const p of products) {
    const [first, ...others] = p.productVarieties
    const empty = others.find((v) => v.stock <= 0 && v.color !== first?.color)
    if (first && first.stock > 0 && empty && !taken.has(p._id)) return { id: p._id, name: p.name, emptyColour: empty.color }
  }
  throw new Error('the seed has no product with an in-stock first colour and an empty one')
}
