import { describe, expect, test } from 'vitest'
import { adminEndpoints, roleMayCall, type AdminEndpointName } from '../../../contracts/admin/admin-endpoints'
import type { AdminProductDetail } from '../../../contracts/admin/admin-products'
import { CATALOGUE_CSV_COLUMNS } from '../../../contracts/admin/catalogue-csv'
import { STAFF_MESSAGES, STAFF_ROLES, STAFF_SESSION_COOKIE, type StaffRole } from '../../../contracts/admin/staff'
import { endpoints, type EndpointName } from '../../../contracts/endpoints'
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../../seed/fixtures/demo-accounts'
import { accountService } from '../../../src/services/account-service'
import { signInAs } from '../../support/api-calls'
import { serveBackend, type BackendUnderTest } from '../../support/backend-under-test'
import { callStaff, callStaffRaw, signInStaff, type StaffAnswer } from '../support/staff-calls'

const backend = serveBackend()

/*
 * The role matrix (issue 29, point 2): every row of the staff endpoint table, called by each demo
 * role, by a buyer's token alone and with no session at all, from the store's own origin. Where
 * roleMayCall says no the answer is 403, without a session 401, and where it says yes never
 * either. The rows come from the table, so a new row is walked as soon as it has an input below.
 */

/** What a row's call may refer to: records every backend's seed has, or that a test makes first. */
interface Records {
  readonly orderId: string
  readonly supportId: string
  readonly reviewId: string
  /** Issue 30: a product as the owner's editor loaded it. */
  readonly product: AdminProductDetail
}

/** The smallest PNG: one transparent pixel. */
const ONE_PIXEL_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
)

/** An input each row's request schema decodes, harmless to repeat; the type insists on every row. */
const inputs: { readonly [N in AdminEndpointName]: (records: Records) => Record<string, unknown> } = {
  staffSignin: () => ({ email: DEMO_STAFF[0].email, password: DEMO_STAFF_PASSWORD }),
  staffSession: () => ({}),
  staffSignout: () => ({}),
  setStaffPassword: () => ({ token: 'no-such-link', password: 'Handloom#2025' }),
  dashboard: () => ({}),
  orders: () => ({ page: '1', limit: '5' }),
  order: ({ orderId }) => ({ id: orderId }),
  orderStatus: ({ orderId }) => ({ id: orderId, status: 'Ongoing' }),
  orderDelay: ({ orderId }) => ({ id: orderId, message: 'The dyer needs two more days' }),
  orderCancel: ({ orderId }) => ({ id: orderId, reason: 'The buyer asked us on the phone' }),
  support: () => ({ status: 'open' }),
  supportReply: ({ supportId }) => ({ id: supportId, message: 'Your parcel leaves tomorrow' }),
  supportStatus: ({ supportId }) => ({ id: supportId, status: 'closed' }),
  reviews: () => ({}),
  hideReview: ({ reviewId }) => ({ id: reviewId, reason: 'Abusive words' }),
  showReview: ({ reviewId }) => ({ id: reviewId }),
  buyers: () => ({ search: 'a' }),
  staff: () => ({}),
  addStaff: () => ({ email: `new.${Math.random().toString(36).slice(2)}@tanabana.in`, name: 'New Member', role: 'support' }),
  updateStaff: () => ({ id: DEMO_STAFF[3].id, role: DEMO_STAFF[3].role }),
  audit: () => ({}),
  products: () => ({ search: 'cotton' }),
  product: ({ product }) => ({ id: product._id }),
  createProduct: ({ product }) => ({ ...product.product, name: 'Role Matrix Muslin' }),
  updateProduct: ({ product }) => ({ ...product.product, id: product._id, version: product.version }),
  archiveProduct: ({ product }) => ({ id: product._id }),
  restoreProduct: ({ product }) => ({ id: product._id }),
  changeStock: ({ product }) => ({ id: product._id, color: product.product.varieties[0]?.color ?? '', add: 1, reason: 'Received from the mill' }),
  uploadPicture: () => ({ picture: new File([ONE_PIXEL_PNG], 'pixel.png', { type: 'image/png' }) }),
  categories: () => ({}),
  updateCategories: () => ({ categories: [{ name: 'Only Category', subCategories: [] }] }),
  exportCatalogue: () => ({}),
  importCatalogue: () => ({ dryRun: 'true', csv: `${CATALOGUE_CSV_COLUMNS.join(',')}\n` }),
  coupons: () => ({}),
  createCoupon: () => ({ ...A_COUPON, code: `ROLE-${Math.random().toString(36).slice(2, 8)}` }),
  updateCoupon: () => ({ ...A_COUPON, code: 'WELCOME10' }),
  deleteCoupon: () => ({ code: 'NO-SUCH-COUPON' }),
}

