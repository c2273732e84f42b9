/**
 * The back office's run-time settings, read once from Vite's env (the storefront's .env files:
 * vite.admin.config.ts reads them from the repository's root). The staff API is under the same
 * base as the buyer API: its session cookie's path is /api/admin.
 */
const env = import.meta.env

export const adminConfig = {
  apiBaseUrl: (env.VITE_API_BASE_URL || '/api').replace(/\/$/, ''),
  /** A hung request must not freeze a button forever. */
  requestTimeoutMs: 20_000,
  /** A picture's upload or the catalogue's import or export: a large file on a shop's connection. */
  transferTimeoutMs: 5 * 60_000,
} as const
