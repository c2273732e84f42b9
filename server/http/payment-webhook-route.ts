import type { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ServerContext } from '../domain/context'
import { receiveWebhook } from '../domain/payments/webhooks'
import { errorBody } from './errors'

/** A gateway's webhook is a few kilobytes; anything far larger is not one. */
export const WEBHOOK_BODY_LIMIT = 256 * 1024

/**
 * POST /api/payments/{provider}/webhook (issue 31, point 3). Not a row of the endpoint table: the
 * signature is over the raw bytes, so the body is read as bytes and never decoded before it is
 * checked. The handler makes no gateway call (refunds go to the queue), so the gateway hears
 * back well within its 5 s.
 */
export function registerPaymentWebhookRoute(app: Hono, ctx: ServerContext): void {
  const limit = bodyLimit({ maxSize: WEBHOOK_BODY_LIMIT, onError: (c) => c.json(errorBody('Request body too large'), 413) })
  app.post('/api/payments/:provider/webhook', limit, async (c) => {
    const rawBody = new Uint8Array(await c.req.arrayBuffer())
    const answer = await receiveWebhook(ctx, c.req.param('provider'), rawBody, c.req.raw.headers)
    return c.json(errorBody(answer.msg), answer.status)
  })
}
