import { notifications } from '@mantine/notifications'
import { act, configure, screen, waitFor, within } from '@testing-library/react'
import type { AnyMachineSnapshot } from 'xstate'
import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { User } from '../../contracts/user'
import { mockBackend, server } from '../../mocks/node'
import { DEMO_BUYER, DEMO_WEAVER } from '../../seed/fixtures/demo-accounts'
import { storageKeys, USER_SCOPED_PREFIX } from '../../src/lib/storage'
import { LOGGED_OUT_EVERYWHERE, sessionMachine, type SessionContext } from '../../src/machines/session.machine'
import { setupMockBackend, signInAsDemoBuyer } from '../setup/render'
import { PAGE_LOAD, go, renderApp, siteHeader, type DemoAccount } from './app-model-support'
import { expectCoverage, reportCoverage } from './coverage-report'
import type { MachinePath } from './machine-paths'
import { START_MICROSTEP, describeWorldPath, pickCovering, worldCandidates, type ModelEvent, type World, type WorldPath } from './world-paths'

/*
 * Paths generated from the session machine (SPEC 4, Session), executed on the whole app. A
 * sign-in is the Sign In form (as the buyer or, switching accounts, the weaver); a profile
 * update is My Account's Save Changes; a logout is its LogOut; an expiry is the backend
 * forgetting the token, so the next call (opening /cart) answers 401. After every step the
 * header says who is signed in, and browser storage holds exactly that session: a logout, an
 * expiry and a switch of accounts clear every user-scoped key (`tanabana:user:*`), a profile
 * update keeps them. 'Log out everywhere' is My Account's button; its call waits at a gate until
 * the path's next step is the backend answering it (done, or a refusal with the server's message). `restoring` is where every start begins (the session is read from storage
 * before the first render); its eventless choice is recorded as the paths' first microstep.
 */
setupMockBackend()
configure({ asyncUtilTimeout: 5000 })

const NEW_NAME = 'Aarav K. Mehta'
const ENDED = 'xstate.done.actor.endEverySession'
const NOT_ENDED = 'xstate.error.actor.endEverySession'
/** The refusal the backend answers when the path's step is NOT_ENDED. */
const REFUSAL = 'Sessions could not be ended'
/** A user-scoped key some feature cached (the order history caches orders under one). */
const MARKER_KEY = storageKeys.orders
/** A key that is not the user's (the product store's cache): it survives every session change. */
const SHARED_KEY = 'tanabana:catalogue:test-marker'

const accountOf = (user: Pick<User, 'email'> | null): DemoAccount | null =>
  user?.email === DEMO_BUYER.email ? DEMO_BUYER : user?.email === DEMO_WEAVER.email ? DEMO_WEAVER : null
const signedIn = (account: DemoAccount): ModelEvent => ({
  type: 'session.signedIn',
  user: { _id: account.id, name: account.name, email: account.email },
  token: 'issued by the backend',
})

/** The world: nothing beyond the machine's context, so the paths are over the machine alone. */
const world: World<null> = {
  start: null,
  events: (snapshot) => {
    const { user } = snapshot.context as SessionContext
    const current = accountOf(user)
    const out: ModelEvent[] = [DEMO_BUYER, DEMO_WEAVER].filter((a) => a !== current).map(signedIn)
    if (snapshot.value === 'signedIn') {
      if (user?.name !== NEW_NAME) out.push({ type: 'session.userUpdated', changes: { name: NEW_NAME } })
      out.push({ type: 'session.logout' }, { type: 'session.expired' }, { type: 'session.logoutEverywhere' })
    }
    // while every session is being ended, only the backend's answer comes
    if (snapshot.value === 'endingEverywhere') return [{ type: ENDED, output: LOGGED_OUT_EVERYWHERE }, { type: NOT_ENDED, error: new Error(REFUSAL) }]
    return out
  },
  next: () => null,
}

const signedOutStart = { user: null, token: null }
const restoredStart = { user: { _id: DEMO_BUYER.id, name: DEMO_BUYER.name, email: DEMO_BUYER.email }, token: 'stored' }
const generate = (input: unknown) => worldCandidates(sessionMachine, world, { input, maxDepth: 4, startMicrosteps: true })
const paths = pickCovering(sessionMachine, [...generate(signedOutStart), ...generate(restoredStart)])
const executed: MachinePath[] = []

