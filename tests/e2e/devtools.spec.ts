import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { BUYER } from '../support/e2e-accounts'
import { expect, openFresh, test } from './fixtures'

/*
 * Mock mode's devtools (issue 7): the scenario panel (button and shortcut, presets, chips, URL,
 * reset), and the state explorer listing every machine with its states and opening one in a
 * chosen state.
 */

/** The body of the demo buyer's POST /api/user/signin. */
const CREDENTIALS = { email: BUYER.email, password: BUYER.password }

const panel = (page: Page) => page.getByRole('dialog', { name: 'Mock scenarios' })
const chips = (page: Page) => panel(page).getByRole('list', { name: 'Active scenarios' })

/** The machine ids of src/machines, from the file names (add-to-cart.machine.ts -> addToCart). */
const machineIds = readdirSync(join(process.cwd(), 'src/machines'))
  .filter((f) => f.endsWith('.machine.ts'))
  .map((f) => f.replace('.machine.ts', '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()))

/** Signs the demo buyer in through the API and answers the number of lines in the cart. */
async function cartLineCount(page: Page): Promise<number> {
  return page.evaluate(async (buyer) => {
    const signin = await fetch('/api/user/signin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(buyer),
    })
    const { token } = (await signin.json()) as { token: string }
    const cart = await fetch('/api/user/cart', { headers: { Authorization: `Bearer ${token}` } })
    return ((await cart.json()) as { data: { products: unknown[] } }).data.products.length
  }, CREDENTIALS)
}

test.describe('scenario panel', () => {
  test('opens from its floating button and from Alt+Shift+M', async ({ page }) => {
    await openFresh(page, '/')
    const button = page.getByRole('button', { name: 'Mock scenarios' })
    await button.hover()
    await expect(page.getByText('Mock scenarios (Alt+Shift+M)')).toBeVisible()
    await button.click()
    await expect(panel(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(panel(page)).toBeHidden()
    await page.keyboard.press('Alt+Shift+KeyM')
    await expect(panel(page)).toBeVisible()
  })

  test('a preset shows as a chip, lives in the URL, makes the backend fail, and clears', async ({ page }) => {
    await openFresh(page, '/products?category=Silk')
    await page.getByRole('button', { name: 'Mock scenarios' }).click()
    await panel(page).getByRole('textbox', { name: 'Search presets' }).fill('startup')
    await panel(page).getByRole('switch', { name: /Startup load fails/ }).check()
    await expect(chips(page).getByText('Startup load fails')).toBeVisible()
    await expect(page).toHaveURL(/\/products\?category=Silk&scenario=startup-load-fails$/)

    // the link reproduces the situation: a fresh load of it fails the startup load
    await page.reload()
    await expect(page.getByText('Error fetching data')).toBeVisible()
    await expect(page).toHaveURL(/scenario=startup-load-fails/)
    await page.getByRole('button', { name: 'Mock scenarios' }).click()
    await expect(chips(page).getByText('Startup load fails')).toBeVisible()

    await panel(page).getByRole('button', { name: 'Clear all' }).click()
    await expect(panel(page).getByText('None: every call answers normally.')).toBeVisible()
    await expect(page).toHaveURL(/\/products\?category=Silk$/)
  })

  test('the per-call form of the URL applies at start and shows as a chip', async ({ page }) => {
    await openFresh(page, '/?mock=buy:server-error')
    await page.getByRole('button', { name: 'Mock scenarios' }).click()
    await expect(chips(page).getByText('buy: server-error')).toBeVisible()
  })

  test('Reset demo data puts the fake backend back to its seed', async ({ page }) => {
    await openFresh(page, '/')
    await expect(page.getByRole('button', { name: 'Mock scenarios' })).toBeVisible()
    const seeded = await cartLineCount(page)
    await page.evaluate(async (buyer) => {
      const signin = await fetch('/api/user/signin', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(buyer),
      })
      const { token } = (await signin.json()) as { token: string }
      const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
      const cart = (await (await fetch('/api/user/cart', { headers })).json()) as {
        data: { products: Array<{ productId: { _id: string }; productColor: string }> }
      }
      const line = cart.data.products[0]!
      await fetch('/api/user/remove-from-cart', {
        method: 'POST',
        headers,
        body: JSON.stringify({ productId: line.productId._id, color: line.productColor }),
      })
    }, CREDENTIALS)
    expect(await cartLineCount(page)).toBe(seeded - 1)

    await page.getByRole('button', { name: 'Mock scenarios' }).click()
    await Promise.all([page.waitForEvent('load'), panel(page).getByRole('button', { name: 'Reset demo data' }).click()])
    await expect(page.getByRole('button', { name: 'Mock scenarios' })).toBeVisible()
    await expect.poll(() => cartLineCount(page)).toBe(seeded)
  })
})

test.describe('state explorer', () => {
  test('lists every machine of src/machines with its states, and computes every path', async ({ page }) => {
    await openFresh(page, '/__explorer')
    await expect(page.getByRole('heading', { name: 'State explorer', level: 1 })).toBeVisible()
    expect(machineIds.length).toBeGreaterThan(20)
    for (const id of machineIds) {
      await expect(page.getByRole('heading', { name: id, exact: true, level: 2 })).toBeVisible()
      const states = page.getByRole('table', { name: `States of ${id}` }).locator('tbody tr')
      expect(await states.count(), id).toBeGreaterThanOrEqual(2)
    }
    await expect(page.getByText(`Paths computed for ${machineIds.length} of ${machineIds.length} machines`)).toBeVisible({
      timeout: 60_000,
    })
    await expect(page.getByText('unreached')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Show me cart in failed' })).toBeEnabled()

    // one machine alone, by a link to share: only its section, and the way back to every machine
    await page.getByRole('link', { name: 'Explore cart alone' }).click()
    await expect(page).toHaveURL(/\/__explorer\?machine=cart$/)
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['cart'])
    await expect(page.getByRole('button', { name: 'Show me cart in failed' })).toBeEnabled()
    await page.getByRole('link', { name: 'Show every machine' }).click()
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(machineIds.length)
  })

  test('Show me opens the screen with the state restored and the path’s scenario active', async ({ page }) => {
    await openFresh(page, '/__explorer')
    const showMe = page.getByRole('button', { name: 'Show me catalogueStore in failed' })
    await expect(showMe).toBeEnabled({ timeout: 60_000 })
    await showMe.click()
    await expect(page).toHaveURL(/\/\?explore=catalogueStore&state=failed&mock=/)
    await page.getByRole('button', { name: 'Mock scenarios' }).click()
    await panel(page).getByRole('tab', { name: 'Inspector' }).click()
    const machines = panel(page).getByRole('table', { name: 'Live machines' })
    await expect(machines.getByRole('row', { name: /^catalogueStore failed/ })).toBeVisible()
    await expect(chips(page).getByText(/: server-error$/).first()).toBeVisible()
  })
})
