import type { User } from '../../contracts/user'
import type { UserRecord } from '../db/records'
import { fail, type BackendContext } from './backend-context'

export const normaliseEmail = (email: string): string => email.trim().toLowerCase()

export function findUserByEmail(ctx: BackendContext, email: string): UserRecord | undefined {
  const wanted = normaliseEmail(email)
  return ctx.db.get('users').find((u) => u.email === wanted)
}

export function getUser(ctx: BackendContext, userId: string): UserRecord {
  return ctx.db.get('users').find((u) => u._id === userId) ?? fail(401, 'Unauthorized')
}

/** Applies a change to one user record and stores it. */
export function updateUser(ctx: BackendContext, userId: string, change: (user: UserRecord) => UserRecord): UserRecord {
  const current = getUser(ctx, userId)
  const next = change(current)
  ctx.db.put(
    'users',
    ctx.db.get('users').map((u) => (u._id === userId ? next : u)),
  )
  return next
}

/** The user as the API shows it: never the password. */
export function publicUser(user: UserRecord): User {
  return {
    _id: user._id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    dob: user.dob,
    profile_pic: user.profile_pic,
    cart: { products: user.cart.products.map((l) => ({ ...l })) },
    wishlist: { products: user.wishlist.products.map((w) => ({ ...w })) },
  }
}

export function createUser(
  ctx: BackendContext,
  fields: { name: string; email: string; password: string | null; phone: string | null },
): UserRecord {
  const user: UserRecord = {
    _id: ctx.newId(),
    name: fields.name.trim() || normaliseEmail(fields.email).split('@')[0] || 'Customer',
    email: normaliseEmail(fields.email),
    password: fields.password,
    phone: fields.phone,
    dob: null,
    profile_pic: null,
    cart: { products: [], appliedCoupon: null },
    wishlist: { products: [] },
    createdAt: new Date(ctx.now()).toISOString(),
  }
  ctx.db.put('users', [...ctx.db.get('users'), user])
  return user
}
