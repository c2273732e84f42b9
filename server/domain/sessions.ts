import { eq, lt, sql } from 'drizzle-orm'
import type { MessageResponse } from '../../contracts/common'
import type { TokenClaims } from '../auth/tokens'
import { endedSessions, users } from '../db/schema'
import type { ServerContext } from './context'

/*
 * Tokens that can end (SPEC 4's logout, made to end the token on the server too). A token is
 * live while it is well signed and unexpired (server/auth/tokens.ts), its buyer still exists, its
 * session generation is the buyer's current one, and it has not been ended by logging out.
 */

/** Rows of ended tokens one prune deletes at most, so a logout's statement stays short. */
const PRUNE_BATCH = 500

/** The claims of a live token; null for a token that is malformed, expired, ended or of a deleted buyer. */
export async function liveSession(ctx: ServerContext, token: string): Promise<TokenClaims | null> {
  const claims = await ctx.tokens.read(token)
  if (!claims) return null
  // one round trip for both questions: the buyer's generation, and whether this token was ended
  const [row] = await ctx.db
    .select({
      generation: users.sessionGeneration,
      ended: sql<boolean>`exists (select 1 from ${endedSessions} where ${endedSessions.tokenId} = ${claims.tokenId})`,
    })
    .from(users)
    .where(eq(users.id, claims.userId))
  return row && row.generation === claims.generation && !row.ended ? claims : null
}

/** POST /user/logout: this token ends now, on every server process. */
export async function endSession(ctx: ServerContext, session: TokenClaims): Promise<MessageResponse> {
  await ctx.db.transaction(async (tx) => {
    await tx.insert(endedSessions).values({ tokenId: session.tokenId, expiresAt: session.expiresAt }).onConflictDoNothing()
    // a row outlives its token for nothing: drop a few that have expired anyway
    const expired = tx
      .select({ tokenId: endedSessions.tokenId })
      .from(endedSessions)
      .where(lt(endedSessions.expiresAt, new Date(ctx.now())))
      .limit(PRUNE_BATCH)
    await tx.delete(endedSessions).where(sql`${endedSessions.tokenId} in (${expired})`)
  })
  return { msg: 'Logged out successfully' }
}

/** POST /user/logout-all: every token of this buyer, this one included, ends now. */
export async function endEverySession(ctx: ServerContext, userId: string): Promise<MessageResponse> {
  await ctx.db
    .update(users)
    .set({ sessionGeneration: sql`${users.sessionGeneration} + 1` })
    .where(eq(users.id, userId))
  return { msg: 'Logged out of every device' }
}
