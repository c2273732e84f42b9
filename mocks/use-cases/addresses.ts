import type { Address, AddressInput } from '../../contracts/address'
import type { MessageResponse } from '../../contracts/common'
import { addressFields } from '../../rules/addresses'
import { fail } from '../../rules/rule-error'
import type { AddressRecord } from '../../seed/records'
import type { BackendContext } from './backend-context'
import { getUser } from './users'

const mine = (ctx: BackendContext, userId: string) => ctx.db.get('addresses').filter((a) => a.userId === userId)

function findMine(ctx: BackendContext, userId: string, id: string): AddressRecord {
  return mine(ctx, userId).find((a) => a._id === id) ?? fail(404, 'Address not found')
}

/**
 * Keeps exactly one of the user's addresses selected: the wanted one, else the one already
 * selected, else the first.
 */
function withOneSelected(all: readonly AddressRecord[], userId: string, wantedId?: string): AddressRecord[] {
  const own = all.filter((a) => a.userId === userId)
  const chosen =
    own.find((a) => a._id === wantedId)?._id ?? own.find((a) => a.selected)?._id ?? own[0]?._id
  return all.map((a) => (a.userId === userId ? { ...a, selected: a._id === chosen } : a))
}

const fieldsOf = (ctx: BackendContext, userId: string, input: AddressInput) => addressFields(input, getUser(ctx, userId).name)

/** GET /addresses, in the order they were added. */
export function listAddresses(ctx: BackendContext, userId: string): { data: Address[] } {
  return { data: mine(ctx, userId) }
}

/** POST /address: the first address a user adds becomes the selected one. */
export function addAddress(ctx: BackendContext, userId: string, input: AddressInput): MessageResponse {
  const record: AddressRecord = {
    _id: ctx.newId(),
    userId,
    ...fieldsOf(ctx, userId, input),
    selected: false,
    createdAt: new Date(ctx.now()).toISOString(),
  }
  ctx.db.put('addresses', withOneSelected([...ctx.db.get('addresses'), record], userId))
  return { msg: 'Address added successfully' }
}

/** PUT /address/:id keeps the selection as it was. */
export function editAddress(ctx: BackendContext, userId: string, input: AddressInput & { id: string }): MessageResponse {
  const current = findMine(ctx, userId, input.id)
  const next: AddressRecord = { ...current, ...fieldsOf(ctx, userId, input) }
  ctx.db.put(
    'addresses',
    ctx.db.get('addresses').map((a) => (a === current ? next : a)),
  )
  return { msg: 'Address updated successfully' }
}

/** PUT /address/select/:id */
export function selectAddress(ctx: BackendContext, userId: string, input: { id: string }): MessageResponse {
  findMine(ctx, userId, input.id)
  ctx.db.put('addresses', withOneSelected(ctx.db.get('addresses'), userId, input.id))
  return { msg: 'Address selected successfully' }
}

/** DELETE /address/:id: deleting the selected address selects another one. */
export function deleteAddress(ctx: BackendContext, userId: string, input: { id: string }): MessageResponse {
  const doomed = findMine(ctx, userId, input.id)
  ctx.db.put('addresses', withOneSelected(ctx.db.get('addresses').filter((a) => a !== doomed), userId))
  return { msg: 'Address deleted successfully' }
}

export function selectedAddress(ctx: BackendContext, userId: string): AddressRecord | undefined {
  return mine(ctx, userId).find((a) => a.selected)
}
