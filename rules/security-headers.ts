import type { PaymentProviderName } from '../contracts/payment'

/**
 * Razorpay Checkout's origins (issue 31), as Razorpay's own integrations allow them: its script
 * (and the risk script it loads), the frame the payment form opens in, and where it reports
 * metrics. Only with PAYMENT_PROVIDER=razorpay: every other store loads nothing from Razorpay.
 */
export const RAZORPAY_CHECKOUT_ORIGINS = {
  script: ['https://checkout.razorpay.com', 'https://cdn.razorpay.com'],
  frame: ['https://api.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com', 'https://lumberjack-metrics.razorpay.com'],
} as const

export interface SecurityHeaderOptions {
  /** The server's PAYMENT_PROVIDER: razorpay lets Checkout's origins in; none (a static host, mock mode) or demo: nothing. */
  readonly paymentProvider?: PaymentProviderName
}

/**
 * The response headers `vite preview` sends (and any static host should send): a CSP without
 * inline scripts, no framing, no MIME sniffing, and a referrer policy that never leaks paths.
 *
 * Styles keep 'unsafe-inline' because Mantine writes CSS variables into style attributes and
 * a <style> tag at run time; scripts never do.
 */
export function securityHeaders(env: Record<string, string>, options: SecurityHeaderOptions = {}): Record<string, string> {
  const origins = (url: string | undefined) => {
    if (!url || url.startsWith('/')) return []
    try {
      return [new URL(url).origin]
    } catch {
      return []
    }
  }
  const api = origins(env.VITE_API_BASE_URL)
  const geo = origins(env.VITE_GEO_URL ?? 'https://ipapi.co/json/')
  const google = env.VITE_GOOGLE_CLIENT_ID ? ['https://accounts.google.com'] : []
  const facebook = env.VITE_FACEBOOK_APP_ID ? ['https://connect.facebook.net', 'https://www.facebook.com'] : []
  const razorpay = options.paymentProvider === 'razorpay' ? RAZORPAY_CHECKOUT_ORIGINS : { script: [], frame: [], connect: [] }
  const csp = [
    "default-src 'self'",
    ["script-src 'self'", ...google, ...facebook, ...razorpay.script].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...api, ...geo, ...google, ...facebook, ...razorpay.connect].join(' '),
    ["frame-src 'self'", ...google, ...facebook, ...razorpay.frame].join(' '),
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  }
}
