import { and, count, eq, inArray, sql } from 'drizzle-orm'
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../seed/fixtures/demo-accounts'
import type { DbState } from '../../seed/records'
import { hashPassword } from '../auth/passwords'
import { orderRow } from '../domain/orders'
import type { Database, Tx } from '../db/connection'
import {
  addresses,
  cartLines,
  categories,
  coupons,
  orders,
  paymentEvents,
  payments,
  products,
  refunds,
  productVarieties,
  reviews,
  settings,
  staff,
  users,
  wishlistEntries,
} from '../db/schema'

const SEEDED_KEY = 'seeded_at'
/** Any fixed number: processes starting together on one empty database seed it one after another. */
const SEED_LOCK = 7_310_926
/** Rows per INSERT: PostgreSQL takes at most 65,535 parameters in one statement. */
const CHUNK = 500

async function insertAll<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK))
}

function productRows(seed: DbState) {
  return seed.products.map((p, position) => {
    const categoryNames = p.category.map((c) => c.categoryName)
    return {
      id: p._id,
      position,
      name: p.name,
      description: p.description,
      categoryNames,
      fabricType: p.fabricType ?? null,
      pattern: p.pattern ?? null,
      subCategory: p.subCategory ?? null,
      weight: p.weight ?? null,
      count: p.count ?? null,
      construction: p.construction ?? null,
      newArrival: p.newArrival ?? false,
      createdAt: p.createdAt ?? null,
    }
  })
}

/** A seeded payment (issue 31) as its row: the fake's record, field for field. */
function paymentRow(p: DbState['payments'][number]): typeof payments.$inferInsert {
  return {
    id: p._id,
    purchaseId: p.purchaseId,
    userId: p.userId,
    provider: p.provider,
    method: p.method,
    amountPaise: p.amountPaise,
    currency: p.currency,
    providerOrderId: p.providerOrderId,
    providerPaymentId: p.providerPaymentId,
    state: p.state,
    holdUntil: p.holdUntil,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  }
}

function refundRow(r: DbState['refunds'][number]): typeof refunds.$inferInsert {
  return {
    id: r._id,
    paymentId: r.paymentId,
    orderId: r.orderId,
    amountPaise: r.amountPaise,
    state: r.state,
    providerRefundId: r.providerRefundId,
    attempts: r.attempts,
    lastError: r.lastError,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }
}

/**
 * The passwords to seed, hashed with argon2id (each with its own salt), by record id: the seed's
 * buyers and the demo staff (one member per role, seed/fixtures/demo-accounts.ts).
 */
async function hashSeedPasswords(seed: DbState): Promise<Map<string, string>> {
  const hashes = new Map<string, string>()
  for (const user of seed.users) if (user.password !== null) hashes.set(user._id, await hashPassword(user.password))
  for (const member of DEMO_STAFF) hashes.set(member.id, await hashPassword(DEMO_STAFF_PASSWORD))
  return hashes
}

