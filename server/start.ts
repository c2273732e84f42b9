import { getRequestListener } from '@hono/node-server'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { securityHeaders } from '../rules/security-headers'
import { buildSeed } from '../seed/fixtures/seed'
import { createCodeDelivery, type OtpDeliverySettings, type SmtpSettings } from './auth/code-delivery'
import { createMailer } from './auth/mailer'
import { catalogueChangeOf } from './http/catalogue-cache/announcements'
import { createCatalogueCache, DEFAULT_CATALOGUE_CACHE_MS } from './http/catalogue-cache/catalogue-cache'
import { withKeptAnswers } from './http/kept-answers-listener'
import { newOneTimeCode } from './auth/one-time-codes'
import { loadServerSecret } from './auth/secrets'
import { createSocialProviders, type SocialProviderSettings } from './auth/social-providers'
import { createTokenService } from './auth/tokens'
import { openDatabase, type DatabaseLocation, type OpenDatabase } from './db/connection'
import { migrateDatabase } from './db/migrate'
import { CATALOGUE_CHANGES, type ChannelWatch } from './db/notifications'
import { seedDatabase } from './seeding/seed-database'
import { newRecordId, type JobScheduler, type ServerContext } from './domain/context'
import { paymentJobHandlers, type PaymentJobHandlers } from './domain/payments/payment-job-handlers'
import { log } from './log'
import { DEFAULT_PAYMENT_CONFIG, type PaymentConfig, type PaymentGatewayConfig } from './payment-config'
import { createDemoGateway } from './payments/demo-gateway'
import { createRazorpayGateway } from './payments/razorpay-gateway'
import type { PaymentProvider } from './payments/payment-provider'
import { createApp } from './http/app'
import { DEFAULT_RATE_LIMIT_SETTINGS, type RateLimitSettings } from './http/rate-limits'
import { loadServerRenderer } from './http/pages/server-render'
import { loadStaticSite } from './http/static-site'

export interface StartOptions {
  readonly host?: string
  /** 0 takes any free port; `origin` says which. */
  readonly port: number
  readonly database: DatabaseLocation | OpenDatabase
  readonly staticDir?: string | null
  /** SSR_DIR: the storefront's SSR build (src/entry-server.tsx); null or no build there: pages go client-rendered. */
  readonly ssrDir?: string | null
  readonly tokenSecret?: string | undefined
  readonly social?: SocialProviderSettings
  /** Load the demo seed into an empty database (the default). */
  readonly seed?: boolean
  /** The clock every rule reads; tests walk it past an expiry. */
  readonly now?: () => number
  /** The rate limits' per-address limit and trusted proxies (RATE_LIMIT_PER_ADDRESS, TRUST_PROXY). */
  readonly rateLimits?: Partial<RateLimitSettings>
  /** PUBLIC_ORIGIN: the origin of canonical URLs, the sitemap and robots.txt; unset or null: each request's own. */
  readonly publicOrigin?: string | null
  /** URLs per sitemap file (the protocol's 50,000 by default); tests pass a few to see the sitemap index. */
  readonly sitemapUrlLimit?: number
  /** OTP_DELIVERY: codes in the answer (SPEC 7, the default) or by mail over SMTP. */
  readonly otpDelivery?: OtpDeliverySettings
  /**
   * SMTP_*: the store's mail to buyers (order updates, support replies); none when null or absent.
   * With OTP_DELIVERY=email the codes' SMTP settings are the store's mail.
   */
  readonly mail?: SmtpSettings | null
  /** CATALOGUE_CACHE_MS: how long the catalogue's public answers are kept while no change feed is heard; 0 keeps none and listens to nothing. */
  readonly catalogueCacheMs?: number
  /** CATALOGUE_CACHE_BYTES: what the kept answers may take in all (DEFAULT_CATALOGUE_CACHE_BYTES when absent). */
  readonly catalogueCacheBytes?: number
  /** PAYMENT_PROVIDER, PAYMENT_HOLD_MINUTES, COD_LIMIT (server/payment-config.ts); the demo gateway, 15 minutes and ₹50,000 when absent. */
  readonly payments?: PaymentConfig
  /**
   * The queue that runs the payment jobs (the hold's end, refunds, the demo's webhooks) on the
   * database, given their handlers: whichever process is free runs each job once. Without one,
   * jobs are not run by this process (jobsNotRun below).
   */
  readonly jobQueue?: JobQueueStarter
}

/**
 * Starts a queue that runs the payment jobs with these handlers on the store's database
 * (server/jobs/run-payment-jobs.ts startPaymentJobs): what schedules them, and how to stop it.
 */
export type JobQueueStarter = (handlers: PaymentJobHandlers, database: OpenDatabase) => Promise<{ readonly scheduler: JobScheduler; stop(): Promise<void> }>

export interface RunningServer {
  readonly origin: string
  readonly port: number
  readonly database: OpenDatabase
  readonly ctx: ServerContext
  /** Empties the catalogue's answer cache: for tests that change the database behind the server. */
  forgetCachedAnswers(): void
  /** Stops listening (open requests get a moment to finish) and closes the database. */
  close(): Promise<void>
}

const NO_SOCIAL: SocialProviderSettings = {
  googleClientId: null,
  googleTokenInfoUrl: '',
  facebookAppId: null,
  facebookAppSecret: null,
  facebookGraphUrl: '',
}

/**
 * The gateway PAYMENT_PROVIDER names: the one place a gateway is built. The demo's secrets are
 * derived from the server's secret, which every process shares.
 */
