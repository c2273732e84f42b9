import type { User } from '../../contracts/user'
import { fail } from '../../rules/rule-error'
import { defaultUserName } from '../../rules/users'
import { normaliseEmail } from '../../rules/validation'
import type { UserRecord } from '../../seed/records'
import type { BackendContext } from './backend-context'

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
    name: defaultUserName(fields.name, fields.email),
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