/** Writes the one seed (seed/, shared with mock mode) into an empty database, in one transaction. */
async function writeSeed(tx: Tx, seed: DbState, passwordHashes: ReadonlyMap<string, string>): Promise<void> {
  await insertAll(
    seed.categories.map((c, position) => ({ id: c._id, name: c.name, position, subCategories: c.subCategory.map((s) => s.subCategoryName) })),
    (chunk) => tx.insert(categories).values(chunk),
  )
  await insertAll(productRows(seed), (chunk) => tx.insert(products).values(chunk))
  await insertAll(
    seed.products.flatMap((p) =>
      p.productVarieties.map((v, position) => ({
        productId: p._id,
        color: v.color,
        position,
        varietyId: v._id ?? null,
        images: [...v.images],
        stock: v.stock,
        pricePerMeter: v.pricepermeter,
        discountedPrice: v.discountedPrice,
      })),
    ),
    (chunk) => tx.insert(productVarieties).values(chunk),
  )
  await insertAll(
    seed.products.flatMap((p) =>
      (p.rating ?? []).map((r, i) => ({
        id: r._id ?? `${p._id}-review-${i}`,
        productId: p._id,
        reviewerName: r.userId?.name ?? 'Customer',
        reviewerPic: r.userId?.profile_pic ?? null,
        value: r.value,
        review: r.review,
        images: [...(r.images ?? [])],
        createdAt: r.date ?? p.createdAt ?? new Date(0).toISOString(),
      })),
    ),
    (chunk) => tx.insert(reviews).values(chunk),
  )
  await tx.insert(users).values(
    seed.users.map((u) => ({
      id: u._id,
      name: u.name,
      email: u.email,
      passwordHash: passwordHashes.get(u._id) ?? null,
      phone: u.phone,
      dob: u.dob,
      profilePic: u.profile_pic,
      appliedCoupon: u.cart.appliedCoupon,
      createdAt: u.createdAt,
    })),
  )
  // the seed's lines keep their order: a millisecond apart
  const lines = seed.users.flatMap((u) =>
    u.cart.products.map((l, i) => ({ id: l._id, userId: u._id, productId: l.productId, color: l.productColor, quantity: l.quantity, createdAt: new Date(Date.parse(u.createdAt) + i).toISOString() })),
  )
  if (lines.length > 0) await tx.insert(cartLines).values(lines)
  const wished = seed.users.flatMap((u) =>
    u.wishlist.products.map((w, i) => ({ userId: u._id, productId: w.productId, color: w.color, createdAt: new Date(Date.parse(u.createdAt) + i).toISOString() })),
  )
  if (wished.length > 0) await tx.insert(wishlistEntries).values(wished)
  if (seed.addresses.length > 0) {
    await tx.insert(addresses).values(
      seed.addresses.map((a) => ({
        id: a._id,
        userId: a.userId,
        name: a.name ?? '',
        tag: a.tag ?? '',
        address: a.address,
        city: a.city,
        state: a.state,
        pinCode: String(a.pinCode ?? ''),
        phone: String(a.alternativePhoneNumber),
        country: a.country ?? '',
        selected: a.selected ?? false,
        createdAt: a.createdAt,
      })),
    )
  }
  // issue 31: a prepaid order names its payment, so the payments go in first; their history and
  // refunds name orders, so they follow them
  await insertAll(seed.payments.map(paymentRow), (chunk) => tx.insert(payments).values(chunk))
  await insertAll(
    seed.orders.map((o) => ({ ...orderRow(o), paymentId: o.paymentId ?? null, paymentState: o.paymentState ?? null })),
    (chunk) => tx.insert(orders).values(chunk),
  )
  await insertAll(
    seed.paymentEvents.map((e) => ({ id: e._id, paymentId: e.paymentId, orderId: e.orderId, kind: e.kind, source: e.source, detail: e.detail === null ? null : { ...e.detail }, at: e.at })),
    (chunk) => tx.insert(paymentEvents).values(chunk),
  )
  await insertAll(seed.refunds.map(refundRow), (chunk) => tx.insert(refunds).values(chunk))
  // new orders draw serials after the seeded ones
  await tx.execute(sql`select setval('order_number_seq', ${seed.orders.length + 1}, false)`)
  await tx.insert(coupons).values(
    seed.coupons.map((c) => ({
      code: c.code,
      kind: c.kind,
      amount: c.amount,
      minSubtotal: c.minSubtotal,
      expiresAt: c.expiresAt,
      perBuyerLimit: c.perBuyerLimit,
      totalLimit: c.totalLimit,
      startsAt: c.startsAt,
      paused: c.paused,
      createdAt: c.startsAt ?? new Date().toISOString(),
    })),
  )
  // the back office's demo staff (issue 29): mock mode's fake backend seeds the same members
  await tx.insert(staff).values(
    DEMO_STAFF.map((m) => ({ id: m.id, name: m.name, email: m.email, role: m.role, passwordHash: passwordHashes.get(m.id) ?? null })),
  )
  await tx.insert(settings).values({ key: SEEDED_KEY, value: new Date().toISOString() })
}

/** Whether the seed (or a deployment's own catalogue) is already in. */
export async function isSeeded(db: Database | Tx): Promise<boolean> {
  const [mark] = await db.select().from(settings).where(eq(settings.key, SEEDED_KEY))
  if (mark) return true
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(products)
  return n > 0
}

/**
 * Loads the seed into a migrated, empty database; does nothing when it is already seeded
 * (answers false). Passwords are hashed with argon2id before the transaction. Two server
 * processes starting at once on one empty PostgreSQL database both find it empty: the
 * transaction's advisory lock makes the second wait for the first, look again and find it seeded.
 */
export async function seedDatabase(db: Database, seed: DbState): Promise<boolean> {
  if (await isSeeded(db)) return false
  const passwordHashes = await hashSeedPasswords(seed)
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK}::bigint)`)
    if (await isSeeded(tx)) return false
    await writeSeed(tx, seed, passwordHashes)
    return true
  })
}

/**
 * The demo staff this database holds and who may still sign in (for `npm start` to print). A
 * database seeded before the back office existed has none: they are never added to a store
 * that is already running, where a member with a published password would be a way in.
 */
export async function enabledDemoStaff(db: Database): Promise<(typeof DEMO_STAFF)[number][]> {
  const rows = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(inArray(staff.id, DEMO_STAFF.map((m) => m.id)), eq(staff.disabled, false)))
  const present = new Set(rows.map((r) => r.id))
  return DEMO_STAFF.filter((m) => present.has(m.id))
}
