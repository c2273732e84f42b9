import { resolve } from 'node:path'
import { mailSettingsFromEnv, otpDeliveryFromEnv, type OtpDeliverySettings, type SmtpSettings } from './auth/code-delivery'
import type { SocialProviderSettings } from './auth/social-providers'
import type { DatabaseLocation } from './db/connection'
import { DEFAULT_CATALOGUE_CACHE_BYTES, DEFAULT_CATALOGUE_CACHE_MS } from './http/catalogue-cache/catalogue-cache'
import { parsePublicOrigin } from './http/pages/public-origin'
import { DEFAULT_PER_ADDRESS_LIMIT, type RateLimitSettings } from './http/rate-limits'
import { paymentConfigFromEnv, type PaymentConfig } from './payment-config'

export interface ServerConfig {
  readonly host: string
  readonly port: number
  readonly database: DatabaseLocation
  /** The live build to serve; the API alone when it holds no build. */
  readonly staticDir: string
  /** SSR_DIR: the storefront's server render (vite build --ssr src/entry-server.tsx); pages go client-rendered when it holds none. */
  readonly ssrDir: string
  readonly tokenSecret: string | undefined
  readonly social: SocialProviderSettings
  readonly rateLimits: RateLimitSettings
  /** PUBLIC_ORIGIN: the origin of canonical URLs, the sitemap and robots.txt; null: each request's own. */
  readonly publicOrigin: string | null
  /** OTP_DELIVERY and SMTP_*: codes in the answer (SPEC 7, the demo) or by mail. */
  readonly otpDelivery: OtpDeliverySettings
  /** SMTP_*: the store's mail to buyers about their orders and support requests; null without SMTP_HOST. */
  readonly mail: SmtpSettings | null
  /** CATALOGUE_CACHE_MS: how long the catalogue's public answers are kept while no change feed is heard (0: none kept, none heard). */
  readonly catalogueCacheMs: number
  /** CATALOGUE_CACHE_BYTES: what the kept answers may take in all, per process. */
  readonly catalogueCacheBytes: number
  /** PAYMENT_PROVIDER (and Razorpay's keys), PAYMENT_HOLD_MINUTES, COD_LIMIT (issue 31). */
  readonly payments: PaymentConfig
}

function portOf(text: string | undefined, fallback: number): number {
  if (!text) return fallback
  const port = Number(text)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number, not '${text}'`)
  return port
}

function countOf(name: string, text: string | undefined, fallback: number): number {
  if (!text || !text.trim()) return fallback
  const count = Number(text)
  if (!Number.isInteger(count) || count < 0) throw new Error(`${name} must be a whole number, 0 or more, not '${text}'`)
  return count
}

const nonEmpty = (text: string | undefined) => (text && text.trim() ? text.trim() : null)

/**
 * The server's settings from the environment (docs/operating.md lists them): PORT, HOST, DATABASE_URL or
 * DATA_DIR, TOKEN_SECRET, STATIC_DIR, the social sign-in providers, RATE_LIMIT_PER_ADDRESS and
 * TRUST_PROXY, OTP_DELIVERY and the SMTP_ settings (the store's mail) with ALLOW_CODES_IN_ANSWER, PUBLIC_ORIGIN, CATALOGUE_CACHE_MS and CATALOGUE_CACHE_BYTES, and the payment settings. Throws a message
 * naming the variable when one is wrong, so the server does not start half-configured.
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = nonEmpty(env.DATABASE_URL)
  const config: ServerConfig = {
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    port: portOf(env.PORT, 5173),
    database: databaseUrl
      ? { kind: 'postgres', url: databaseUrl, maxConnections: Number(env.DATABASE_POOL_SIZE) || 10 }
      : { kind: 'embedded', dataDir: resolve(env.DATA_DIR || 'data') },
    staticDir: resolve(env.STATIC_DIR || 'dist'),
    ssrDir: resolve(env.SSR_DIR || 'dist-ssr'),
    tokenSecret: nonEmpty(env.TOKEN_SECRET) ?? undefined,
    social: {
      googleClientId: nonEmpty(env.GOOGLE_CLIENT_ID),
      googleTokenInfoUrl: nonEmpty(env.GOOGLE_TOKENINFO_URL) ?? 'https://oauth2.googleapis.com/tokeninfo',
      facebookAppId: nonEmpty(env.FACEBOOK_APP_ID),
      facebookAppSecret: nonEmpty(env.FACEBOOK_APP_SECRET),
      facebookGraphUrl: nonEmpty(env.FACEBOOK_GRAPH_URL) ?? 'https://graph.facebook.com',
    },
    rateLimits: {
      perAddress: countOf('RATE_LIMIT_PER_ADDRESS', env.RATE_LIMIT_PER_ADDRESS, DEFAULT_PER_ADDRESS_LIMIT),
      trustedProxies: countOf('TRUST_PROXY', env.TRUST_PROXY, 0),
    },
    publicOrigin: parsePublicOrigin(env.PUBLIC_ORIGIN),
    otpDelivery: otpDeliveryFromEnv(env),
    mail: mailSettingsFromEnv(env),
    catalogueCacheMs: countOf('CATALOGUE_CACHE_MS', env.CATALOGUE_CACHE_MS, DEFAULT_CATALOGUE_CACHE_MS),
    catalogueCacheBytes: countOf('CATALOGUE_CACHE_BYTES', env.CATALOGUE_CACHE_BYTES, DEFAULT_CATALOGUE_CACHE_BYTES),
    payments: paymentConfigFromEnv(env),
  }
  if (config.publicOrigin === null && env.NODE_ENV?.trim() === 'production') {
    // without it, canonical URLs, the sitemap and robots.txt are written with whatever Host a request names
    throw new Error('NODE_ENV is production but PUBLIC_ORIGIN is not set: set it to the store’s public address, such as https://tanabana.example')
  }
  return config
}
