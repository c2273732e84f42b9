// @vitest-environment node
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { RuleError } from '../../rules/rule-error'
import { createSocialProviders, type SocialProviderSettings } from '../../server/auth/social-providers'

/*
 * Issue #18, point 6: the server asks the provider who a social sign-in token belongs to, and
 * takes the email from the provider, never from the client. A provider on 127.0.0.1 answers
 * what each test sets, as Google's tokeninfo and Facebook's Graph API would.
 */

const CLIENT_ID = 'tanabana.apps.example'
const APP_ID = 'tanabana-app'
const APP_SECRET = 'app-secret'

let answers: Record<string, { status: number; body: unknown }> = {}
const asked: string[] = []
const provider = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://provider')
  asked.push(`${url.pathname}?${url.searchParams.toString()}`)
  const answer = answers[url.pathname] ?? { status: 404, body: { error: 'not found' } }
  res.writeHead(answer.status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(answer.body))
})
let settings: SocialProviderSettings

beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`
  settings = {
    googleClientId: CLIENT_ID,
    googleTokenInfoUrl: `${origin}/tokeninfo`,
    facebookAppId: APP_ID,
    facebookAppSecret: APP_SECRET,
    facebookGraphUrl: `${origin}/graph`,
  }
})
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())))
beforeEach(() => {
  answers = {}
  asked.length = 0
})

async function refusal(promise: Promise<unknown>): Promise<{ status: number; msg: string }> {
  try {
    await promise
  } catch (error) {
    if (error instanceof RuleError) return { status: error.status, msg: error.msg }
    throw error
  }
  throw new Error('expected a refusal')
}

describe('Google', () => {
  const google = () => createSocialProviders(settings).identify('google', 'access-token-1')

  test('a token issued to this store with a verified email gives the provider’s email and name', async () => {
    answers['/tokeninfo'] = { status: 200, body: { aud: CLIENT_ID, email: 'asha@example.com', email_verified: 'true', name: 'Asha Rao' } }
    expect(await google()).toEqual({ email: 'asha@example.com', name: 'Asha Rao' })
    expect(asked).toEqual(['/tokeninfo?access_token=access-token-1'])
  })

  test('a token issued to another application is refused', async () => {
    answers['/tokeninfo'] = { status: 200, body: { aud: 'someone-else.apps.example', email: 'asha@example.com', email_verified: 'true' } }
    expect(await refusal(google())).toEqual({ status: 401, msg: 'Invalid Google token' })
  })

  test('an email Google has not verified is refused', async () => {
    answers['/tokeninfo'] = { status: 200, body: { aud: CLIENT_ID, email: 'asha@example.com', email_verified: 'false' } }
    expect(await refusal(google())).toEqual({ status: 401, msg: 'Invalid Google token' })
  })

  test('a token Google does not know, or a provider that does not answer, is refused', async () => {
    answers['/tokeninfo'] = { status: 400, body: { error: 'invalid_token' } }
    expect(await refusal(google())).toEqual({ status: 401, msg: 'Invalid Google token' })
    const down = createSocialProviders({ ...settings, googleTokenInfoUrl: 'http://127.0.0.1:9/tokeninfo' })
    expect(await refusal(down.identify('google', 'access-token-1'))).toEqual({ status: 401, msg: 'Invalid Google token' })
  })

  test('without a client id the store says Google sign-in is not set up, and asks nobody', async () => {
    const unset = createSocialProviders({ ...settings, googleClientId: null })
    expect(await refusal(unset.identify('google', 'access-token-1'))).toEqual({ status: 503, msg: 'Google sign-in is not set up on this store' })
    expect(asked).toEqual([])
  })
})

describe('Facebook', () => {
  const facebook = () => createSocialProviders(settings).identify('facebook', 'user-token-1')

  test('a valid token of this app: debug_token with the app token, then the email from /me', async () => {
    answers['/graph/debug_token'] = { status: 200, body: { data: { is_valid: true, app_id: APP_ID } } }
    answers['/graph/me'] = { status: 200, body: { email: 'kavya@example.com', name: 'Kavya Iyer' } }
    expect(await facebook()).toEqual({ email: 'kavya@example.com', name: 'Kavya Iyer' })
    expect(asked[0]).toBe(`/graph/debug_token?input_token=user-token-1&access_token=${encodeURIComponent(`${APP_ID}|${APP_SECRET}`)}`)
    expect(asked[1]).toBe('/graph/me?fields=name%2Cemail&access_token=user-token-1')
  })

  test('a token of another app, or an invalid one, is refused before /me is asked', async () => {
    answers['/graph/debug_token'] = { status: 200, body: { data: { is_valid: true, app_id: 'another-app' } } }
    expect(await refusal(facebook())).toEqual({ status: 401, msg: 'Invalid Facebook token' })
    answers['/graph/debug_token'] = { status: 200, body: { data: { is_valid: false, app_id: APP_ID } } }
    expect(await refusal(facebook())).toEqual({ status: 401, msg: 'Invalid Facebook token' })
    expect(asked.filter((path) => path.startsWith('/graph/me'))).toEqual([])
  })

  test('an account that shares no email cannot sign in', async () => {
    answers['/graph/debug_token'] = { status: 200, body: { data: { is_valid: true, app_id: APP_ID } } }
    answers['/graph/me'] = { status: 200, body: { name: 'No Email' } }
    expect(await refusal(facebook())).toEqual({ status: 401, msg: 'Your Facebook account shares no email address' })
  })

  test('without an app id and secret the store says Facebook sign-in is not set up', async () => {
    const unset = createSocialProviders({ ...settings, facebookAppSecret: null })
    expect(await refusal(unset.identify('facebook', 'user-token-1'))).toEqual({ status: 503, msg: 'Facebook sign-in is not set up on this store' })
    expect(asked).toEqual([])
  })
})
