// Debian Chromium through Playwright, launched like the e2e suite launches it.
import { chromium } from '@playwright/test'
import { onCleanup } from './cleanup.mjs'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './config.mjs'

/** Launches Chromium; the answer's `stop()` closes it (it is also closed on exit or interruption). */
export async function launchBrowser() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, timeout: 60_000 })
  const stop = onCleanup('Chromium (Playwright)', () => browser.close())
  return { browser, stop }
}

/** A fresh profile: no service worker, no storage, no HTTP cache. */
export function freshContext(browser, options = {}) {
  return browser.newContext({ serviceWorkers: 'allow', viewport: { width: 1280, height: 800 }, ...options })
}
