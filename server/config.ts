import { resolve } from 'node:path'
import type { SocialProviderSettings } from './auth/social-providers'
import type { DatabaseLocation } from './db/connection'

export interface ServerConfig {
  readonly host: string
  readonly port: number
  readonly database: DatabaseLocation
  /** The live build to serve; the API alone when it holds no build. */
  readonly staticDir: string
  readonly tokenSecret: string | undefined
  readonly social: SocialProviderSettings
}

function portOf(text: string | undefined, fallback: number): number {
  if (!text) return fallback
  const port = Number(text)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number, not '${text}'`)
  return port
}

const nonEmpty = (text: string | undefined) => (text && text.trim() ? text.trim() : null)

/**
 * The server's settings from the environment (README lists them): PORT, HOST, DATABASE_URL or
 * DATA_DIR, TOKEN_SECRET, STATIC_DIR and the social sign-in providers.
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = nonEmpty(env.DATABASE_URL)
  return {
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    port: portOf(env.PORT, 5173),
    database: databaseUrl
      ? { kind: 'postgres', url: databaseUrl, maxConnections: Number(env.DATABASE_POOL_SIZE) || 10 }
      : { kind: 'embedded', dataDir: resolve(env.DATA_DIR || 'data') },
    staticDir: resolve(env.STATIC_DIR || 'dist'),
    tokenSecret: nonEmpty(env.TOKEN_SECRET) ?? undefined,
    social: {
      googleClientId: nonEmpty(env.GOOGLE_CLIENT_ID),
      googleTokenInfoUrl: nonEmpty(env.GOOGLE_TOKENINFO_URL) ?? 'https://oauth2.googleapis.com/tokeninfo',
      facebookAppId: nonEmpty(env.FACEBOOK_APP_ID),
      facebookAppSecret: nonEmpty(env.FACEBOOK_APP_SECRET),
      facebookGraphUrl: nonEmpty(env.FACEBOOK_GRAPH_URL) ?? 'https://graph.facebook.com',
    },
  }
}