/** WELCOME10 as the seed has it (seed/coupons.ts), so writing it again changes nothing. */
const A_COUPON = { kind: 'percent', amount: 10, minSubtotal: null, startsAt: null, expiresAt: null, perBuyerLimit: 1, totalLimit: null, state: 'active' }

const names = Object.keys(adminEndpoints) as AdminEndpointName[]

/** An order, a support request and a review to act on, read through the owner's own calls (and the owner's session). */
async function records(b: BackendUnderTest): Promise<Records & { readonly ownerSession: string }> {
  const owner = await signInStaff(b, 'owner')
  await accountService.support({ name: 'Visitor', contactDetails: 'visitor@example.com', message: 'Do you ship to Nepal?' })
  const [order] = (await callStaff(b, 'orders', { status: 'Ordered Placed' }, owner)).orders
  const [request] = (await callStaff(b, 'support', { status: 'open' }, owner)).requests
  const [review] = (await callStaff(b, 'reviews', { status: 'visible' }, owner)).reviews
  const [row] = (await callStaff(b, 'products', { status: 'active', limit: '1' }, owner)).products
  if (!order || !request || !review || !row) throw new Error('the seed has no order, support request, review or product to act on')
  const product = await callStaff(b, 'product', { id: row._id }, owner)
  return { orderId: order._id, supportId: request._id, reviewId: review._id, product, ownerSession: owner }
}

const shown = (answer: StaffAnswer) => `${answer.status} ${JSON.stringify(answer.body)}`

// one test per row (each test starts from the seed, and staff sign-ins hash with argon2): the
// roles first, then no session and a buyer's token alone, which are refused before any rule runs
describe.each(names)('%s', (name) => {
  const { access } = adminEndpoints[name]

  test('as each role: 403 where the role has no business, else neither 401 nor 403 nor a server error; without a session or with a buyer’s token alone: 401 unless public or asking who is signed in', async () => {
    const given = await records(backend)
    for (const role of STAFF_ROLES) {
      const session = role === 'owner' ? given.ownerSession : await signInStaff(backend, role)
      const answer = await callStaffRaw(backend, name, inputs[name](given), { session })
      if (roleMayCall(access, role)) {
        expect([401, 403], `${role}: ${shown(answer)}`).not.toContain(answer.status)
        expect(answer.status, `${role}: ${shown(answer)}`).toBeLessThan(500)
      } else {
        expect(answer, role).toMatchObject({ status: 403, body: { msg: STAFF_MESSAGES.forbidden } })
      }
    }

    const buyerToken = await signInAs()
    for (const options of [{}, { bearer: buyerToken }]) {
      const answer = await callStaffRaw(backend, name, inputs[name](given), options)
      if (access === 'public' || access === 'optional') {
        expect([401, 403], shown(answer)).not.toContain(answer.status)
      } else {
        expect(answer).toMatchObject({ status: 401, body: { msg: STAFF_MESSAGES.signedOut } })
      }
    }
  })
})

describe('the table itself', () => {
  test('every role sees the dashboard; only owners reach staff and the audit log', () => {
    for (const role of STAFF_ROLES) expect(roleMayCall(adminEndpoints.dashboard.access, role)).toBe(true)
    const ownersOnly = names.filter((n) => STAFF_ROLES.every((role: StaffRole) => roleMayCall(adminEndpoints[n].access, role) === (role === 'owner')))
    expect(ownersOnly.sort()).toEqual(['addStaff', 'audit', 'staff', 'updateStaff'])
  })
})

describe('a staff session opens no buyer call', () => {
  const signedIn = (Object.keys(endpoints) as EndpointName[]).filter((n) => endpoints[n].auth === 'required')

  test.each(signedIn)('%s answers 401 to a staff cookie alone', async (name) => {
    const session = await signInStaff(backend, 'owner')
    const { method, path } = endpoints[name]
    // the cookie's path is the staff API's, but a client may send it anywhere: the buyer API must not care
    const response = await fetch(backend.api(path.replace(':id', 'any-id')), {
      method,
      headers: { Cookie: `${STAFF_SESSION_COOKIE}=${session}`, Origin: backend.origin },
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ msg: 'Unauthorized' })
  })
})
