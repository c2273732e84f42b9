/**
 * Stand-in for `tough-cookie` in the mock-mode browser bundle only (aliased in vite.config.ts),
 * like tldts.ts beside it: about 8 KB gzip that the first paint does not need.
 *
 * MSW keeps a cookie jar for cookies that mocked responses set (Set-Cookie) and adds them to
 * later requests. The fake backend sets no cookies (its session is a bearer token), so the jar
 * is always empty: reads answer no cookies, and a Set-Cookie fails loudly instead of being
 * dropped, so a handler that starts setting cookies shows that this stub must go.
 * The browser's own document.cookie still reaches handlers (MSW reads it without the jar).
 */
interface StoredCookie {
  readonly key: string
  readonly value: string
  readonly domain?: string | null
  readonly path?: string | null
  toJSON(): unknown
  toString(): string
}

/** MSW restores the jar it persisted earlier; with no cookies ever set there is none to restore. */
export const Cookie = {
  fromJSON(): StoredCookie | null {
    return null
  },
}

export class MemoryCookieStore {
  /** MSW reads and writes this index directly to persist the jar. */
  idx: Record<string, Record<string, Record<string, StoredCookie>>> = {}
}

export class CookieJar {
  constructor(readonly store?: MemoryCookieStore) {}

  getCookiesSync(): StoredCookie[] {
    return []
  }

  setCookie(cookie: string, url: string): Promise<never> {
    return Promise.reject(
      new Error(`mock mode has no cookie jar (mocks/vendor-stubs/tough-cookie.ts): a handler set '${cookie}' for ${url}`),
    )
  }
}
