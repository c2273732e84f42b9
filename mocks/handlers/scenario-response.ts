import { delay, HttpResponse } from 'msw'
import type { Scenario } from '../../contracts/mock-control'
import { jsonAnswer } from './handler-parts'

export const SLOW_DELAY_MS = 3000
export const STALLED_DELAY_MS = 15_000

/**
 * A body that decodes against no response of the table: every response either requires a key
 * this lacks (data, token, orders, totalPrice) or types msg/message as text (the code answer's
 * otp is optional: a store that mails the code answers only msg).
 */
export const MALFORMED_BODY = { msg: 0, message: 0 }

/**
 * The answer a forced scenario gives instead of the normal one, or null when the normal
 * pipeline should run ('success', 'empty', and 'slow' or 'stalled' after its wait).
 */
export async function scenarioResponse(scenario: Scenario): Promise<Response | null> {
  switch (scenario.mode) {
    case 'network':
      return HttpResponse.error()
    case 'server-error':
      return jsonAnswer({ msg: scenario.options.msg ?? 'Internal server error' }, { status: scenario.options.status ?? 500 })
    case 'unauthorized':
      return jsonAnswer({ msg: scenario.options.msg ?? 'Unauthorized' }, { status: 401 })
    case 'malformed':
      return jsonAnswer(MALFORMED_BODY)
    case 'slow':
      await delay(scenario.options.delayMs ?? SLOW_DELAY_MS)
      return null
    case 'stalled':
      await delay(scenario.options.delayMs ?? STALLED_DELAY_MS)
      return null
    case 'empty':
    case 'success':
      return null
  }
}
