import type { HttpHandler } from 'msw'
import type { BackendContext } from '../use-cases/backend-context'
import { SLOW_DELAY_MS } from './scenario-response'
import { scenarioFor } from '../scenarios'
import { signedInHandler } from './endpoint-handler'

/** The payments' rules load with their first call (all-handlers.ts). */
const payments = () => import('../use-cases/payments')

/**
 * When the demo gateway's capture arrives after Pay: at once, or later when the 'gatewayCapture'
 * scenario is slow (mock mode's 'late confirmation': the return answers awaiting payment).
 */
function lateCaptureMs(): number | null {
  const scenario = scenarioFor('gatewayCapture')
  return scenario.mode === 'slow' || scenario.mode === 'stalled' ? (scenario.options.delayMs ?? SLOW_DELAY_MS) : null
}

/** The buyer's payment calls of issue 31 and the demo gateway's page. */
export function paymentHandlers(backend: BackendContext): HttpHandler[] {
  return [
    signedInHandler(backend, 'confirmPayment', async (input, { userId }) => (await payments()).confirmPayment(backend, userId, input)),
    signedInHandler(backend, 'payNow', async (input, { userId }) => (await payments()).payNow(backend, userId, input)),
    signedInHandler(backend, 'payment', async (input, { userId }) => (await payments()).paymentStatus(backend, userId, input)),
    signedInHandler(backend, 'demoGatewayDecide', async (input, { userId }) => (await payments()).demoGatewayDecide(backend, userId, input, lateCaptureMs())),
  ]
}
