import { and, asc, eq } from 'drizzle-orm'
import type { AddressInput, AddressesResponse } from '../../contracts/address'
import type { MessageResponse } from '../../contracts/common'
import { addressFields } from '../../rules/addresses'
import { fail } from '../../rules/rule-error'
import type { Tx } from '../db/connection'
import { addresses } from '../db/schema'
import { lockBuyer } from './cart'
import type { ServerContext } from './context'

type AddressRow = typeof addresses.$inferSelect

const mine = (userId: string, id: string) => and(eq(addresses.userId, userId), eq(addresses.id, id))

function toAddress(row: AddressRow) {
  return {
    _id: row.id,
    name: row.name,
    tag: row.tag,
    address: row.address,
    city: row.city,
    state: row.state,
    pinCode: row.pinCode,
    alternativePhoneNumber: row.phone,
    country: row.country,
    selected: row.selected,
  }
}

function toColumns(fields: ReturnType<typeof addressFields>) {
  return {
    name: fields.name,
    tag: fields.tag,
    address: fields.address,
    city: fields.city,
    state: fields.state,
    pinCode: String(fields.pinCode ?? ''),
    phone: String(fields.alternativePhoneNumber),
    country: fields.country,
  }
}

async function findMine(tx: Tx, userId: string, id: string): Promise<AddressRow> {
  const [row] = await tx.select().from(addresses).where(mine(userId, id))
  return row ?? fail(404, 'Address not found')
}

/** Selects the buyer's earliest address when none is selected (after a delete, say). */
async function keepOneSelected(tx: Tx, userId: string): Promise<void> {
  const own = await tx.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.createdAt), asc(addresses.id))
  const first = own[0]
  if (first && !own.some((a) => a.selected)) await tx.update(addresses).set({ selected: true }).where(eq(addresses.id, first.id))
}

/** GET /addresses, in the order they were added. */
export async function listAddresses(ctx: ServerContext, userId: string): Promise<AddressesResponse> {
  const rows = await ctx.db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.createdAt), asc(addresses.id))
  return { data: rows.map(toAddress) }
}

/** POST /address: the first address a buyer adds becomes the selected one. */
export async function addAddress(ctx: ServerContext, userId: string, input: AddressInput): Promise<MessageResponse> {
  return ctx.db.transaction(async (tx) => {
    const user = await lockBuyer(tx, userId)
    await tx.insert(addresses).values({
      id: ctx.newId(),
      userId,
      ...toColumns(addressFields(input, user.name)),
      selected: false,
      createdAt: new Date(ctx.now()).toISOString(),
    })
    await keepOneSelected(tx, userId)
    return { msg: 'Address added successfully' }
  })
}

/** PUT /address/:id keeps the selection as it was. */
export async function editAddress(ctx: ServerContext, userId: string, input: AddressInput & { id: string }): Promise<MessageResponse> {
  return ctx.db.transaction(async (tx) => {
    const user = await lockBuyer(tx, userId)
    await findMine(tx, userId, input.id)
    await tx.update(addresses).set(toColumns(addressFields(input, user.name))).where(mine(userId, input.id))
    return { msg: 'Address updated successfully' }
  })
}

/** PUT /address/select/:id: one selected address per buyer (a partial unique index holds it). */
export async function selectAddress(ctx: ServerContext, userId: string, input: { id: string }): Promise<MessageResponse> {
  return ctx.db.transaction(async (tx) => {
    await lockBuyer(tx, userId)
    await findMine(tx, userId, input.id)
    await tx.update(addresses).set({ selected: false }).where(and(eq(addresses.userId, userId), eq(addresses.selected, true)))
    await tx.update(addresses).set({ selected: true }).where(mine(userId, input.id))
    return { msg: 'Address selected successfully' }
  })
}

/** DELETE /address/:id: deleting the selected address selects another one. */
export async function deleteAddress(ctx: ServerContext, userId: string, input: { id: string }): Promise<MessageResponse> {
  return ctx.db.transaction(async (tx) => {
    await lockBuyer(tx, userId)
    await findMine(tx, userId, input.id)
    await tx.delete(addresses).where(mine(userId, input.id))
    await keepOneSelected(tx, userId)
    return { msg: 'Address deleted successfully' }
  })
}

/** The buyer's selected address, for POST /buy. */
export async function selectedAddressOf(tx: Tx, userId: string) {
  const [row] = await tx.select().from(addresses).where(and(eq(addresses.userId, userId), eq(addresses.selected, true)))
  return row && toAddress(row)
}