const userScopedKeys = () => Object.keys(localStorage).filter((key) => key.startsWith(USER_SCOPED_PREFIX))

type Rendered = ReturnType<typeof renderApp>

/** POST /user/logout-all waits here until the path's next step answers it (refused when `refuse` is set). */
let gate: { release: (() => void) | null; refuse: boolean } = { release: null, refuse: false }
beforeEach(() => {
  gate = { release: null, refuse: false }
  server.use(
    http.post('*/api/user/logout-all', async () => {
      await new Promise<void>((release) => (gate.release = release))
      // undefined: on to the fake backend, which ends every session of the buyer
      return gate.refuse ? HttpResponse.json({ msg: REFUSAL }, { status: 500 }) : undefined
    }),
  )
})
afterEach(() => gate.release?.())

/** Who the header and storage say is signed in, after a step that got here by `event`. */
async function expectSession(state: AnyMachineSnapshot, event: ModelEvent, app: Rendered, markerWritten: boolean) {
  const { user } = state.context as SessionContext
  // the header is checked on a page of the main layout (My Account's own while its button works)
  if (state.value !== 'endingEverywhere' && app.router.location.pathname !== '/about-us') await go(app.router, '/about-us')
  if (state.value === 'signedOut') {
    await waitFor(() => expect(siteHeader().getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login'))
    expect(siteHeader().getByRole('link', { name: 'Sign Up' })).toBeInTheDocument()
    expect(siteHeader().queryByRole('link', { name: 'Account' })).not.toBeInTheDocument()
    expect(userScopedKeys()).toEqual([]) // token, profile and every other user-scoped key
    if (event.type === 'session.logout') expect(await screen.findByText('Logged out successfully')).toBeInTheDocument()
    if (event.type === 'session.expired') expect(screen.queryByText('Logged out successfully')).not.toBeInTheDocument()
    // every token of the buyer ended in the backend, not only this one
    if (event.type === ENDED) {
      expect(await screen.findByText(LOGGED_OUT_EVERYWHERE)).toBeInTheDocument()
      expect(mockBackend.db.get('sessions').filter((s) => s.userId === DEMO_BUYER.id || s.userId === DEMO_WEAVER.id)).toEqual([])
    }
  } else {
    if (state.value === 'endingEverywhere') {
      // My Account's button says the sessions are being ended, and nothing else can be done there meanwhile
      const form = await screen.findByRole('form', { name: 'My Account' }, PAGE_LOAD)
      await waitFor(() => expect(within(form).getByRole('button', { name: 'Log out everywhere' })).toHaveAttribute('data-loading', 'true'))
      expect(within(form).getByRole('button', { name: 'LogOut' })).toBeDisabled()
    }
    if (event.type === NOT_ENDED) expect(await screen.findByText(REFUSAL)).toBeInTheDocument()
    await waitFor(() => expect(siteHeader().getByRole('link', { name: 'Account' })).toBeInTheDocument())
    expect(siteHeader().queryByRole('link', { name: 'Login' })).not.toBeInTheDocument()
    const stored = JSON.parse(localStorage.getItem(storageKeys.user) ?? 'null') as User | null
    expect(stored).toMatchObject({ email: user!.email, name: user!.name })
    // the stored token is one the backend issued to this user
    const token = localStorage.getItem(storageKeys.token)
    expect(mockBackend.db.get('sessions').find((s) => s.token === token)?.userId).toBe(accountOf(user)!.id)
    // switching accounts drops the previous user's keys; a profile update keeps them
    // (as do starting to end every session, and failing to)
    const keepsKeys = ['session.userUpdated', 'session.logoutEverywhere', NOT_ENDED].includes(event.type)
    if (markerWritten) expect(localStorage.getItem(MARKER_KEY) !== null).toBe(keepsKeys)
  }
  expect(localStorage.getItem(SHARED_KEY)).toBe('kept')
}

async function play(event: ModelEvent, app: Rendered) {
  const { user, router } = app
  switch (event.type) {
    case 'session.signedIn': {
      const account = accountOf(event.user as User)!
      await act(async () => router.navigate('/login', { state: { from: '/about-us' } }))
      await user.click(await screen.findByRole('textbox', { name: /Email/ }, PAGE_LOAD))
      await user.paste(account.email)
      await user.click(screen.getByLabelText(/^Password/))
      await user.paste(account.password)
      await user.click(screen.getByRole('button', { name: 'Sign in' }))
      await waitFor(() => expect(router.location.pathname).toBe('/about-us'), PAGE_LOAD)
      return
    }
    case 'session.userUpdated': {
      await go(router, '/user-profile')
      const form = await screen.findByRole('form', { name: 'My Account' }, PAGE_LOAD)
      const name = within(form).getByRole('textbox', { name: 'Name' })
      await user.clear(name)
      await user.paste(String((event.changes as Partial<User>).name))
      await user.click(within(form).getByRole('button', { name: 'Save Changes' }))
      expect(await screen.findByText('Profile Updated')).toBeInTheDocument()
      return
    }
    case 'session.logout': {
      await go(router, '/user-profile')
      const form = await screen.findByRole('form', { name: 'My Account' }, PAGE_LOAD)
      const token = localStorage.getItem(storageKeys.token)
      await user.click(within(form).getByRole('button', { name: 'LogOut' }))
      // the token ends in the backend too: a copy of it opens nothing any more
      await waitFor(() => expect(mockBackend.db.get('sessions').some((s) => s.token === token)).toBe(false))
      return
    }
    case 'session.logoutEverywhere': {
      await go(router, '/user-profile')
      const form = await screen.findByRole('form', { name: 'My Account' }, PAGE_LOAD)
      await user.click(within(form).getByRole('button', { name: 'Log out everywhere' }))
      await waitFor(() => expect(gate.release).not.toBeNull())
      return
    }
    case ENDED:
    case NOT_ENDED:
      gate.refuse = event.type === NOT_ENDED
      gate.release?.()
      gate.release = null
      return
    case 'session.expired':
      // the backend forgets every token; the next call with ours (the cart, on /cart) answers 401
      mockBackend.db.put('sessions', [])
      await go(router, '/cart')
      await waitFor(() => expect(router.location.pathname).toBe('/login'), PAGE_LOAD)
      return
    default:
      throw new Error(`no action for ${event.type}`)
  }
}

const detail = (e: ModelEvent) => (e.type === 'session.signedIn' ? (accountOf(e.user as User) === DEMO_BUYER ? 'buyer' : 'weaver') : '')
const title = (p: MachinePath) => `${describeWorldPath(p, detail)} (${p.steps[1]!.state.value === 'signedIn' ? 'restored' : 'no stored session'})`

describe('session machine paths, executed on the whole app', () => {
  afterAll(() => reportCoverage(sessionMachine, executed))

  it.each(paths.map((p) => [title(p), p] as const))(
    '%s',
    async (_, path: WorldPath<null>) => {
      const [restoring, started] = path.steps as unknown as [{ state: AnyMachineSnapshot }, { state: AnyMachineSnapshot }]
      localStorage.setItem(SHARED_KEY, 'kept')
      if (started.state.value === 'signedIn') await signInAsDemoBuyer() // a session saved by an earlier visit
      const app = renderApp('/about-us')
      // restoring: what storage holds decides the very first render, before any call answers
      expect(restoring.state.value).toBe('restoring')
      expect(siteHeader().queryByRole('link', { name: started.state.value === 'signedIn' ? 'Account' : 'Login' })).toBeInTheDocument()
      await expectSession(started.state, { type: START_MICROSTEP }, app, false)

      for (let i = 2; i < path.steps.length; i++) {
        const event = path.steps[i]!.event as ModelEvent
        const before = path.steps[i - 1]!.state as AnyMachineSnapshot
        // a user-scoped key some feature cached while signed in: who may clear it is the question
        const markerWritten = before.value === 'signedIn' || before.value === 'endingEverywhere'
        if (markerWritten) localStorage.setItem(MARKER_KEY, '[]')
        act(() => notifications.clean()) // each step's toast is judged on its own
        await play(event, app)
        await expectSession(path.steps[i]!.state as AnyMachineSnapshot, event, app, markerWritten)
      }
      executed.push(path)
    },
    40_000,
  )

  it('reaches every state and takes every transition of the machine', () => {
    expectCoverage(sessionMachine, executed)
  })
})
