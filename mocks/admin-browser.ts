import { setupWorker, type SetupWorker } from 'msw/browser'
import { loadSeedData } from 'virtual:tanabana-mock-seed'
import type { StaffRole } from '../contracts/admin/staff'
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../seed/fixtures/demo-accounts'
import { cacheCookieReadsPerTask } from './cookie-read-cache'
import { createAdminHandlers } from './handlers/admin/all-admin-handlers'
import { documentSessionCookie } from './handlers/admin/staff-session-cookie'
import { mediaHandlers } from './handlers/media-handlers'
import { shrinkCataloguePicture } from './media/shrink-image'
import { openPersistedDb } from './persisted-db'
import { tolerateStaleWorkerUpdates } from './stale-worker-updates'
import { createBackendContext } from './use-cases/backend-context'
import { MOCK_WORKER_FILE } from './worker-file'

let worker: SetupWorker | null = null

/**
 * The back office's mock mode (issue 29): MSW in the browser answers the staff API over the SAME
 * persisted fake db as the storefront's mock mode (mocks/browser.ts, the `tanabana-mock:db:*`
 * keys of localStorage). A product owner places an order as a buyer in one tab and ships it as
 * staff in another, and the buyer's tab sees it: each tab's db drops its cached copy of a
 * collection the other tab wrote (the `storage` event).
 *
 * The session cookie is the page's own (mocks/handlers/admin/staff-session-cookie.ts says what
 * the browser fake can and cannot honour of the server's cookie). The pictures under /media/ are
 * answered too, for the order pages. This module is the back office's alone: the storefront's
 * mock bundle (mocks/browser.ts) never imports the staff handlers.
 */
export async function startAdminMocking(): Promise<void> {
  if (worker) return
  tolerateStaleWorkerUpdates()
  cacheCookieReadsPerTask()
  const backend = createBackendContext(await openPersistedDb(loadSeedData), { prepareCataloguePicture: shrinkCataloguePicture })
  worker = setupWorker(...createAdminHandlers(backend, documentSessionCookie(document)), ...mediaHandlers(backend))
  await worker.start({
    serviceWorker: { url: `/${MOCK_WORKER_FILE}` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
}

/** The demo staff (one per role) and their password, for the back office's mock-mode sign-in hint. */
export const demoStaff: { readonly password: string; readonly members: readonly { email: string; name: string; role: StaffRole }[] } = {
  password: DEMO_STAFF_PASSWORD,
  members: DEMO_STAFF.map(({ email, name, role }) => ({ email, name, role })),
}
