/*
 * How the fake's demo gateway signs a return, as Razorpay does: the browser's fake signs with its
 * own key and checks with it, so no server and no secret of the store is involved.
 */

/** The fake gateway's own signing key. */
const DEMO_SIGNING_KEY = 'tanabana-mock-demo-gateway'

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('')

/** The return's signature: HMAC-SHA256 of `order_id|payment_id`, in hex. */
export async function returnSignature(providerOrderId: string, providerPaymentId: string): Promise<string> {
  const encoder = new TextEncoder()
  const key = await crypto.subtle.importKey('raw', encoder.encode(DEMO_SIGNING_KEY), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return hex(await crypto.subtle.sign('HMAC', key, encoder.encode(`${providerOrderId}|${providerPaymentId}`)))
}
