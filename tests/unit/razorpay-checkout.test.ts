import { afterEach, describe, expect, it } from 'vitest'
import type { PaymentCheckout } from '../../contracts/payment'
import { GatewayNotPaid, openRazorpayCheckout } from '../../src/services/razorpay-checkout'

/*
 * Razorpay Checkout in the browser (issue 31): what it is opened with (the server's order and
 * amount, the public key only) and what its callbacks come to. Razorpay's own script is replaced
 * by a stand-in that records its options, as the page would have it once checkout.js loaded.
 */

const checkout: Extract<PaymentCheckout, { provider: 'razorpay' }> = {
  provider: 'razorpay',
  keyId: 'rzp_test_public',
  paymentId: 'pay-1',
  providerOrderId: 'order_Abc123',
  amount: 686_730,
  currency: 'INR',
  orderIds: ['TBN202611270013', 'TBN202611270014'],
  holdUntil: '2030-01-01T00:00:00.000Z',
}

interface Opened {
  options: Record<string, unknown> & { handler: (r: unknown) => void; modal: { ondismiss: () => void } }
  failed?: (r: unknown) => void
}

function standIn(): Opened[] {
  const opened: Opened[] = []
  ;(window as unknown as { Razorpay: unknown }).Razorpay = class {
    private readonly entry: Opened
    constructor(options: Opened['options']) {
      this.entry = { options }
      opened.push(this.entry)
    }
    on(_event: string, listener: (r: unknown) => void) {
      this.entry.failed = listener
    }
    open() {}
  }
  return opened
}

afterEach(() => {
  delete (window as unknown as { Razorpay?: unknown }).Razorpay
})

describe('Razorpay Checkout', () => {
  it("opens with the server's order, amount and public key, and answers the signed return", async () => {
    const opened = standIn()
    const paying = openRazorpayCheckout(checkout, 'closed')
    await Promise.resolve()
    const { options } = opened[0]!
    expect(options).toMatchObject({ key: 'rzp_test_public', order_id: 'order_Abc123', amount: 686_730, currency: 'INR', name: 'Tanabana' })
    expect(String(options.description)).toContain('TBN202611270013')
    expect(JSON.stringify(options)).not.toMatch(/secret/i)
    options.handler({ razorpay_payment_id: 'pay_X', razorpay_order_id: 'order_Abc123', razorpay_signature: 'sig' })
    await expect(paying).resolves.toEqual({ providerPaymentId: 'pay_X', signature: 'sig' })
  })

  it('a closed window is not paid; after a failed attempt it says why', async () => {
    const opened = standIn()
    const dismissed = openRazorpayCheckout(checkout, 'closed')
    await Promise.resolve()
    opened[0]!.options.modal.ondismiss()
    await expect(dismissed).rejects.toEqual(new GatewayNotPaid('dismissed', 'closed'))

    const failed = openRazorpayCheckout(checkout, 'closed')
    await Promise.resolve()
    opened[1]!.failed!({ error: { description: 'Card declined by the bank' } })
    opened[1]!.options.modal.ondismiss()
    await expect(failed).rejects.toMatchObject({ reason: 'failed', message: 'Card declined by the bank' })
  })
})
