import { eq } from 'drizzle-orm'
import type { Database } from '../db/connection'
import { settings } from '../db/schema'

const SECRET_KEY = 'token_secret'

const randomSecret = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')

/**
 * The key that signs tokens and one-time codes: TOKEN_SECRET when set, else one generated on
 * first start and kept in the database, so every process (and every restart) shares it.
 * Insert-if-absent then read: two processes starting together end up with the same secret.
 */
export async function loadServerSecret(db: Database, fromEnv: string | undefined): Promise<Uint8Array> {
  if (fromEnv && fromEnv.trim()) {
    if (fromEnv.trim().length < 32) throw new Error('TOKEN_SECRET must be at least 32 characters long')
    return new TextEncoder().encode(fromEnv.trim())
  }
  await db.insert(settings).values({ key: SECRET_KEY, value: randomSecret() }).onConflictDoNothing()
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SECRET_KEY))
  if (!row) throw new Error('The token secret could not be stored')
  return new TextEncoder().encode(row.value)
}
