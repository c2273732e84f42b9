import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

/*
 * The live store's e2e fixtures: the live build served by the real server (no MSW), so what a
 * test sees was read from, or written to, the embedded database.
 * - The public IP-geolocation service is out of reach here: every context answers it with a
 *   canned place, so the header's location line renders and nothing logs an error.
 * - Every test fails on an uncaught page error, on a console error, and on any 5xx answer of
 *   the server. Chromium logs each 4xx answer as 'Failed to load resource'; a test that makes
 *   the server refuse on purpose names each refusal it expects (status and API path) with
 *   `expectedRefusals`, so any other refusal still fails it.
 */

/** A 4xx answer a test provokes on purpose: its status and the API path that answers it. */
export interface ExpectedRefusal {
  readonly status: number
  /** e.g. '/api/user/signin', or a pattern for a path that names a record ('/api/payments/demo/<id>/decide') */
  readonly path: string | RegExp
}

/** What the geolocation stand-in answers (the fields the header reads, SPEC 7). */
export const CANNED_PLACE = { postal: '395003', city: 'Surat', country_name: 'India' } as const

const BROWSER_REFUSAL = /^Failed to load resource: the server responded with a status of (\d{3})/

export const test = base.extend<{ expectedRefusals: ExpectedRefusal[]; liveGuards: string[] }>({
  expectedRefusals: [[], { option: true }],
  liveGuards: [
    async ({ page, context, expectedRefusals }, use) => {
      await context.route(/^https:\/\/ipapi\.co\//, (route) =>
        route.fulfill({ json: CANNED_PLACE, headers: { 'access-control-allow-origin': '*' } }),
      )
      const errors: string[] = []
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
      page.on('console', (m) => {
        if (m.type() !== 'error') return
        const status = Number(BROWSER_REFUSAL.exec(m.text())?.[1])
        const path = URL.canParse(m.location().url) ? new URL(m.location().url).pathname : ''
        if (expectedRefusals.some((r) => r.status === status && (typeof r.path === 'string' ? r.path === path : r.path.test(path)))) return
        errors.push(`console.error: ${m.text()} (${m.location().url})`)
      })
      page.on('response', (r) => {
        if (r.status() >= 500) errors.push(`server error: ${r.status()} ${r.request().method()} ${r.url()}`)
      })
      await use(errors)
      expect(errors, 'no page errors, console errors or server errors').toEqual([])
    },
    { auto: true },
  ],
  // No wait for hydration before acting: a buyer does not wait either. What they do to the
  // server's page before the app has taken it over is held and replayed (src/lib/early-input.ts).
})

export { expect }

/** A notice (toast) with exactly this text. */
export const toast = (page: Page, message: string): Locator => page.getByRole('alert').filter({ hasText: exactly(message) })

/** A pattern that matches exactly `text`. */
export const exactly = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

/** A 24x24 PNG (a two-colour check), real bytes for the upload paths. */
export const CHECK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAALUlEQVR42mN4scICjjZbacMRqeIMw9ggSjQjiw9ng0bT0Wg6Gk1Ho+lokBgEAFv1PC4IDf5UAAAAAElFTkSuQmCC',
  'base64',
)

/** Waits until an <img> has loaded its picture, and returns its natural width (0 when broken). */
export async function loadedWidth(img: Locator): Promise<number> {
  return img.evaluate((el: HTMLImageElement) => el.decode().then(
    () => el.naturalWidth,
    () => 0,
  ))
}

/** Asserts that `url` (a /media/upload/ address) answers 200 with a PNG. */
export async function expectUploadedPng(request: APIRequestContext, url: string): Promise<void> {
  expect(new URL(url, 'http://x').pathname).toMatch(/^\/media\/upload\/[^/]+$/)
  const answer = await request.get(url)
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toBe('image/png')
  expect((await answer.body()).subarray(1, 4).toString('latin1')).toBe('PNG')
}
