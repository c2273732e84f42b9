import { and, eq } from 'drizzle-orm'
import { Schema } from 'effect'
import { adminEndpoints, roleMayCall, type AdminRequestOf, type AdminResponseOf } from '../../contracts/admin/admin-endpoints'
import type { Staff, StaffRole } from '../../contracts/admin/staff'
import { RuleError } from '../../rules/rule-error'
import { DEMO_STAFF } from '../../seed/fixtures/demo-accounts'
import type { Database } from '../../server/db/connection'
import { productVarieties, staff as staffTable } from '../../server/db/schema'
import { createAdminUseCases, type OperationsCallName } from '../../server/http/admin-use-cases'
import type { RunningServer } from '../../server/start'
import { ADDRESS, ok, registerBuyer, type Buyer, type Json } from './server-processes'

/*
 * The back office's store calls for the server tests (issue 29): made as the staff API makes
 * them, through the staff use-case map with the member as the caller, each answer encoded with
 * its row's response schema (what the route sends) and read back; a refusal is its status and
 * message. Buyers act over HTTP, as the storefront does.
 */

/** The demo staff member of a role, as a signed-in caller. */
export function staffOf(role: StaffRole): Staff {
  const member = DEMO_STAFF.find((m) => m.role === role)
  if (!member) throw new Error(`No demo staff member for ${role}`)
  return { id: member.id, name: member.name, email: member.email, role: member.role }
}

/** The demo staff's rows, so their writes can be audited (the audit log names its member); kept when the seed made them. */
export async function ensureDemoStaff(db: Database): Promise<void> {
  await db
    .insert(staffTable)
    .values(DEMO_STAFF.map((m) => ({ id: m.id, name: m.name, email: m.email, role: m.role })))
    .onConflictDoNothing()
}

/** A store call by the demo member of `role`: the answer as the wire carries it, decoded again with the contract. */
export async function staffCall<N extends OperationsCallName>(
  server: Pick<RunningServer, 'ctx'>,
  role: StaffRole,
  name: N,
  input: AdminRequestOf<N>,
): Promise<AdminResponseOf<N>> {
  const endpoint = adminEndpoints[name]
  if (!roleMayCall(endpoint.access, role)) throw new Error(`${role} may not call ${name}`)
  const run = createAdminUseCases(server.ctx)[name] as (input: unknown, caller: unknown) => Promise<unknown>
  const answer = await run(input, { staff: staffOf(role), sessionHash: 'test-session' })
  const schema = endpoint.response as unknown as Schema.Codec<unknown, unknown>
  return Schema.decodeUnknownSync(schema)(JSON.parse(JSON.stringify(Schema.encodeUnknownSync(schema)(answer)))) as AdminResponseOf<N>
}

/** A store call that must be refused: its status and message. */
export async function staffRefusal<N extends OperationsCallName>(
  server: Pick<RunningServer, 'ctx'>,
  role: StaffRole,
  name: N,
  input: AdminRequestOf<N>,
): Promise<{ status: number; msg: string }> {
  try {
    await staffCall(server, role, name, input)
  } catch (error) {
    if (error instanceof RuleError) return { status: error.status, msg: error.msg }
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
