import { and, eq, gt, isNull, lte } from 'drizzle-orm'
import type { MessageResponse } from '../../../contracts/common'
import { SET_PASSWORD_LINK_MS, STAFF_MESSAGES, type SetStaffPasswordRequest } from '../../../contracts/admin/staff'
import { isValidPassword, PASSWORD_RULE_MESSAGE } from '../../../contracts/password-rule'
import { fail } from '../../../rules/rule-error'
import { hashPassword } from '../../auth/passwords'
import { newSecretToken, storedTokenHash } from '../../auth/secret-tokens'
import { endEveryStaffSession } from '../../auth/staff-sessions'
import type { Tx } from '../../db/connection'
import { staff, staffPasswordLinks } from '../../db/schema'
import type { ServerContext } from '../context'
import { recordAudit } from './audit-log'
import { findStaffById } from './staff-records'

const isoAt = (ms: number) => new Date(ms).toISOString()

/**
 * A new one-time link for a member to set their password with, working for SET_PASSWORD_LINK_MS:
 * answers its token (only its SHA-256 is kept). Links that have run out are dropped on the way.
 */
export async function issuePasswordLink(ctx: Pick<ServerContext, 'now'>, tx: Tx, staffId: string): Promise<{ token: string; expiresAt: string }> {
  const now = ctx.now()
  await tx.delete(staffPasswordLinks).where(lte(staffPasswordLinks.expiresAt, isoAt(now)))
  const token = newSecretToken()
  const expiresAt = isoAt(now + SET_PASSWORD_LINK_MS)
  await tx.insert(staffPasswordLinks).values({ tokenHash: storedTokenHash(token), staffId, expiresAt })
  return { token, expiresAt }
}

/** The member a live link (unused, unexpired) opens, locked when the transaction is about to write. */
async function linkedMember(tx: Tx, token: string, now: string, lock: 'for no key update' | 'no lock') {
  const query = tx
    .select({ staffId: staffPasswordLinks.staffId })
    .from(staffPasswordLinks)
    .where(and(eq(staffPasswordLinks.tokenHash, storedTokenHash(token)), isNull(staffPasswordLinks.usedAt), gt(staffPasswordLinks.expiresAt, now)))
  const [link] = lock === 'no lock' ? await query : await query.for('no key update')
  const member = link ? await findStaffById(tx, link.staffId, lock) : undefined
  return member && !member.disabled ? member : null
}

/**
 * POST /admin/set-password: the link's member gets this password (argon2id). A link works once
 * and for 24 hours; every other link of the member is spent with it, and their sessions end (a
 * password set this way is also how a forgotten one is replaced). A disabled member's link opens
 * nothing. The link is looked at before the password is hashed, so a made-up token costs the
 * server no hashing; the write's transaction then looks again, locked. Recorded in the audit log
 * as the member's own act.
 */
export async function setStaffPassword(ctx: ServerContext, input: SetStaffPasswordRequest): Promise<MessageResponse> {
  if (!isValidPassword(input.password)) return fail(400, PASSWORD_RULE_MESSAGE)
  const opens = await ctx.db.transaction((tx) => linkedMember(tx, input.token, isoAt(ctx.now()), 'no lock'))
  if (!opens) return fail(400, STAFF_MESSAGES.linkInvalid)
  // argon2 takes tens of milliseconds: outside any transaction (the embedded database runs them one at a time)
  const passwordHash = await hashPassword(input.password)
  return ctx.db.transaction(async (tx) => {
    const now = isoAt(ctx.now())
    const member = await linkedMember(tx, input.token, now, 'for no key update')
    if (!member) return fail(400, STAFF_MESSAGES.linkInvalid)
    await tx.update(staff).set({ passwordHash }).where(eq(staff.id, member.id))
    await tx
      .update(staffPasswordLinks)
      .set({ usedAt: now })
      .where(and(eq(staffPasswordLinks.staffId, member.id), isNull(staffPasswordLinks.usedAt)))
    await endEveryStaffSession(tx, member.id)
    await recordAudit(ctx, tx, member, {
      action: 'staff.password-set',
      entity: 'staff',
      entityId: member.id,
      before: { hasPassword: member.passwordHash !== null },
      after: { hasPassword: true },
    })
    return { msg: STAFF_MESSAGES.passwordSet }
  })
}
