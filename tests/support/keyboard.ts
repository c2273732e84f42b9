import type { Locator, Page } from '@playwright/test'
import { expect } from '../e2e/fixtures'

/*
 * Keyboard-only helpers: reach a control with Tab (as a keyboard user would, in the page's own
 * focus order), check that its focus can be seen, and act on it with keys only.
 */

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false)

/**
 * Presses Tab (or Shift+Tab) until `target` has focus; fails if it is not reached within `max`
 * presses, which means the control is not in the focus order (or is trapped away from it).
 */
export async function tabTo(page: Page, target: Locator, { max = 150, backwards = false } = {}): Promise<void> {
  await expect(target).toBeVisible()
  for (let presses = 0; presses <= max; presses++) {
    if (await isFocused(target)) {
      await expectFocusVisible(page)
      return
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160))
  throw new Error(`Tab never reached ${target.toString()} in ${max} presses; focus is on ${focused}`)
}

/**
 * The focused element shows a focus indicator: its own outline or box shadow (Mantine's ring),
 * or an outline drawn on a close ancestor for it (a card outlined while its name link has focus).
 */
export async function expectFocusVisible(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return 'nothing focused'
    const outlined = (node: Element) => {
      const style = getComputedStyle(node)
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
    }
    const style = getComputedStyle(el)
    if (outlined(el) || style.boxShadow !== 'none') return 'visible'
    // a visually hidden input (radio, checkbox) shows its focus on the control drawn beside it;
    // text fields show it with their border colour
    if (el.getBoundingClientRect().width <= 1 || style.opacity === '0' || el.matches('input, textarea')) return 'visible'
    let ancestor = el.parentElement
    for (let depth = 0; ancestor && depth < 5; depth++, ancestor = ancestor.parentElement) {
      if (outlined(ancestor)) return 'visible'
    }
    return `no focus ring on <${el.tagName.toLowerCase()}> ${el.textContent?.trim().slice(0, 40) ?? ''}`
  })
  expect(ring).toBe('visible')
}

/** Tabs to the control and presses Enter on it. */
export async function tabAndEnter(page: Page, target: Locator, options?: { max?: number }): Promise<void> {
  await tabTo(page, target, options)
  await page.keyboard.press('Enter')
}

/** Tabs to a field and types into it (replacing what it held). */
export async function tabAndType(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field)
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(text)
}
