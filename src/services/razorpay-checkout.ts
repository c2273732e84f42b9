import type { PaymentCheckout } from '../../contracts/payment'

/*
 * Razorpay Checkout in the browser (issue 31, PAYMENT_PROVIDER=razorpay): its script is loaded
 * once, on demand, and opened with the server's order; it hands back the payment id and the
 * signature, which the server verifies. No secret is ever in the browser.
 */

const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js'

/** What Razorpay's handler receives on success. */
interface RazorpaySuccess {
  readonly razorpay_payment_id: string
  readonly razorpay_order_id: string
  readonly razorpay_signature: string
}

interface RazorpayOptions {
  readonly key: string
  readonly order_id: string
  readonly amount: number
  readonly currency: string
  readonly name: string
  readonly description: string
  readonly handler: (response: RazorpaySuccess) => void
  readonly modal: { readonly ondismiss: () => void }
}

interface RazorpayInstance {
  open(): void
  on(event: 'payment.failed', listener: (response: { error?: { description?: string } }) => void): void
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance

/** What a gateway hands the browser on success, for POST /payments/{id}/confirm. */
export interface GatewayReturn {
  readonly providerPaymentId: string
  readonly signature: string
}

/** The buyer closed the gateway, or it refused the payment: the orders still await payment. */
export class GatewayNotPaid extends Error {
  constructor(readonly reason: 'dismissed' | 'failed', message: string) {
    super(message)
  }
}

let loading: Promise<RazorpayConstructor> | null = null

/** Loads checkout.js once; a failed load may be tried again. */
function loadRazorpay(): Promise<RazorpayConstructor> {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay
  if (existing) return Promise.resolve(existing)
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = CHECKOUT_SCRIPT
    script.async = true
    script.onload = () => {
      const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay
      if (loaded) resolve(loaded)
      else reject(new Error('Razorpay Checkout did not load'))
    }
    script.onerror = () => reject(new Error('Razorpay Checkout could not be loaded'))
    document.head.append(script)
  }).catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}

/** Opens Razorpay Checkout for the server's order; resolves with what to confirm, rejects with GatewayNotPaid. */
export async function openRazorpayCheckout(checkout: Extract<PaymentCheckout, { provider: 'razorpay' }>, dismissedMessage: string): Promise<GatewayReturn> {
  const Razorpay = await loadRazorpay()
  return new Promise<GatewayReturn>((resolve, reject) => {
    // a failed attempt keeps Razorpay's window open for another try: it ends when the buyer closes it
    let lastFailure: string | null = null
    const instance = new Razorpay({
      key: checkout.keyId,
      order_id: checkout.providerOrderId,
      amount: checkout.amount,
      currency: checkout.currency,
      name: 'Tanabana',
      description: `Order ${checkout.orderIds.join(', ')}`,
      handler: (response) => resolve({ providerPaymentId: response.razorpay_payment_id, signature: response.razorpay_signature }),
      modal: {
        ondismiss: () => reject(lastFailure === null ? new GatewayNotPaid('dismissed', dismissedMessage) : new GatewayNotPaid('failed', lastFailure)),
      },
    })
    instance.on('payment.failed', (response) => {
      lastFailure = response.error?.description ?? dismissedMessage
    })
    instance.open()
  })
}
