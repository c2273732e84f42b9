import type { Page } from '@playwright/test'

/**
 * Waits until the screen has stopped moving: no finite CSS animation or transition running
 * (Mantine fades popups in; axe would measure half-faded colours), no toast still fading in and
 * no loader on screen.
 * Infinite animations (a spinner) are ignored, so a page that keeps one never hangs this: the
 * loader check catches it instead, within the timeout.
 */
export async function untilSettled(page: Page, timeout = 8_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const moving = document
        .getAnimations()
        .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity)
      const loading = [...document.querySelectorAll('.mantine-Loader-root, .mantine-Skeleton-root[data-visible]')].some(
        (el) => (el as HTMLElement).offsetParent !== null,
      )
      // a toast between mounting and its fade-in has no running transition yet, only opacity
      const opacityOf = (el: Element | null): number =>
        el ? Number(getComputedStyle(el).opacity) * opacityOf(el.parentElement) : 1
      const fading = [...document.querySelectorAll('.mantine-Notifications-notification')].some((el) => opacityOf(el) < 1)
      return !moving && !loading && !fading
    },
    undefined,
    { timeout, polling: 50 },
  )
}

/** Longer than the longest toast that closes by itself (errors, 4 s) and its fade-out. */
const PASSING_TOAST_MS = 5_000

/**
 * Waits for the toasts on screen to close by themselves. A toast that closes during an axe
 * scan is measured half-faded (CI caught one at 3.59:1, another at 1.04:1 over a popup's
 * overlay). A toast that stays (an info notice has no timer) is still there after the wait and
 * is scanned as it is: the wait gives up quietly, by design.
 */
export async function untilPassingToastsGone(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.querySelectorAll('.mantine-Notifications-notification').length === 0, undefined, {
      timeout: PASSING_TOAST_MS,
      polling: 100,
    })
    .catch(() => undefined)
}
