import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseMockProviderToken } from '../../mocks/use-cases/auth'
import type { SocialProviderSettings } from '../../server/auth/social-providers'

const GOOGLE_CLIENT_ID = 'tanabana-contract-tests.apps.example'
const FACEBOOK_APP_ID = 'tanabana-contract-tests'
const FACEBOOK_APP_SECRET = 'stand-in-secret'

export interface SocialProviderStandIn {
  /** What the server is started with: it asks this stand-in instead of Google and Facebook. */
  readonly settings: SocialProviderSettings
  close(): Promise<void>
}

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}

/**
 * Google's tokeninfo and Facebook's Graph API as the server asks them, on 127.0.0.1. They vouch
 * for exactly the tokens the fake backend takes (`mock-google:<email>:<name>`,
 * `mock-facebook:<email>:<name>`, parsed by the fake's own parser), so the same social sign-in
 * tests run on both backends: the fake reads the token itself, the server asks the provider.
 */
export async function startSocialProviderStandIn(): Promise<SocialProviderStandIn> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const param = (name: string) => url.searchParams.get(name) ?? ''
    if (url.pathname === '/google/tokeninfo') {
      const identity = parseMockProviderToken('google', param('access_token'))
      if (!identity) return answer(res, 400, { error: 'invalid_token' })
      return answer(res, 200, { aud: GOOGLE_CLIENT_ID, email: identity.email, email_verified: 'true', name: identity.name })
    }
    if (url.pathname === '/facebook/debug_token') {
      const ours = param('access_token') === `${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`
      const valid = ours && parseMockProviderToken('facebook', param('input_token')) !== null
      return answer(res, 200, { data: { is_valid: valid, app_id: FACEBOOK_APP_ID } })
    }
    if (url.pathname === '/facebook/me') {
      const identity = parseMockProviderToken('facebook', param('access_token'))
      return identity ? answer(res, 200, identity) : answer(res, 400, { error: { message: 'Invalid OAuth access token' } })
    }
    return answer(res, 404, { error: 'not found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    settings: {
      googleClientId: GOOGLE_CLIENT_ID,
      googleTokenInfoUrl: `${origin}/google/tokeninfo`,
      facebookAppId: FACEBOOK_APP_ID,
      facebookAppSecret: FACEBOOK_APP_SECRET,
      facebookGraphUrl: `${origin}/facebook`,
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
