import type { MessageResponse } from '../../contracts/common'
import { SESSION_TTL_SECONDS } from '../../rules/validation'
import type { BackendContext } from './backend-context'

/*
 * The fake backend's tokens that can end, the mirror of server/domain/sessions.ts. Every handler
 * asks whose token a call carries, so this stays small: signing in, codes and social sign-in
 * (./auth.ts) load with the first such call.
 */

/** The user a bearer token belongs to, or null for an unknown or expired token or a deleted user. */
export function userIdForToken(ctx: BackendContext, token: string): string | null {
  const session = ctx.db.get('sessions').find((s) => s.token === token)
  if (!session || ctx.now() >= Date.parse(session.createdAt) + SESSION_TTL_SECONDS * 1000) return null
  return ctx.db.get('users').some((u) => u._id === session.userId) ? session.userId : null
}

/** POST /user/logout: this token ends now. */
export function endSession(ctx: BackendContext, token: string): MessageResponse {
  ctx.db.put('sessions', ctx.db.get('sessions').filter((s) => s.token !== token))
  return { msg: 'Logged out successfully' }
}

/** POST /user/logout-all: every token of this buyer ends now. */
export function endEverySession(ctx: BackendContext, userId: string): MessageResponse {
  ctx.db.put('sessions', ctx.db.get('sessions').filter((s) => s.userId !== userId))
  return { msg: 'Logged out of every device' }
}
