import type { Locator, Page } from '@playwright/test'
import { expect, openFresh, test } from './fixtures'

/*
 * Landing and content pages (SPEC 1, 2, 9): the landing's sections, the hero's 600 px layout,
 * the best-deals carousel's motion and its pause control, layout stability, blogs' Read More,
 * and the contact form against the fake backend.
 */

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
const box = async (locator: Locator) => (await locator.boundingBox())!

/** The carousel's own announcement, 'Slide 3 of 8'. */
async function slideNumber(carousel: Locator): Promise<number> {
  const text = (await carousel.getByRole('status').textContent()) ?? ''
  return Number(/Slide (\d+) of/.exec(text)?.[1])
}

/** Scrolls to the Best Deals section, as a visitor would: its slides turn only once in sight. */
async function bestDeals(page: Page): Promise<Locator> {
  await region(page, 'Best Deals').scrollIntoViewIfNeeded()
  const carousel = region(page, 'Best deals')
  await expect(carousel.getByRole('status')).toHaveText(/Slide \d+ of \d+/)
  return carousel
}

test.describe('landing', () => {
  test('shows every section of SPEC 1 and 2', async ({ page }) => {
    await openFresh(page, '/')
    await expect(page.getByRole('heading', { level: 1, name: 'Quality is Our First Priority' })).toBeVisible()
    const strip = region(page, 'Why buy from us')
    for (const text of ['Free Shipping', 'Order Above $200', 'Secure Payments', '24/7 Support', 'Phone and Email Service', 'Quality Product', '1102', 'Export Product'])
      await expect(strip.getByText(text, { exact: true })).toBeVisible()
    for (const point of ['Trends the Current Market', '100% Satisfaction Guarantee', 'Quality Control System', 'Commitment to Customers'])
      await expect(page.getByRole('listitem').filter({ hasText: point })).toBeVisible()
    for (const name of ['Our Services', 'Sourcing Made Simple', 'Our Numbers', 'What Customers Say About Us ?', 'Why Choose Us', 'Our Certificates', 'Latest Blogs', 'Best Deals', 'New Arrivals', 'Talk to a Fabric Expert'])
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible()
    await expect(page.getByRole('meter')).toHaveCount(4)
    await expect(region(page, 'Our Certificates').getByRole('img')).toHaveCount(4)
    await expect(region(page, 'Latest Blogs').getByRole('article')).toHaveCount(6)
    await expect(region(page, 'New Arrivals').getByRole('article')).toHaveCount(3)
    const support = region(page, 'Talk to a Fabric Expert')
    await expect(support.getByRole('link', { name: /^Call Us/ })).toHaveAttribute('href', /^tel:/)
    await expect(support.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//)
    await expect(support.getByRole('link', { name: /^Message/ })).toHaveAttribute('href', /^sms:/)
    await expect(support.getByRole('link', { name: /^Email/ })).toHaveAttribute('href', /^mailto:/)
    // every content image is drawn: none is broken
    const broken = await page.locator('main img').evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src),
    )
    expect(broken).toEqual([])
  })

  for (const [width, beside] of [
    [1280, true],
    [600, true],
    [599, false],
    [375, false],
  ] as const) {
    test(`at ${width} px the tagline sits ${beside ? 'beside the logo' : 'under the headline'}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/')
      const hero = region(page, 'Quality is Our First Priority')
      const logo = await box(hero.getByRole('img', { name: 'Tanabana' }))
      const headline = await box(hero.getByRole('heading', { level: 1 }))
      const tagline = await box(hero.getByText(/sourced for businesses since 1970/))
      if (beside) {
        expect(tagline.x).toBeGreaterThan(logo.x + logo.width)
        expect(tagline.y).toBeLessThan(headline.y)
      } else {
        expect(tagline.y).toBeGreaterThan(headline.y + headline.height - 1)
      }
    })
  }

  test('nothing in the landing shifts while it loads (its layout shifts stay under 0.02)', async ({ page }) => {
    // Counts the shifts that move anything inside <main>, the landing's own content. (The
    // footer's jump when the lazy page replaces the empty main belongs to the layout.)
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number }
      w.__cls = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean; sources: Array<{ node: Node | null }> }>) {
          const inMain = entry.sources.some((s) => s.node instanceof Element && s.node.closest('main') !== null)
          if (!entry.hadRecentInput && inMain) w.__cls += entry.value
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await openFresh(page, '/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1500)
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls)
    expect(cls).toBeLessThan(0.02)
  })
})

test.describe('best-deals carousel', () => {
  test('advances by itself, holds under the pointer, and stops with the pause control', async ({ page }) => {
    await openFresh(page, '/')
    const carousel = await bestDeals(page)
    await page.mouse.move(0, 0)
    const first = await slideNumber(carousel)
    await expect.poll(() => slideNumber(carousel), { timeout: 5000 }).not.toBe(first)

    // hovering holds it
    await carousel.hover()
    const hovered = await slideNumber(carousel)
    await page.waitForTimeout(3600)
    expect(await slideNumber(carousel)).toBe(hovered)

    // the pause control stops it, whatever the pointer does afterwards
    await page.getByRole('button', { name: 'Pause best deals' }).click()
    await expect(page.getByRole('button', { name: 'Play best deals' })).toBeVisible()
    await carousel.hover()
    await page.mouse.move(0, 0)
    const paused = await slideNumber(carousel)
    await page.waitForTimeout(3600)
    expect(await slideNumber(carousel)).toBe(paused)

    await page.getByRole('button', { name: 'Play best deals' }).click()
    await page.mouse.move(0, 0)
    await expect.poll(() => slideNumber(carousel), { timeout: 5000 }).not.toBe(paused)
  })

  test('holds while keyboard focus is inside the slides', async ({ page }) => {
    await openFresh(page, '/')
    const carousel = await bestDeals(page)
    await page.mouse.move(0, 0)
    await carousel.getByRole('button', { name: 'Next deals' }).focus()
    const focused = await slideNumber(carousel)
    await page.waitForTimeout(3600)
    expect(await slideNumber(carousel)).toBe(focused)
  })

  test('does not move under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openFresh(page, '/')
    const carousel = await bestDeals(page)
    await page.mouse.move(0, 0)
    await expect(page.getByRole('button', { name: 'Play best deals' })).toBeVisible()
    const still = await slideNumber(carousel)
    await page.waitForTimeout(3600)
    expect(await slideNumber(carousel)).toBe(still)
  })
})

test.describe('blogs', () => {
  test('Read More on the landing opens the article in full on /blogs', async ({ page }) => {
    await openFresh(page, '/')
    const card = region(page, 'Latest Blogs').getByRole('article').nth(3)
    const title = (await card.getByRole('heading').textContent())!
    await card.getByRole('link', { name: /^Read More/ }).click()
    await expect(page).toHaveURL(/\/blogs\?article=/)
    const featured = region(page, 'Featured blog')
    await expect(featured.getByRole('heading', { level: 2, name: title })).toBeVisible()
    await expect(featured.getByRole('heading', { level: 2, name: title })).toBeFocused()
  })

  test('Read More on /blogs swaps the featured article; long excerpts end in an ellipsis', async ({ page }) => {
    await openFresh(page, '/blogs')
    const latest = region(page, 'Latest Blogs')
    await expect(latest.getByRole('article')).toHaveCount(6)
    const excerpts = await latest.getByRole('article').locator('p').allTextContents()
    expect(excerpts.filter((e) => e.endsWith('...')).length).toBeGreaterThanOrEqual(2)
    const second = latest.getByRole('article').nth(1)
    const title = (await second.getByRole('heading').textContent())!
    await second.getByRole('link', { name: /^Read More/ }).click()
    await expect(region(page, 'Featured blog').getByRole('heading', { level: 2 })).toHaveText(title)
    await expect(second.getByRole('link', { name: /^Read More/ })).toHaveAttribute('aria-current', 'true')
  })
})

test.describe('contact page', () => {
  async function fillAndSend(page: Page) {
    const form = page.getByRole('form', { name: 'Get In Touch' })
    await form.getByRole('textbox', { name: /^Name/ }).fill('Ravi Kumar')
    await form.getByRole('textbox', { name: /^Contact Details/ }).fill('ravi@example.in')
    await form.getByRole('textbox', { name: /^Message/ }).fill('Please send swatches of your linen range.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    return form
  }

  test('refuses an incomplete form, then sends a complete one and clears it', async ({ page }) => {
    await openFresh(page, '/contact-us')
    await expect(region(page, 'Our Location').getByRole('link', { name: 'support@tanabana.in' })).toBeVisible()
    const form = page.getByRole('form', { name: 'Get In Touch' })
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Please fill all the fields')).toBeVisible()

    await fillAndSend(page)
    await expect(page.getByText('Form submitted successfully!')).toBeVisible()
    await expect(form.getByRole('textbox', { name: /^Message/ })).toHaveValue('')
  })

  test('tells the user when the server fails and keeps what was typed', async ({ page }) => {
    await openFresh(page, '/')
    await page.goto('/contact-us?mock=support:server-error')
    const form = await fillAndSend(page)
    await expect(page.getByText('Error submitting form. Please try again.')).toBeVisible()
    await expect(form.getByRole('textbox', { name: /^Message/ })).toHaveValue('Please send swatches of your linen range.')
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  })
})

test.describe('policy pages', () => {
  for (const [path, title] of [
    ['/tNc', 'Terms & Conditions'],
    ['/privacy-policy', 'Privacy Policy'],
  ] as const) {
    test(`${path} carries its policy and the support address`, async ({ page }) => {
      await openFresh(page, path)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: 'support@tanabana.in' })).toHaveAttribute('href', 'mailto:support@tanabana.in')
    })
  }
})
