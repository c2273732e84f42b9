import { createHmac, timingSafeEqual } from 'node:crypto'

/*
 * The gateways' signatures (issue 31): HMAC-SHA256 as lower-case hex, over the checkout's
 * `order_id|payment_id` with the key secret, and over a webhook's raw bytes with the webhook
 * secret. Compared in constant time, so an attacker cannot learn a signature byte by byte from
 * how long a refusal takes.
 */

/** HMAC-SHA256 of `message` under `secret`, as lower-case hex (Razorpay's form). */
export function hmacSha256Hex(secret: string, message: string | Uint8Array): string {
  return createHmac('sha256', secret).update(message).digest('hex')
}

/** Whether `given` is the expected hex signature, compared in constant time; any other length is false. */
export function isSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8')
  const b = Buffer.from(given, 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The checkout return's signed message: OUR gateway order id, a bar, the payment id. */
export const returnMessage = (providerOrderId: string, providerPaymentId: string) => `${providerOrderId}|${providerPaymentId}`