export function paymentProviderFor(gateway: PaymentGatewayConfig, secret: Uint8Array): PaymentProvider {
  if (gateway.name === 'demo') return createDemoGateway(secret)
  return createRazorpayGateway(gateway.settings, log)
}

/**
 * A process started without a job queue (an API-only test server) schedules nothing: it says so
 * once per job name, so a missing queue is seen rather than holds silently never ending.
 */
function jobsNotRun(): JobScheduler {
  const told = new Set<string>()
  return {
    schedule: async (name) => {
      if (told.has(name)) return
      told.add(name)
      log.error(`No job queue runs in this process: ${name} jobs are not run`)
    },
  }
}

/** How long open requests may finish once close() is called before their sockets are cut. */
const CLOSE_GRACE_MS = 2000

/** Hono behind node:http, with the catalogue's kept answers written before Hono sees them. */
function listen(handle: (request: IncomingMessage, response: ServerResponse) => unknown, host: string, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(handle)
    server.once('error', reject)
    server.listen(port, host, () => resolve(server))
  })
}

/**
 * The store: opens (and migrates, and on first start seeds) the database, then serves the API,
 * the pictures and the live build on one origin. The database is the only state.
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const database = 'db' in options.database ? options.database : await openDatabase(options.database)
  let catalogueChanges: ChannelWatch | null = null
  let jobQueue: Awaited<ReturnType<JobQueueStarter>> | null = null
  try {
    await migrateDatabase(database)
    if (options.seed ?? true) await seedDatabase(database.db, buildSeed())
    const now = options.now ?? (() => Date.now())
    const secret = await loadServerSecret(database.db, options.tokenSecret)
    const otpDelivery = options.otpDelivery ?? { by: 'answer' }
    // one SMTP transport for every mail the store sends
    const mailer = createMailer(otpDelivery.by === 'email' ? otpDelivery.smtp : (options.mail ?? null))
    const payments = options.payments ?? DEFAULT_PAYMENT_CONFIG
    // the queue starts once the context its handlers use exists; before it (or without one) no job runs
    let scheduler: JobScheduler = jobsNotRun()
    const ctx: ServerContext = {
      db: database.db,
      tokens: createTokenService(secret, now),
      secret,
      now,
      newId: newRecordId,
      newOneTimeCode,
      codeDelivery: createCodeDelivery(otpDelivery, mailer),
      mailer,
      payments: { provider: paymentProviderFor(payments.gateway, secret), holdMinutes: payments.holdMinutes, codLimit: payments.codLimit },
      jobs: { schedule: (name, data, scheduleOptions) => scheduler.schedule(name, data, scheduleOptions) },
    }
    if (options.jobQueue) {
      jobQueue = await options.jobQueue(paymentJobHandlers(ctx), database)
      scheduler = jobQueue.scheduler
    }
    const serverRender = options.staticDir && options.ssrDir ? await loadServerRenderer(options.ssrDir, options.staticDir) : null
    const catalogueCacheMs = options.catalogueCacheMs ?? DEFAULT_CATALOGUE_CACHE_MS
    const catalogueCache = createCatalogueCache(catalogueCacheMs, now, options.catalogueCacheBytes)
    // every process's kept answers go at every committed catalogue change, whoever made it
    if (catalogueCacheMs > 0) {
      catalogueChanges = await database.watch(CATALOGUE_CHANGES, {
        notified: (payload) => catalogueCache.changed(catalogueChangeOf(payload)),
        watching: (on) => catalogueCache.listening(on),
      })
    }
    // Razorpay Checkout's script and frames are allowed only when Razorpay is the gateway
    const headers = securityHeaders({ VITE_API_BASE_URL: '/api', ...pickViteEnv(process.env) }, { paymentProvider: payments.gateway.name })
    const app = createApp({
      ctx,
      catalogueCache,
      social: createSocialProviders(options.social ?? NO_SOCIAL),
      site: options.staticDir ? loadStaticSite(options.staticDir) : null,
      serverRender,
      securityHeaders: headers,
      rateLimits: { ...DEFAULT_RATE_LIMIT_SETTINGS, ...options.rateLimits },
      pages: {
        publicOrigin: options.publicOrigin ?? null,
        ...(options.sitemapUrlLimit === undefined ? {} : { sitemapUrlLimit: options.sitemapUrlLimit }),
      },
    })
    const host = options.host ?? '127.0.0.1'
    const server = await listen(withKeptAnswers(catalogueCache, headers, getRequestListener(app.fetch, { hostname: host })), host, options.port)
    const { port } = server.address() as AddressInfo
    let closing: Promise<void> | null = null
    const close = () =>
      (closing ??= (async () => {
        await new Promise<void>((resolve) => {
          const force = setTimeout(() => (server as { closeAllConnections?: () => void }).closeAllConnections?.(), CLOSE_GRACE_MS)
          server.close(() => {
            clearTimeout(force)
            resolve()
          })
          ;(server as { closeIdleConnections?: () => void }).closeIdleConnections?.()
        })
        await catalogueChanges?.stop()
        await jobQueue?.stop()
        await database.close()
      })())
    return {
      origin: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
      port,
      database,
      ctx,
      forgetCachedAnswers: () => catalogueCache.changed('everything'),
      close,
    }
  } catch (error) {
    await catalogueChanges?.stop().catch(() => {})
    await jobQueue?.stop().catch(() => {})
    await database.close().catch(() => {})
    throw error
  }
}

/** The VITE_ variables the live build was made with: its CSP must allow the same origins. */
function pickViteEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[0].startsWith('VITE_') && typeof e[1] === 'string'))
}
