import { DEFAULT_COD_LIMIT, DEFAULT_PAYMENT_HOLD_MINUTES, PAYMENT_PROVIDERS, type PaymentProviderName } from '../contracts/payment'
import { razorpaySettingsFromEnv, type RazorpaySettings } from './payments/razorpay-settings'

/*
 * The payment settings of issue 31 (docs/operating.md, Payments): which gateway takes Credit Card
 * and Paypal/UPI, how long an unpaid purchase holds its stock, and what Cash on Delivery takes.
 * A wrong value stops the server at start with the variable's name: a store that cannot verify
 * its payments, or holds stock for 0 minutes, must not take orders.
 */

export type PaymentGatewayConfig = { readonly name: 'demo' } | { readonly name: 'razorpay'; readonly settings: RazorpaySettings }

export interface PaymentConfig {
  readonly gateway: PaymentGatewayConfig
  /** PAYMENT_HOLD_MINUTES: a whole number of minutes, 1 or more. */
  readonly holdMinutes: number
  /** COD_LIMIT: rupees, 0 or more (0: Cash on Delivery takes nothing). */
  readonly codLimit: number
}

export const DEFAULT_PAYMENT_CONFIG: PaymentConfig = {
  gateway: { name: 'demo' },
  holdMinutes: DEFAULT_PAYMENT_HOLD_MINUTES,
  codLimit: DEFAULT_COD_LIMIT,
}

const isProviderName = (name: string): name is PaymentProviderName => (PAYMENT_PROVIDERS as readonly string[]).includes(name)

function holdMinutesOf(text: string | undefined): number {
  if (!text?.trim()) return DEFAULT_PAYMENT_HOLD_MINUTES
  const minutes = Number(text)
  if (!Number.isInteger(minutes) || minutes < 1) throw new Error(`PAYMENT_HOLD_MINUTES must be a whole number of minutes, 1 or more, not '${text}'`)
  return minutes
}

function codLimitOf(text: string | undefined): number {
  if (!text?.trim()) return DEFAULT_COD_LIMIT
  const limit = Number(text)
  if (!Number.isFinite(limit) || limit < 0) throw new Error(`COD_LIMIT must be an amount in rupees, 0 or more, not '${text}'`)
  return limit
}

/** PAYMENT_PROVIDER (demo by default; razorpay with its three secrets), PAYMENT_HOLD_MINUTES, COD_LIMIT. */
export function paymentConfigFromEnv(env: NodeJS.ProcessEnv): PaymentConfig {
  const name = env.PAYMENT_PROVIDER?.trim() || 'demo'
  if (!isProviderName(name)) throw new Error(`PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDERS.join(', ')}, not '${name}'`)
  return {
    gateway: name === 'razorpay' ? { name, settings: razorpaySettingsFromEnv(env) } : { name },
    holdMinutes: holdMinutesOf(env.PAYMENT_HOLD_MINUTES),
    codLimit: codLimitOf(env.COD_LIMIT),
  }
}
