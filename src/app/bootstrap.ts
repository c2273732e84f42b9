import { clearCachesOnce } from './clear-caches-once'
import { installMantineNotifier } from './mantine-notifier'

/**
 * Everything that must happen before the first render, in order:
 * 1. SPEC 4's cache rule (it may reload the page, then nothing else runs);
 * 2. in mock mode only, the fake backend behind MSW, so the first request is already answered;
 * 3. machines' toasts routed to Mantine notifications.
 * Answers false when the page is reloading and must not render.
 */
export async function prepareApp(): Promise<boolean> {
  if (await clearCachesOnce()) return false
  // The literal condition lets Vite drop this branch, and with it every byte of mocks/, from
  // the live build. Keep it the only path from src/ to mocks/.
  if (import.meta.env.VITE_MOCK === 'true') {
    await (await import('../../mocks/browser')).startMockBackend()
  }
  installMantineNotifier()
  return true
}
