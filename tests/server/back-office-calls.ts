import { and, eq } from 'drizzle-orm'
import { Schema } from 'effect'
import { adminEndpoints, type AdminEndpointName, type AdminRequestOf, type AdminResponseOf } from '../../contracts/admin/admin-endpoints'
import type { Database } from '../../server/db/connection'
import { productVarieties } from '../../server/db/schema'
import type { RunningServer } from '../../server/start'
import { callStaffRaw, signInStaff, type DemoStaffRole } from '../api/support/staff-calls'
import { ADDRESS, ok, registerBuyer, type Buyer, type Json } from './server-processes'
import { wireTo } from './staff-wire'

/*
 * The back office's store calls for the server tests (issue 29), on the wire as the back
 * office's browser makes them: the demo member of a role signed in once per server (the seed's
 * staff, tests/api/support/staff-calls.ts), the answer decoded with its row's response schema,
 * a refusal thrown as its status and message. Buyers act over HTTP, as the storefront does.
 */

/** What a staff call answered when it was refused. */
export class StaffRefusal extends Error {
  constructor(
    readonly status: number,
    readonly msg: string,
  ) {
    super(`${status}: ${msg}`)
  }
}

const sessions = new WeakMap<RunningServer, Map<DemoStaffRole, Promise<string>>>()

/** The session cookie of the demo member of `role` on this server, signed in on first use. */
function sessionOf(server: RunningServer, role: DemoStaffRole): Promise<string> {
  const byRole = sessions.get(server) ?? new Map<DemoStaffRole, Promise<string>>()
  sessions.set(server, byRole)
  const session = byRole.get(role) ?? signInStaff(wireTo(() => server), role)
  byRole.set(role, session)
  return session
}

/** A store call by the demo member of `role`: the answer decoded with the contract, or a StaffRefusal. */
export async function staffCall<N extends AdminEndpointName>(server: RunningServer, role: DemoStaffRole, name: N, input: AdminRequestOf<N>): Promise<AdminResponseOf<N>> {
  const answer = await callStaffRaw(wireTo(() => server), name, input, { session: await sessionOf(server, role) })
  if (answer.status !== 200) throw new StaffRefusal(answer.status, (answer.body as { msg?: string } | null)?.msg ?? JSON.stringify(answer.body))
  return Schema.decodeUnknownSync(adminEndpoints[name].response as unknown as Schema.Codec<AdminResponseOf<N>>)(answer.body)
}

/** A store call that must be refused: its status and message. */
export async function staffRefusal<N extends AdminEndpointName>(
  server: RunningServer,
  role: DemoStaffRole,
  name: N,
  input: AdminRequestOf<N> | Record<string, unknown>,
): Promise<{ status: number; msg: string }> {
  try {
    await staffCall(server, role, name, input as AdminRequestOf<N>)
  } catch (error) {
    if (error instanceof StaffRefusal) return { status: error.status, msg: error.msg }
    throw error
  }
  throw new Error(`${name} was not refused`)
}

/** A variety's stock as the database holds it. */
export async function stockIn(db: Database, productId: string, color: string): Promise<number> {
  const [row] = await db
    .select({ stock: productVarieties.stock })
    .from(productVarieties)
    .where(and(eq(productVarieties.productId, productId), eq(productVarieties.color, color)))
  if (!row) throw new Error(`No variety ${productId} ${color}`)
  return row.stock
}

/** Sets a variety's stock (a test's own starting figure). */
export async function setStock(db: Database, productId: string, color: string, stock: number): Promise<void> {
  await db
    .update(productVarieties)
    .set({ stock })
    .where(and(eq(productVarieties.productId, productId), eq(productVarieties.color, color)))
}

export interface VarietyRef {
  readonly productId: string
  readonly color: string
}

/** A registered buyer with a delivery address, ready to buy. */
export async function buyerReadyToBuy(origin: string, label: string): Promise<Buyer> {
  const buyer = await registerBuyer(origin, origin, label)
  await ok(origin, 'POST', '/api/address', { token: buyer.token, json: ADDRESS })
  return buyer
}

export type BuyerOrder = Json<'orderList'>['orders'][number]

/** The buyer's orders as their order list shows them, newest first. */
export async function ordersOf(origin: string, buyer: Buyer): Promise<readonly BuyerOrder[]> {
  return (await ok<Json<'orderList'>>(origin, 'GET', '/api/user/orderlist?page=1&limit=100', { token: buyer.token })).orders
}

/** Puts `quantity` metres of the variety in the buyer's cart and places the order: the order as the buyer's list shows it. */
export async function placeOrder(origin: string, buyer: Buyer, variety: VarietyRef, quantity: number): Promise<BuyerOrder> {
  await ok(origin, 'POST', '/api/user/add-to-cart', { token: buyer.token, json: { ...variety, quantity } })
  const placed = await ok<Json<'buy'>>(origin, 'POST', '/api/buy', { token: buyer.token, json: { paymentMethod: 'Cash on Delivery' } })
  const order = (await ordersOf(origin, buyer)).find((o) => o.orderId === placed.orderId)
  if (!order) throw new Error(`Order ${placed.orderId} is not in the buyer's list`)
  return order
}

/** A variety with at least `metres` in stock that no earlier test of the file used. */
export async function freshVariety(origin: string, used: Set<string>, metres: number): Promise<VarietyRef & { stock: number }> {
  const page = await ok<Json<'products'>>(origin, 'GET', '/api/getAllProducts')
  for (const product of page.data) {
    if (used.has(product._id)) continue
    const variety = product.productVarieties.find((v) => Number(v.stock) >= metres)
    if (variety) {
      used.add(product._id)
      return { productId: product._id, color: variety.color, stock: Number(variety.stock) }
    }
  }
  throw new Error(`No unused product has ${metres} metres of a variety in stock`)
}
