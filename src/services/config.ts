/**
 * Run-time configuration, read once from Vite's env. The API base already ends in /api
 * (SPEC 7: every path is relative to it).
 */
const env = import.meta.env

export const config = {
  apiBaseUrl: (env.VITE_API_BASE_URL || '/api').replace(/\/$/, ''),
  geolocationUrl: env.VITE_GEO_URL || 'https://ipapi.co/json/',
  googleClientId: env.VITE_GOOGLE_CLIENT_ID || '',
  facebookAppId: env.VITE_FACEBOOK_APP_ID || '',
  /** The spec's client had no timeout; a hung request must not freeze a button forever. */
  requestTimeoutMs: 20_000,
} as const
