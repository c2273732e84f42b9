import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { expect, openFresh, test } from './fixtures'

/*
 * Issue 7's 'done when': every 'Show me' of the state explorer opens the real screen with its
 * machine in that state. One test per machine clicks each of its Show me buttons in turn and
 * reads, in the devtools' inspector, the state of the live actor the screen runs.
 */

const machineIds = readdirSync(join(process.cwd(), 'src/machines'))
  .filter((f) => f.endsWith('.machine.ts'))
  .map((f) => f.replace('.machine.ts', '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()))

const EXPLORING = { timeout: 90_000 }

/** The Show me buttons of one machine, once its paths are computed. */
async function showMeButtons(page: Page, machineId: string): Promise<Locator> {
  const buttons = page.getByRole('button', { name: new RegExp(`^Show me ${machineId} in `) })
  await expect(buttons.first()).toBeEnabled(EXPLORING)
  return buttons
}

/** Whether an inspector value ('payment.ready', 'a | b.c') is in the state with this key. */
function isInState(value: string, key: string): boolean {
  return value.split(' | ').some((region) => region === key || region.startsWith(`${key}.`))
}

/** The states the inspector shows for the live actors of a machine. */
async function liveStatesOf(page: Page, machineId: string): Promise<string[]> {
  const panel = page.getByRole('dialog', { name: 'Mock scenarios' })
  if (!(await panel.isVisible())) {
    // the shortcut, not the floating button: a screen's own popup may cover the button
    await page.keyboard.press('Alt+Shift+KeyM')
    await panel.getByRole('tab', { name: 'Inspector' }).click()
  }
  // the whole table in one round trip (a locator per row and cell cost half a second per state)
  const rows = await panel
    .getByRole('table', { name: 'Live machines' })
    .evaluate((table) => [...table.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.innerText)))
  return rows.filter(([machine, state]) => machine === machineId && state !== undefined).map(([, state]) => state!.replace(/ \((done|error)\)$/, ''))
}

/**
 * What a buyer sees in some telling states, beyond the machine's own word for it (the
 * inspector): the screen itself, not only its actor, is in that state.
 */
const seenIn: Readonly<Record<string, (page: Page) => Locator>> = {
  'cart:failed': (page) => page.getByText('We could not load your cart.'),
  'checkout:payment.failed': (page) => page.getByRole('dialog', { name: 'Payment Failure' }),
  'checkout:payment.succeeded': (page) => page.getByRole('dialog', { name: 'Payment Success' }),
  'productDetail:notFound': (page) => page.getByRole('heading', { name: 'Product not found', level: 1 }),
  'productDetail:unavailable': (page) => page.getByRole('heading', { name: 'This product could not be loaded', level: 1 }),
  'listing:empty': (page) => page.getByRole('heading', { name: 'No Products Found' }),
  'orderTracking:open': (page) => page.getByRole('dialog', { name: 'Track My Order' }),
  'addressBook:adding': (page) => page.getByRole('dialog', { name: /Add New Address|Add Address/ }),
  'support:sending': (page) => page.getByRole('button', { name: 'Submiting...' }),
}

test.describe('state explorer: Show me opens every state', () => {
  test.describe.configure({ timeout: 240_000 })
  // Popups open and close at once (the theme respects reduced motion), so the inspector's panel
  // costs no transition on each of the 130-odd states. What a state shows does not depend on
  // motion: a carousel opened in a chosen state keeps it.
  test.use({ reducedMotion: 'reduce' })

  for (const machineId of machineIds) {
    test(machineId, async ({ page }) => {
      // the machine alone: only its paths (and its hosts', asked by Show me) are computed
      await openFresh(page, `/__explorer?machine=${machineId}`)
      const buttons = await showMeButtons(page, machineId)
      const labels = await buttons.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))
      const keys = labels.map((label) => label.slice(`Show me ${machineId} in `.length))
      expect(keys.length).toBeGreaterThan(1)

      const misses: string[] = []
      for (const key of keys) {
        // back to the explorer in-app, so its computed paths are kept (a full load recomputes them);
        // a screen may have pushed entries of its own (the checkout step), and the explorer's
        // address may carry the scenario still active, so compare paths only
        const onExplorer = () => new URL(page.url()).pathname === '/__explorer'
        for (let i = 0; i < 5 && !onExplorer(); i++) await page.goBack()
        const button = page.getByRole('button', { name: `Show me ${machineId} in ${key}`, exact: true })
        await expect(button).toBeEnabled(EXPLORING)
        // a final state ends the screen's machine: the screen moves on, as that state says it does
        const final = /\bfinal\b/i.test(await button.locator('xpath=ancestor::td[1]').innerText())
        await button.click()
        await expect(page).not.toHaveURL(/\/__explorer(\?|$)/)
        await expect(page.getByRole('button', { name: 'Mock scenarios' })).toBeVisible()
        await expect(page.locator('main, [role="main"]').first()).toBeVisible()
        try {
          // before the panel opens over the page
          const seen = seenIn[`${machineId}:${key}`]
          if (seen) await expect(seen(page)).toBeVisible()
          await expect
            .poll(async () => {
              const live = await liveStatesOf(page, machineId)
              return live.some((v) => isInState(v, key)) || (final && live.length === 0)
            }, { timeout: 10_000 })
            .toBe(true)
        } catch {
          misses.push(`${key}: live ${JSON.stringify(await liveStatesOf(page, machineId))} at ${page.url()}`)
        }
        // the panel stays open across in-app navigation: close it so it does not cover the explorer
        await page.keyboard.press('Escape')
        await expect(page.getByRole('dialog', { name: 'Mock scenarios' })).toBeHidden()
      }
      expect(misses, 'states the screen did not show').toEqual([])
    })
  }
})
