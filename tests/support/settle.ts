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
