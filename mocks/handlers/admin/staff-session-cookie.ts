import { STAFF_COOKIE_PATH, STAFF_SESSION_COOKIE } from '../../../contracts/admin/staff'

/**
 * How the fake backend hands a staff session's cookie to the caller. The server sets it with
 * `HttpOnly; SameSite=Strict; Path=/api/admin` (and `Secure` behind https); where the fake runs
 * decides how much of that it can honour:
 * - over HTTP (mocks/http/api-server.ts, the API suite) and in Node's MSW server: a Set-Cookie
 *   header with exactly the server's attributes;
 * - in the browser (mocks/admin-browser.ts): MSW answers from the page, and a browser ignores a
 *   Set-Cookie that a script makes, so the page writes `document.cookie` itself. A cookie a
 *   script writes cannot be HttpOnly, and MSW's handlers read the page's `document.cookie`,
 *   which shows only cookies whose path covers the page: the cookie is scoped to the back
 *   office's pages (`/admin`) instead of the staff API's path. SameSite=Strict (and Secure on
 *   https) hold as on the server.
 * The session itself is kept by the fake as the server keeps it: revocable, with its idle expiry.
 */
export interface StaffSessionCookie {
  /** Starts (a token) or ends (null) the session cookie on the answer to `request`. */
  write(token: string | null, request: Request, headers: Headers): void
}

const isHttps = (request: Request) => new URL(request.url).protocol === 'https:'

/** The cookie as a Set-Cookie value or a document.cookie assignment (the same grammar). */
function cookieText(token: string | null, attributes: readonly string[]): string {
  const value = token === null ? `${STAFF_SESSION_COOKIE}=; Max-Age=0` : `${STAFF_SESSION_COOKIE}=${token}`
  return [value, ...attributes].join('; ')
}

/** A Set-Cookie header with the server's attributes. */
export const headerSessionCookie: StaffSessionCookie = {
  write(token, request, headers) {
    const attributes = ['HttpOnly', 'SameSite=Strict', `Path=${STAFF_COOKIE_PATH}`, ...(isHttps(request) ? ['Secure'] : [])]
    headers.append('Set-Cookie', cookieText(token, attributes))
  },
}

/** The back office's pages, whose document.cookie MSW reads in the browser. */
export const ADMIN_PAGES_PATH = '/admin'

/** The browser's own cookie, written by the page (see above for what it cannot honour). */
export function documentSessionCookie(doc: Document): StaffSessionCookie {
  return {
    write(token, request) {
      doc.cookie = cookieText(token, ['SameSite=Strict', `Path=${ADMIN_PAGES_PATH}`, ...(isHttps(request) ? ['Secure'] : [])])
    },
  }
}
