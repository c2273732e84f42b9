import { expect } from 'vitest'
import type { AdminEndpointName, AdminRequestOf } from '../../contracts/admin/admin-endpoints'
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../seed/fixtures/demo-accounts'
import type { RunningServer } from '../../server/start'
import { callStaffRaw, sessionFrom, type StaffAnswer, type StaffCallOptions } from '../api/support/staff-calls'
import type { BackendUnderTest } from '../support/backend-under-test'

/*
 * Staff calls to a store server started by a tests/server file, on the wire as the back office's
 * browser makes them (tests/api/support/staff-calls.ts does the calling).
 */

export type DemoRole = (typeof DEMO_STAFF)[number]['role']

export const demoMember = (role: DemoRole) => DEMO_STAFF.find((m) => m.role === role) ?? DEMO_STAFF[0]

/** The server as the API suite's helpers take a backend. */
export function wireTo(server: () => RunningServer): BackendUnderTest {
  return {
    kind: 'server',
    get origin() {
      return server().origin
    },
    api: (path) => `${server().origin}/api${path}`,
    advanceClock: () => {
      throw new Error('tests/server files move their own clock')
    },
  }
}

export function staffCalls(backend: BackendUnderTest) {
  const call = <N extends AdminEndpointName>(name: N, input: AdminRequestOf<N> | Record<string, unknown>, options?: StaffCallOptions): Promise<StaffAnswer> =>
    callStaffRaw(backend, name, input, options)

  /** Signs in and answers the session cookie's value (fails the test on anything but 200 with a cookie). */
  async function signIn(email: string, password: string): Promise<string> {
    const answer = await call('staffSignin', { email, password })
    const session = sessionFrom(answer.setCookie)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    if (!session) throw new Error('sign-in set no session cookie')
    return session
  }

  return {
    call,
    signIn,
    signInAs: (role: DemoRole) => signIn(demoMember(role).email, DEMO_STAFF_PASSWORD),
    /** A call made with a session that must succeed: its body. */
    async ok<T = Record<string, unknown>>(name: AdminEndpointName, input: Record<string, unknown>, session: string): Promise<T> {
      const answer = await call(name, input, { session })
      expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(200)
      return answer.body as T
    },
  }
}

/** The token of a set-password path (`/admin/set-password#token=...`). */
export function linkToken(setPasswordPath: string): string {
  const token = new URLSearchParams(setPasswordPath.split('#')[1] ?? '').get('token')
  if (!token) throw new Error(`no token in ${setPasswordPath}`)
  return token
}
