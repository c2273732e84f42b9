/*
 * PAYMENT_PROVIDER=razorpay's settings (issue 31). All three secrets or none: a partial
 * configuration would take orders it can never verify, so the server refuses to start and says
 * which variable is missing. RAZORPAY_API_URL points the package at a stand-in in tests.
 */

export interface RazorpaySettings {
  readonly keyId: string
  readonly keySecret: string
  readonly webhookSecret: string
  /** Razorpay's API root; a local stand-in's in tests. */
  readonly apiUrl: string
}

export const RAZORPAY_API_URL = 'https://api.razorpay.com/v1'

const REQUIRED = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const

/** The settings, or an Error naming every missing or malformed variable. */
export function razorpaySettingsFromEnv(env: NodeJS.ProcessEnv): RazorpaySettings {
  const value = (name: string) => env[name]?.trim() ?? ''
  const missing = REQUIRED.filter((name) => !value(name))
  if (missing.length > 0) throw new Error(`PAYMENT_PROVIDER=razorpay needs ${missing.join(', ')} (see docs/operating.md, Payments)`)
  if (!/^rzp_(test|live)_\w+$/.test(value('RAZORPAY_KEY_ID'))) {
    throw new Error(`RAZORPAY_KEY_ID must be a Razorpay key id (rzp_test_… or rzp_live_…), not '${value('RAZORPAY_KEY_ID')}'`)
  }
  const apiUrl = value('RAZORPAY_API_URL') || RAZORPAY_API_URL
  if (!URL.canParse(apiUrl)) throw new Error(`RAZORPAY_API_URL must be a URL, not '${apiUrl}'`)
  return {
    keyId: value('RAZORPAY_KEY_ID'),
    keySecret: value('RAZORPAY_KEY_SECRET'),
    webhookSecret: value('RAZORPAY_WEBHOOK_SECRET'),
    apiUrl: apiUrl.replace(/\/+$/, ''),
  }
}
