// @vitest-environment node
import { HttpHandler } from 'msw'
import { describe, expect, test } from 'vitest'
import { adminEndpoints, type AdminEndpointName } from '../../contracts/admin/admin-endpoints'
import { STAFF_SESSION_COOKIE } from '../../contracts/admin/staff'
import { documentSessionCookie, headerSessionCookie } from '../../mocks/handlers/admin/staff-session-cookie'
import { server } from '../../mocks/node'
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../seed/fixtures/demo-accounts'
import { serveMockBackend } from './support/mock-api'

/*
 * The fake backend's staff API machinery: one MSW handler per row of the staff endpoint table,
 * and how its session cookie reaches the caller in Node (a Set-Cookie header, which MSW's
 * cookie jar keeps, as a browser would) and in the browser (the page's own cookie, which can
 * be neither HttpOnly nor on the staff API's path). What it answers is the shared API suite's
 * (tests/api/admin).
 */
serveMockBackend()

const names = Object.keys(adminEndpoints) as AdminEndpointName[]

describe('every row of the staff endpoint table', () => {
  test('has exactly one handler with its method and path', () => {
    const handlerKeys = server.listHandlers().flatMap((h) => (h instanceof HttpHandler ? [h.info.header] : []))
    const counts = names.map((name) => {
      const { method, path } = adminEndpoints[name]
      return [name, handlerKeys.filter((k) => k === `${method} */api${path}`).length]
    })
    expect(counts).toEqual(names.map((name) => [name, 1]))
  })
})

describe('the session cookie', () => {
  const request = (url = 'http://localhost/api/admin/session') => new Request(url, { method: 'POST' })

  test('over HTTP and in Node: the server’s attributes, and Max-Age=0 to end it', () => {
    const headers = new Headers()
    headerSessionCookie.write('t0k3n', request(), headers)
    headerSessionCookie.write(null, request(), headers)
    expect(headers.getSetCookie()).toEqual([
      `${STAFF_SESSION_COOKIE}=t0k3n; HttpOnly; SameSite=Strict; Path=/api/admin`,
      `${STAFF_SESSION_COOKIE}=; Max-Age=0; HttpOnly; SameSite=Strict; Path=/api/admin`,
    ])
    const secure = new Headers()
    headerSessionCookie.write('t0k3n', request('https://store.example/api/admin/session'), secure)
    expect(secure.get('Set-Cookie')).toMatch(/; Secure$/)
  })

  test('in the browser: written by the page, SameSite=Strict on the back office’s pages, never HttpOnly', () => {
    const written: string[] = []
    const doc = {
      set cookie(value: string) {
        written.push(value)
      },
    } as unknown as Document
    documentSessionCookie(doc).write('t0k3n', request(), new Headers())
    documentSessionCookie(doc).write(null, request(), new Headers())
    expect(written).toEqual([`${STAFF_SESSION_COOKIE}=t0k3n; SameSite=Strict; Path=/admin`, `${STAFF_SESSION_COOKIE}=; Max-Age=0; SameSite=Strict; Path=/admin`])
  })

  test('MSW’s jar in Node keeps it like a browser: signed in, the next call is the member’s; signed out, it is not', async () => {
    const member = DEMO_STAFF[2]
    const signIn = await fetch('http://localhost/api/admin/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: member.email, password: DEMO_STAFF_PASSWORD }),
    })
    expect(signIn.status).toBe(200)
    const session = await fetch('http://localhost/api/admin/session')
    expect(await session.json()).toEqual({ staff: expect.objectContaining({ email: member.email, role: member.role }) })
    expect((await fetch('http://localhost/api/admin/session', { method: 'DELETE' })).status).toBe(200)
    expect(await (await fetch('http://localhost/api/admin/session')).json()).toEqual({ staff: null })
  })
})
