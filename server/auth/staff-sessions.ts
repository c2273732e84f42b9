import { and, eq, gt, lte, sql } from 'drizzle-orm'
import { STAFF_SESSION_IDLE_MS } from '../../contracts/admin/staff'
import type { Tx } from '../db/connection'
import { staffSessions } from '../db/schema'
import { newSecretToken, storedTokenHash } from './secret-tokens'

/*
 * Staff sessions (issue 29), kept on the server so that they can end at once: signing out, a
 * member disabled, or STAFF_SESSION_IDLE_MS without a call. The cookie carries a random token;
 * staff_sessions keeps only its SHA-256. Every function runs inside the caller's transaction.
 */

/** Expired sessions one sign-in removes at most, so its statement stays short. */
const PRUNE_BATCH = 500

const isoAt = (ms: number) => new Date(ms).toISOString()

/** A live session: whose it is and the stored hash of its token (what signing out ends). */
export interface LiveStaffSession {
  readonly staffId: string
  readonly tokenHash: string
}

/** Starts a session for a member: answers the token the cookie carries (only its hash is kept). */
export async function startStaffSession(tx: Tx, staffId: string, now: number): Promise<string> {
  const token = newSecretToken()
  await tx.insert(staffSessions).values({ tokenHash: storedTokenHash(token), staffId, createdAt: isoAt(now), lastSeenAt: isoAt(now) })
  // sessions nobody ended by signing out stay until they are found idle: drop a few of those now
  const idle = tx
    .select({ tokenHash: staffSessions.tokenHash })
    .from(staffSessions)
    .where(lte(staffSessions.lastSeenAt, isoAt(now - STAFF_SESSION_IDLE_MS)))
    .limit(PRUNE_BATCH)
  await tx.delete(staffSessions).where(sql`${staffSessions.tokenHash} in (${idle})`)
  return token
}

/**
 * The session a token opens, touched (its idle time starts again); null for an unknown token and
 * for one idle for STAFF_SESSION_IDLE_MS or more, which is removed on the way.
 */
export async function touchStaffSession(tx: Tx, token: string, now: number): Promise<LiveStaffSession | null> {
  const tokenHash = storedTokenHash(token)
  const [touched] = await tx
    .update(staffSessions)
    .set({ lastSeenAt: isoAt(now) })
    .where(and(eq(staffSessions.tokenHash, tokenHash), gt(staffSessions.lastSeenAt, isoAt(now - STAFF_SESSION_IDLE_MS))))
    .returning({ staffId: staffSessions.staffId })
  if (touched) return { staffId: touched.staffId, tokenHash }
  await tx.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash))
  return null
}

/** Ends one session (signing out). */
export async function endStaffSession(tx: Tx, tokenHash: string): Promise<void> {
  await tx.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash))
}

/** Ends every session of a member (disabled, or a new password set). */
export async function endEveryStaffSession(tx: Tx, staffId: string): Promise<void> {
  await tx.delete(staffSessions).where(eq(staffSessions.staffId, staffId))
}
