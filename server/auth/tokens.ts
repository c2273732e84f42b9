import { jwtVerify, SignJWT } from 'jose'
import { SESSION_TTL_SECONDS } from '../../rules/validation'

const ISSUER = 'tanabana'

export interface TokenService {
  issue(userId: string): Promise<string>
  /** The user id in a valid token; null for a missing, malformed, tampered or expired one. */
  verify(token: string): Promise<string | null>
}

/** HS256 tokens signed with the server secret; `now` lets tests walk past the expiry. */
export function createTokenService(secret: Uint8Array, now: () => number): TokenService {
  return {
    async issue(userId) {
      const issuedAt = Math.floor(now() / 1000)
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + SESSION_TTL_SECONDS)
        .sign(secret)
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: new Date(now()),
        })
        return typeof payload.sub === 'string' && payload.sub !== '' ? payload.sub : null
      } catch {
        return null
      }
    },
  }
}
