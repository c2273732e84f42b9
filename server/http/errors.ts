import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { RuleError } from '../../rules/rule-error'
import { log } from '../log'

/** Every error the API answers: `{ msg }`, never a stack trace. */
export const errorBody = (msg: string) => ({ msg })

type Status = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 503

/**
 * The app's one error handler: a rule's refusal is its status and message; anything else is
 * logged on the server (without the request's token or body) and answered as a plain 500.
 */
export function answerError(error: Error, c: Context): Response {
  if (error instanceof RuleError) return c.json(errorBody(error.msg), error.status as Status)
  if (error instanceof HTTPException) return c.json(errorBody(error.message || 'Bad request'), error.status)
  log.error(`${c.req.method} ${new URL(c.req.url).pathname} failed:`, error)
  return c.json(errorBody('Something went wrong'), 500)
}
