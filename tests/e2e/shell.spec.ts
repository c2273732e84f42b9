import type { Page } from '@playwright/test'
import { freshSignedIn } from '../support/e2e-accounts'
import { expect, openFresh, test } from './fixtures'

/*
 * The app shell (SPEC 2 route table and Layout, SPEC 4 Session): every route renders, the guards,
 * Page404, the responsive header / category bar / mobile navbar, scroll to top and reduced motion.
 */

/** A page has rendered: its main landmark with a heading inside. */
async function expectPageRendered(page: Page): Promise<void> {
  const main = page.getByRole('main')
  await expect(main).toBeVisible()
  await expect(main.getByRole('heading').first()).toBeVisible()
}

/** The id of a real product of the fake backend's catalogue. */
async function someProductId(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch('/api/getAllProducts?page=1&limit=1')
    const body = (await response.json()) as { data: Array<{ _id: string }> }
    return body.data[0]!._id
  })
}

const header = (page: Page) => ({
  tabs: page.getByRole('navigation', { name: 'Main' }),
  categoryBar: page.getByRole('navigation', { name: 'Categories' }),
  mobileNavbar: page.getByRole('navigation', { name: 'Mobile' }),
  logo: page.getByRole('img', { name: 'Tanabana home' }),
})

test.describe('route table', () => {
  const publicPages = ['/', '/home', '/blogs', '/contact-us', '/about-us', '/products', '/tNc', '/privacy-policy', '/success-payment']

  test('every public page of the main layout renders inside the header and footer', async ({ page }) => {
    await openFresh(page, '/')
    for (const path of publicPages) {
      await page.goto(path)
      await expectPageRendered(page)
      await expect(header(page).logo).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeAttached()
    }
  })

  test('a product page renders from a deep link (no navigation state)', async ({ page }) => {
    await openFresh(page, '/')
    await expectPageRendered(page) // the mock backend is up once the app has rendered
    const id = await someProductId(page)
    await page.goto(`/product/${id}`)
    await expectPageRendered(page)
    await expect(page.getByRole('link', { name: 'Explore' })).toHaveAttribute('aria-current', 'page')
  })

  test('the sign-in pages render without the main layout', async ({ page }) => {
    await openFresh(page, '/login')
    for (const path of ['/login', '/register', '/forget-password', '/verify-otp']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Categories' })).toHaveCount(0)
      await expect(page.getByRole('navigation', { name: 'Quick Links' })).toHaveCount(0)
    }
  })

  test('an unknown path shows Page404 outside the main layout', async ({ page }) => {
    await openFresh(page, '/no/such/page')
    await expect(page.getByRole('heading', { level: 1, name: 'Page404' })).toBeVisible()
    await expect(header(page).tabs).toHaveCount(0)
    await page.getByRole('link', { name: 'Go to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  for (const path of ['/cart', '/wishlist', '/checkout', '/user-profile']) {
    test(`${path} sends a logged-out visitor to /login`, async ({ page }) => {
      await openFresh(page, path)
      await expect(page).toHaveURL(/\/login$/)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    })
  }

  test('the guarded pages open for a signed-in user', async ({ page }) => {
    await freshSignedIn(page)
    // in-app navigation, as a signed-in user moves around
    await page.getByRole('link', { name: 'Wishlist', exact: true }).click()
    await expect(page).toHaveURL(/\/wishlist$/)
    await expectPageRendered(page)
    await page.getByRole('link', { name: /^Cart/ }).click()
    await expect(page).toHaveURL(/\/cart$/)
    await expectPageRendered(page)
    await page.getByRole('link', { name: 'Account', exact: true }).click()
    await expect(page).toHaveURL(/\/user-profile$/)
    await expectPageRendered(page)
  })

  test('SPEC 4: the session survives a reload, so guarded pages open from a typed address', async ({ page }) => {
    await freshSignedIn(page)
    const cart = page.getByRole('link', { name: /^Cart, \d+ products?$/ })
    const cartName = await cart.getAttribute('aria-label')
    await page.reload()
    // the restored token goes with the first calls: the cart badge is back, not a 401
    await expect(page.getByRole('link', { name: cartName ?? '' })).toBeVisible()
    for (const path of ['/cart', '/wishlist', '/checkout', '/user-profile']) {
      await page.goto(path)
      // the page itself, not /login; the checkout then writes its first step into the address
      await expect(page).toHaveURL(new RegExp(`${path}(\\?step=address)?$`))
      await expectPageRendered(page)
    }
    await expect(page.getByRole('link', { name: 'Account', exact: true })).toBeVisible()
  })

  test('/my-setting opens under 800 px and sends a wider window home', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await openFresh(page, '/my-setting')
    await expect(page).toHaveURL(/\/my-setting$/)
    await expectPageRendered(page)

    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('responsive layout (SPEC 9 breakpoints)', () => {
  const cases = [
    { width: 375, tabs: false, categoryBar: false, mobileNavbar: true, smallLogo: true },
    { width: 700, tabs: false, categoryBar: false, mobileNavbar: false, smallLogo: false },
    { width: 800, tabs: true, categoryBar: false, mobileNavbar: false, smallLogo: false },
    { width: 801, tabs: true, categoryBar: true, mobileNavbar: false, smallLogo: false },
    { width: 1280, tabs: true, categoryBar: true, mobileNavbar: false, smallLogo: false },
  ]
  for (const c of cases) {
    test(`at ${c.width} px: tabs ${c.tabs ? 'shown' : 'hidden'}, category bar ${c.categoryBar ? 'shown' : 'hidden'}, mobile navbar ${c.mobileNavbar ? 'shown' : 'hidden'}`, async ({ page }) => {
      await page.setViewportSize({ width: c.width, height: 900 })
      await openFresh(page, '/products')
      const h = header(page)
      await expect(h.logo).toBeVisible()
      await expect(h.tabs).toBeVisible({ visible: c.tabs })
      await expect(h.categoryBar).toBeVisible({ visible: c.categoryBar })
      await expect(h.mobileNavbar).toBeVisible({ visible: c.mobileNavbar })
      const logoSrc = await h.logo.evaluate((img: HTMLImageElement) => img.currentSrc)
      expect(logoSrc).toContain(c.smallLogo ? 'tanabana-mark.svg' : 'tanabana-wordmark.svg')
    })
  }

  test('resizing the window shows and hides the parts live', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await openFresh(page, '/')
    const h = header(page)
    await expect(h.categoryBar).toBeVisible()
    await page.setViewportSize({ width: 375, height: 900 })
    await expect(h.categoryBar).toBeHidden()
    await expect(h.tabs).toBeHidden()
    await expect(h.mobileNavbar).toBeVisible()
    await page.setViewportSize({ width: 1280, height: 900 })
    await expect(h.mobileNavbar).toBeHidden()
    await expect(h.tabs).toBeVisible()
  })

  test('the category bar shows New Arrivals and 8 categories and drives the listing query', async ({ page }) => {
    await openFresh(page, '/')
    const bar = header(page).categoryBar
    await expect(bar.getByRole('button')).toHaveCount(9)
    await bar.getByRole('button', { name: 'New Arrivals' }).click()
    await expect(page).toHaveURL(/\/products\?todaysDeals=true$/)
    await expect(bar.getByRole('button', { name: 'New Arrivals' })).toHaveAttribute('aria-pressed', 'true')
    await bar.getByRole('button', { name: 'New Arrivals' }).click()
    await expect(page).toHaveURL(/\/products$/)
  })

  test('the mobile navbar moves between Home, Explore and Blogs', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await openFresh(page, '/')
    const nav = header(page).mobileNavbar
    await nav.getByRole('link', { name: 'Explore' }).click()
    await expect(page).toHaveURL(/\/products$/)
    await expect(nav.getByRole('link', { name: 'Explore' })).toHaveAttribute('aria-current', 'page')
    await nav.getByRole('link', { name: 'Blogs' }).click()
    await expect(page).toHaveURL(/\/blogs$/)
    await expectPageRendered(page)
  })
})

test.describe('before the scripts arrive', () => {
  for (const width of [375, 800, 1280]) {
    test(`at ${width} px the header's frame and logo show at once, in the box the header then takes`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      // a connection so slow the scripts never come: what the buyer sees meanwhile
      await page.route('**/*.{js,ts,tsx}', (route) => route.abort())
      await page.goto('/')
      const early = page.locator('#root img')
      await expect(early).toHaveCount(1)
      expect(await early.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      const earlyBox = await early.boundingBox()
      await expect(page.locator('#root')).toHaveText('') // decoration only: nothing to read or press yet

      await page.unroute('**/*.{js,ts,tsx}')
      await page.reload()
      const logo = header(page).logo
      await expect(logo).toBeVisible()
      // replaced, not stacked: the header's logo is the one picture left, at the place the early one held
      await expect(page.locator('#root picture')).toHaveCount(1)
      expect(await logo.boundingBox()).toEqual(earlyBox)
    })
  }
})

test.describe('scroll and focus', () => {
  test('every route change lands at the top; Back returns to where the visitor was', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 })
    await openFresh(page, '/about-us')
    await expectPageRendered(page)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    const scrolled = await page.evaluate(() => window.scrollY)

    // a DOM click: Playwright's click() would scroll the link into view first and hide the effect
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).evaluate((a: HTMLElement) => a.click())
    await expect(page).toHaveURL(/\/privacy-policy$/)
    await expectPageRendered(page)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

    await page.goBack()
    await expect(page).toHaveURL(/\/about-us$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled)
  })

  test('the first Tab reaches a skip link that moves focus to the page', async ({ page }) => {
    await openFresh(page, '/about-us')
    await expectPageRendered(page)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
  })

  test('the Subscribe button keeps the spec quirk: it does nothing', async ({ page }) => {
    await openFresh(page, '/')
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('textbox', { name: 'Email address' }).fill('buyer@mill.in')
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(footer.getByRole('textbox', { name: 'Email address' })).toHaveValue('buyer@mill.in')
  })
})

test.describe('motion', () => {
  /** How many popups the page holds two frames from now. */
  const popupsTwoFramesLater = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.querySelectorAll('[role="dialog"]').length))),
        ),
    )

  test('under prefers-reduced-motion a popup comes and goes at once: no fade keeps it over the page', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize({ width: 800, height: 800 })
    await openFresh(page, '/products')
    await page.getByRole('button', { name: /^Filter/ }).click()
    await expect(page.getByRole('dialog', { name: 'Select Your Filters' })).toBeVisible()
    await page.keyboard.press('Escape')
    expect(await popupsTwoFramesLater(page)).toBe(0)
  })
})
