import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { STAFF_COOKIE_PATH, STAFF_SESSION_COOKIE } from '../../contracts/admin/staff'
import { requestOrigin } from './pages/public-origin'

/*
 * The staff session cookie (issue 29): HttpOnly (no script reads it), SameSite=Strict (no other
 * site's page sends it), Path=/api/admin (the browser sends it to the staff API only, never to a
 * buyer call or a page), Secure when the request reached the store over https. No Max-Age: the
 * server ends the session (12 hours idle), and the browser drops the cookie when it closes.
 */

/**
 * Whether the browser reached the store over https: the request's own scheme, or behind
 * TRUST_PROXY reverse proxies the X-Forwarded-Proto the nearest of them wrote (as
 * server/http/client-address.ts believes only their X-Forwarded-For). A header nobody trusted is
 * ignored, so a cookie is never marked Secure on a plain-http store that could then not keep it.
 */
export const reachedOverHttps = (c: Context, trustedProxies: number): boolean => requestOrigin(c, null, trustedProxies).startsWith('https:')

const attributes = (c: Context, trustedProxies: number) =>
  ({ httpOnly: true, sameSite: 'Strict', path: STAFF_COOKIE_PATH, secure: reachedOverHttps(c, trustedProxies) }) as const

/** The session token the request's cookie carries; null without one. */
export const staffCookieOf = (c: Context): string | null => getCookie(c, STAFF_SESSION_COOKIE) || null

export function setStaffCookie(c: Context, token: string, trustedProxies: number): void {
  setCookie(c, STAFF_SESSION_COOKIE, token, attributes(c, trustedProxies))
}

/** Tells the browser to drop the cookie (signed out, or a session that has ended). */
export function clearStaffCookie(c: Context, trustedProxies: number): void {
  deleteCookie(c, STAFF_SESSION_COOKIE, attributes(c, trustedProxies))
}
