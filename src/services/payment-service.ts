import type { ConfirmPaymentRequest, DemoDecisionRequest } from '../../contracts/payment'
import { apiClient } from './api-client'
import type { HttpClient } from './http-client'

/**
 * The buyer's payment calls (issue 31): the gateway's return, Pay Now while the hold lasts, the
 * payment's state, and the demo gateway's own Pay or Decline. The amount is never sent: the
 * server decides it.
 */
export function createPaymentService(http: HttpClient) {
  return {
    confirm: (request: ConfirmPaymentRequest, signal?: AbortSignal) => http.call('confirmPayment', request, { signal }),
    payNow: (paymentId: string, signal?: AbortSignal) => http.call('payNow', { id: paymentId }, { signal }),
    status: (paymentId: string, signal?: AbortSignal) => http.call('payment', { id: paymentId }, { signal }),
    demoDecide: (request: DemoDecisionRequest, signal?: AbortSignal) => http.call('demoGatewayDecide', request, { signal }),
  }
}

export type PaymentService = ReturnType<typeof createPaymentService>
export const paymentService = createPaymentService(apiClient)
