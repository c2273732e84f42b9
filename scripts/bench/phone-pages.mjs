// The live pages as the buyer's phone loads them (issue 28, point 9): landing, listing, a
// product, the cart and checkout, each at 375x812 with the CPU slowed 4x (scripts/bench/phone.mjs).
// Per load: first contentful paint; interactive (src/app/app.tsx marks <html> with data-hydrated
// once the app has taken the page over); the product cards whose name and price show in the first
// screen; and, on the landing, the time its first fabric's picture arrived (the fabric a buyer
// scrolls to, whether or not it is in the first screen). Cart and checkout are loaded signed in
// as the demo buyer with one line in the cart.
import { freshContext } from './browser.mjs'
import { cardsInFirstScreen, phonePage } from './phone.mjs'
import { mediansOf } from './stats.mjs'

const TIMEOUT_MS = 60_000
const DEMO_BUYER = { email: 'buyer@tanabana.in', password: 'Tanabana@123' }
const TOKEN_KEY = 'tanabana:user:token'

/** The pages, in the order each round loads them; `signedIn` pages need the demo buyer's session. */
export const PHONE_PAGES = [
  { key: 'landing', label: '/', path: '/' },
  { key: 'listing', label: '/products', path: '/products' },
  { key: 'product', label: '/product/:id', path: 'product' },
  { key: 'cart', label: '/cart', path: '/cart', signedIn: true },
  { key: 'checkout', label: '/checkout', path: '/checkout', signedIn: true },
]

/** Runs before the page's own scripts: notes when it became interactive and when the first fabric's picture loaded. */
function watchPage() {
  const noteHydrated = () => {
    if (document.documentElement?.dataset.hydrated === 'true' && window.__phoneInteractiveAt === undefined) window.__phoneInteractiveAt = performance.now()
  }
  new MutationObserver(noteHydrated).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] })
  // a picture's load does not bubble, but it passes the capture phase of the document (not of
  // the window: a load event's path stops at the document)
  document.addEventListener(
    'load',
    (event) => {
      const target = event.target
      if (window.__phoneFirstFabricAt !== undefined || !(target instanceof HTMLImageElement)) return
      if (target.closest('main article')?.querySelector('a[href^="/product/"]')) window.__phoneFirstFabricAt = event.timeStamp
    },
    true,
  )
}

/** Signs the demo buyer in (at full speed), puts one metre of `productPath`'s product in the cart, and answers the session to load pages with. */
export async function demoBuyerSession(browser, origin, productPath) {
  const context = await freshContext(browser)
  try {
    const page = await context.newPage()
    await page.goto(`${origin}/login`, { timeout: TIMEOUT_MS })
    await page.getByRole('textbox', { name: /^Email/ }).fill(DEMO_BUYER.email)
    await page.getByLabel(/^Password/).fill(DEMO_BUYER.password)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, TOKEN_KEY, { timeout: TIMEOUT_MS })
    const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)
    const productId = decodeURIComponent(productPath.split('/').at(-1))
    const { data: product } = await (await page.request.get(`${origin}/api/product/${encodeURIComponent(productId)}`)).json()
    const color = product.productVarieties[0].color
    const added = await page.request.post(`${origin}/api/user/add-to-cart`, {
      headers: { authorization: `Bearer ${token}` },
      data: { productId, color, quantity: 1 },
    })
    if (!added.ok()) throw new Error(`add to cart answered ${added.status()}: ${await added.text()}`)
    return await context.storageState()
  } finally {
    await context.close()
  }
}

async function loadOnce(browser, url, storageState) {
  const { context, page } = await phonePage(browser, { storageState })
  try {
    await page.addInitScript(watchPage)
    await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS })
    await page.waitForFunction(() => window.__phoneInteractiveAt !== undefined, null, { timeout: TIMEOUT_MS, polling: 100 })
    // the first screen as it settles: pictures and the answers the app asked for
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS }).catch(() => {})
    const screen = await page.evaluate(cardsInFirstScreen)
    const times = await page.evaluate(() => ({
      fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      interactiveMs: window.__phoneInteractiveAt,
      firstFabricMs: window.__phoneFirstFabricAt ?? Number.NaN,
    }))
    return { ...times, ...screen }
  } finally {
    await context.close()
  }
}

/**
 * Loads every page `runs` times, round after round, on fresh phone profiles. Answers, by key,
 * the medians of fcpMs, interactiveMs and firstFabricMs, the cards in the first screen (the
 * fewest of the runs) and the first card's top.
 */
export async function measurePhonePages(browser, { origin, productPath, runs }) {
  const session = await demoBuyerSession(browser, origin, productPath)
  const collected = new Map(PHONE_PAGES.map((page) => [page.key, []]))
  for (let round = 0; round < runs; round++) {
    for (const page of PHONE_PAGES) {
      const path = page.path === 'product' ? productPath : page.path
      collected.get(page.key).push(await loadOnce(browser, origin + path, page.signedIn ? session : undefined))
    }
  }
  const outcome = {}
  for (const [key, loads] of collected) {
    outcome[key] = {
      ...mediansOf(loads, ['fcpMs', 'interactiveMs', 'firstFabricMs', 'firstCardTop']),
      cardsInFirstScreen: Math.min(...loads.map((l) => l.inFirstScreen)),
      runs: loads,
    }
  }
  return outcome
}
