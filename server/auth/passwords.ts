import { hash, verify } from '@node-rs/argon2'

/**
 * OWASP's minimum for argon2id: 19 MiB, two passes, one lane (about 30 ms a hash here).
 * `algorithm: 2` is the package's Algorithm.Argon2id, a const enum that isolated modules cannot import.
 */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2ID)

/** False for a wrong password and for a malformed hash alike. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

/**
 * A hash of a password nobody has, verified when the email is unknown, so a sign-in for an
 * unknown account takes as long as one with a wrong password (accounts cannot be probed by timing).
 */
let decoyHash: Promise<string> | null = null
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(crypto.randomUUID())
  return decoyHash
}
