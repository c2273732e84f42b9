import type { DemoStaffHint } from '../features/sign-in/sign-in-screen'

/**
 * What must happen before the back office's first render. In mock mode only, the fake staff API
 * behind MSW (mocks/admin-browser.ts, over the same persisted fake db as the storefront's mock
 * mode), so the first call is already answered; it hands back the demo staff for the sign-in
 * form's hint. The literal condition lets Vite drop this branch, and with it every byte of
 * mocks/, from the live build: keep it the back office's only path to mocks/.
 */
export async function prepareAdmin(): Promise<{ demo: DemoStaffHint | null }> {
  if (import.meta.env.VITE_MOCK === 'true') {
    const mocks = await import('../../mocks/admin-browser')
    await mocks.startAdminMocking()
    return { demo: mocks.demoStaff }
  }
  return { demo: null }
}
