import { asc, eq } from 'drizzle-orm'
import type { User } from '../../contracts/user'
import { fail } from '../../rules/rule-error'
import type { Tx } from '../db/connection'
import { cartLines, users, wishlistEntries } from '../db/schema'

export type UserRow = typeof users.$inferSelect

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.email, email))
  return row
}

/** The signed-in user; a token of a deleted account is as good as none. */
export async function getUser(tx: Tx, userId: string): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId))
  return row ?? fail(401, 'Unauthorized')
}

/** The user as the API shows it (never the password), with the ids of cart and wishlist lines. */
export async function publicUser(tx: Tx, user: UserRow): Promise<User> {
  const [lines, wished] = await Promise.all([
    tx.select().from(cartLines).where(eq(cartLines.userId, user.id)).orderBy(asc(cartLines.createdAt), asc(cartLines.id)),
    tx.select().from(wishlistEntries).where(eq(wishlistEntries.userId, user.id)).orderBy(asc(wishlistEntries.createdAt)),
  ])
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    dob: user.dob,
    profile_pic: user.profilePic,
    cart: { products: lines.map((l) => ({ _id: l.id, productId: l.productId, productColor: l.color, quantity: l.quantity })) },
    wishlist: { products: wished.map((w) => ({ productId: w.productId, color: w.color })) },
  }
}

/** PostgreSQL's unique-violation code, on the error or on its cause (Drizzle wraps driver errors). */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined)
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505'
}
