import { Client } from 'pg'
import { log } from '../log'

/** The channel migrations 0003 and 0004 notify at every committed change to the catalogue's tables. */
export const CATALOGUE_CHANGES = 'catalogue_changed'

export interface ChannelHandlers {
  /** A notification arrived on the channel, with its payload ('' when none). */
  notified(payload: string): void
  /**
   * Whether notifications are arriving: false from the moment the listening connection is lost
   * (a notification sent meanwhile is missed), true again once it listens anew.
   */
  watching(on: boolean): void
}

export interface ChannelWatch {
  /** Stops listening and closes the connection. */
  stop(): Promise<void>
}

export interface ReconnectDelays {
  readonly firstMs: number
  readonly maxMs: number
}

/** After a lost connection: listen again half a second later, then back off up to 10 s. */
const RECONNECT: ReconnectDelays = { firstMs: 500, maxMs: 10_000 }

/**
 * Listens on a PostgreSQL server's channel over a connection of its own (LISTEN holds a session,
 * so not one of the pool's), and listens again whenever that connection is lost, so a restart of
 * PostgreSQL or a dropped connection costs a moment of `watching(false)`, never the feed itself.
 * Resolves once the first attempt has listened or failed.
 */
export async function watchPostgresChannel(url: string, channel: string, handlers: ChannelHandlers, delays: ReconnectDelays = RECONNECT): Promise<ChannelWatch> {
  let listening: Client | null = null
  let stopped = false
  let retry: NodeJS.Timeout | null = null
  let delay = delays.firstMs

  const attempt = (): Promise<void> => {
    retry = null
    // named, so an operator can tell it from the pool's connections in pg_stat_activity
    const client = new Client({ connectionString: url, application_name: `tanabana: listen ${channel}` })
    let gone = false
    const lose = (error: unknown) => {
      if (gone) return
      gone = true
      if (listening === client) {
        listening = null
        handlers.watching(false)
      }
      client.end().catch(() => {})
      if (stopped) return
      log.error(`listening on ${channel}: ${error instanceof Error ? error.message : String(error)}; listening again in ${delay} ms`)
      retry = setTimeout(attempt, delay)
      delay = Math.min(delay * 2, delays.maxMs)
    }
    client.on('error', lose)
    client.on('end', () => lose(new Error('the listening connection closed')))
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.notified(message.payload ?? '')
    })
    return client
      .connect()
      .then(() => client.query(`LISTEN ${client.escapeIdentifier(channel)}`))
      .then(() => {
        if (gone) return
        if (stopped) {
          gone = true
          return void client.end().catch(() => {})
        }
        listening = client
        delay = delays.firstMs
        handlers.watching(true)
      }, lose)
  }

  await attempt()
  return {
    async stop() {
      stopped = true
      if (retry) clearTimeout(retry)
      await listening?.end().catch(() => {})
    },
  }
}
