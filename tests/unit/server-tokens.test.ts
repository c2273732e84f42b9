// @vitest-environment node
import { SignJWT } from 'jose'
import { describe, expect, test } from 'vitest'
import { SESSION_TTL_SECONDS } from '../../rules/validation'
import { createTokenService } from '../../server/auth/tokens'

const secret = new TextEncoder().encode('a test secret of thirty-two chars!')
const NOW = Date.UTC(2026, 10, 26, 9, 0, 0)
const tokens = createTokenService(secret, () => NOW)

/** A token signed with the store's own secret, with the claims chosen by the test. */
function forged(claims: { exp?: number; jti?: string; gen?: unknown; sub?: string }): Promise<string> {
  const issuedAt = Math.floor(NOW / 1000)
  const jwt = new SignJWT(claims.gen === undefined ? {} : { gen: claims.gen })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('tanabana')
    .setIssuedAt(issuedAt)
  if (claims.sub !== undefined) jwt.setSubject(claims.sub)
  if (claims.jti !== undefined) jwt.setJti(claims.jti)
  if (claims.exp !== undefined) jwt.setExpirationTime(claims.exp)
  return jwt.sign(secret)
}

describe('server tokens', () => {
  test('an issued token reads back with its buyer, its own id, its generation and its expiry', async () => {
    const token = await tokens.issue('u1', 3)
    const claims = await tokens.read(token)
    expect(claims).toMatchObject({ userId: 'u1', generation: 3, expiresAt: new Date((Math.floor(NOW / 1000) + SESSION_TTL_SECONDS) * 1000) })
    expect(claims?.tokenId).toMatch(/^[\w-]{16,}$/)
    expect((await tokens.read(await tokens.issue('u1', 3)))?.tokenId).not.toBe(claims?.tokenId)
  })

  test('a token without an expiry is refused, even when signed with the store’s secret', async () => {
    expect(await tokens.read(await forged({ sub: 'u1', jti: 'id-1', gen: 0 }))).toBeNull()
    // the same token with an expiry is read: only the missing claim refused it
    expect(await tokens.read(await forged({ sub: 'u1', jti: 'id-1', gen: 0, exp: Math.floor(NOW / 1000) + 60 }))).not.toBeNull()
  })

  test.each([
    ['without an id', { sub: 'u1', gen: 0 }],
    ['without a generation', { sub: 'u1', jti: 'id-1' }],
    ['with a generation that is not a count', { sub: 'u1', jti: 'id-1', gen: '0' }],
    ['without a buyer', { jti: 'id-1', gen: 0 }],
  ])('a token %s is refused', async (_, claims) => {
    expect(await tokens.read(await forged({ ...claims, exp: Math.floor(NOW / 1000) + 60 }))).toBeNull()
  })

  test('an expired token is refused', async () => {
    const later = createTokenService(secret, () => NOW + SESSION_TTL_SECONDS * 1000 + 1000)
    expect(await later.read(await tokens.issue('u1', 0))).toBeNull()
  })
})
