// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { DEFAULT_COD_LIMIT, DEFAULT_PAYMENT_HOLD_MINUTES } from '../../contracts/payment'
import { paymentConfigFromEnv } from '../../server/payment-config'

/*
 * Issue 31, point 1: the payment settings. The demo gateway, a 15-minute hold and ₹50,000 for
 * Cash on Delivery unless told otherwise; a wrong or partial setting stops the server at start,
 * naming the variable.
 */

const RAZORPAY = { PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_abc123', RAZORPAY_KEY_SECRET: 'key-secret', RAZORPAY_WEBHOOK_SECRET: 'hook-secret' }

describe('the payment settings', () => {
  test('the defaults, and each setting read', () => {
    expect(paymentConfigFromEnv({})).toEqual({ gateway: { name: 'demo' }, holdMinutes: DEFAULT_PAYMENT_HOLD_MINUTES, codLimit: DEFAULT_COD_LIMIT })
    expect(paymentConfigFromEnv({ ...RAZORPAY, PAYMENT_HOLD_MINUTES: '30', COD_LIMIT: '0' })).toEqual({
      gateway: { name: 'razorpay', settings: { keyId: 'rzp_test_abc123', keySecret: 'key-secret', webhookSecret: 'hook-secret', apiUrl: 'https://api.razorpay.com/v1' } },
      holdMinutes: 30,
      codLimit: 0,
    })
  })

  test.each([
    [{ PAYMENT_PROVIDER: 'paypal' }, 'PAYMENT_PROVIDER'],
    [{ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_abc123' }, 'RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET'],
    [{ PAYMENT_HOLD_MINUTES: '0' }, 'PAYMENT_HOLD_MINUTES'],
    [{ PAYMENT_HOLD_MINUTES: '2.5' }, 'PAYMENT_HOLD_MINUTES'],
    [{ COD_LIMIT: '-1' }, 'COD_LIMIT'],
    [{ COD_LIMIT: 'lots' }, 'COD_LIMIT'],
  ])('%o stops the server, naming %s', (env, named) => {
    expect(() => paymentConfigFromEnv(env)).toThrow(named)
  })
})
