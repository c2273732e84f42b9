import { jwtVerify, SignJWT } from 'jose'
import { randomBytes } from 'node:crypto'
import { SESSION_TTL_SECONDS } from '../../rules/validation'

const ISSUER = 'tanabana'

/** What a valid token says: whose it is, which token it is, and until when it could live. */
export interface TokenClaims {
  readonly userId: string
  /** The token's own id (`jti`): what logging out records as ended. */
  readonly tokenId: string
  /** The buyer's session generation when it was issued (`gen`); 'Log out everywhere' moves it on. */
  readonly generation: number
  readonly expiresAt: Date
}

export interface TokenService {
  issue(userId: string, generation: number): Promise<string>
  /**
   * The claims of a well-signed, unexpired token that carries every claim we issue (`sub`,
   * `jti`, `gen`, `iat`, `exp`); null for anything else. Whether it was ended since is the
   * database's to say (server/domain/sessions.ts).
   */
  read(token: string): Promise<TokenClaims | null>
}

const isGeneration = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0

/** HS256 tokens signed with the server secret; `now` lets tests walk past the expiry. */
export function createTokenService(secret: Uint8Array, now: () => number): TokenService {
  return {
    async issue(userId, generation) {
      const issuedAt = Math.floor(now() / 1000)
      return new SignJWT({ gen: generation })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setJti(randomBytes(16).toString('base64url'))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + SESSION_TTL_SECONDS)
        .sign(secret)
    },
    async read(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: new Date(now()),
          // a token without an expiry would never end: refused, like one without an id
          requiredClaims: ['sub', 'jti', 'iat', 'exp'],
        })
        const { sub, jti, exp, gen } = payload
        if (typeof sub !== 'string' || sub === '' || typeof jti !== 'string' || jti === '' || exp === undefined || !isGeneration(gen)) return null
        return { userId: sub, tokenId: jti, generation: gen, expiresAt: new Date(exp * 1000) }
      } catch {
        return null
      }
    },
  }
}
