import { fail } from '../../rules/rule-error'

/** The provider-verified identity behind a social sign-in token, or a refusal. */
export interface SocialIdentity {
  readonly email: string
  readonly name: string
}

export type SocialProvider = 'google' | 'facebook'

/** Where each provider is asked; tests point these at a local stand-in. */
export interface SocialProviderSettings {
  readonly googleClientId: string | null
  /** Google's token information endpoint: answers the token's audience and verified email. */
  readonly googleTokenInfoUrl: string
  readonly facebookAppId: string | null
  readonly facebookAppSecret: string | null
  /** The Graph API base: debug_token checks the token was issued to our app, /me gives the email. */
  readonly facebookGraphUrl: string
}

export interface SocialProviders {
  /** The identity the provider vouches for; 401 for a token it does not, 503 when not set up. */
  identify(provider: SocialProvider, token: string): Promise<SocialIdentity>
}

const PROVIDER_TIMEOUT_MS = 8000

async function getJson(url: string): Promise<Record<string, unknown> | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS), headers: { Accept: 'application/json' } })
    if (!response.ok) return null
    const body: unknown = await response.json()
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null
  } catch {
    return null
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** Google access token -> tokeninfo: issued to our client id, with a verified email. */
async function identifyGoogle(settings: SocialProviderSettings, token: string): Promise<SocialIdentity> {
  if (!settings.googleClientId) return fail(503, 'Google sign-in is not set up on this store')
  const info = await getJson(`${settings.googleTokenInfoUrl}?access_token=${encodeURIComponent(token)}`)
  const verified = info?.email_verified === true || info?.email_verified === 'true'
  if (!info || text(info.aud) !== settings.googleClientId || !verified || !text(info.email)) return fail(401, 'Invalid Google token')
  return { email: text(info.email), name: text(info.name) }
}

/** Facebook user token -> debug_token with our app token (valid, ours), then /me for the email. */
async function identifyFacebook(settings: SocialProviderSettings, token: string): Promise<SocialIdentity> {
  if (!settings.facebookAppId || !settings.facebookAppSecret) return fail(503, 'Facebook sign-in is not set up on this store')
  const appToken = `${settings.facebookAppId}|${settings.facebookAppSecret}`
  const debug = await getJson(
    `${settings.facebookGraphUrl}/debug_token?input_token=${encodeURIComponent(token)}&access_token=${encodeURIComponent(appToken)}`,
  )
  const data = (debug?.data ?? null) as Record<string, unknown> | null
  if (!data || data.is_valid !== true || text(data.app_id) !== settings.facebookAppId) return fail(401, 'Invalid Facebook token')
  const me = await getJson(`${settings.facebookGraphUrl}/me?fields=name,email&access_token=${encodeURIComponent(token)}`)
  if (!me || !text(me.email)) return fail(401, 'Your Facebook account shares no email address')
  return { email: text(me.email), name: text(me.name) }
}

export function createSocialProviders(settings: SocialProviderSettings): SocialProviders {
  return {
    identify: (provider, token) => (provider === 'google' ? identifyGoogle(settings, token) : identifyFacebook(settings, token)),
  }
}
