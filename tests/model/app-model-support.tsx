import { act, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { useEffect } from 'react'
import { server } from '../../mocks/node'
import { DEMO_BUYER, DEMO_WEAVER } from '../../seed/fixtures/demo-accounts'
import { appRoutes } from '../../src/app/routes'
import { authService } from '../../src/services/auth-service'
import { CartContext } from '../../src/state/cart-context'
import { CatalogueContext } from '../../src/state/catalogue-context'
import { SessionContext } from '../../src/state/session-context'
import { WishlistContext } from '../../src/state/wishlist-context'
import { renderRouteTable, type TestRouter } from '../setup/render'

/*
 * Shared by the model tests of the app-wide machines (session, product store, cart, wishlist):
 * the whole app rendered as src/app mounts it, gates that hold one endpoint's calls until a path
 * says how the backend answers, and a handle on the app-wide actors for the events that are
 * another machine's doing (a sign-in, a logout) when that machine is not the one under test.
 */

/** A page's code loads lazily, and the first import of a module is slow under Vitest. */
export const PAGE_LOAD = { timeout: 8000 }

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

/**
 * Holds every matching call until the test answers it. `answer()` lets the newest held call go
 * on to the fake backend's own handler, which answers as the scenario then in force says;
 * older held calls are ones the app gave up on (aborted) and stay held until `releaseAll()`.
 */
export class RequestGate {
  private held: Array<() => void> = []
  /** How many calls have reached the gate. */
  arrivals = 0

  constructor(method: Method, url: string, matches: (request: Request) => boolean = () => true) {
    server.use(
      http[method](url, async ({ request }) => {
        if (!matches(request)) return undefined
        this.arrivals++
        await new Promise<void>((release) => this.held.push(release))
        return undefined // on to the fake backend's own handler
      }),
    )
  }

  /** Waits until `count` calls have arrived in all. */
  async arrived(count: number): Promise<void> {
    await waitFor(() => {
      if (this.arrivals !== count) throw new Error(`${this.arrivals} calls reached the gate, expected ${count}`)
    })
  }

  /** Lets the newest held call go on. */
  async answer(): Promise<void> {
    const release = this.held.pop()
    if (!release) throw new Error('no call is held at this gate')
    await act(async () => release())
  }

  releaseAll(): void {
    this.held.splice(0).forEach((release) => release())
  }
}

/** The app-wide actors, as the rendered app holds them. */
export interface AppActors {
  session: ReturnType<typeof SessionContext.useActorRef>
  cart: ReturnType<typeof CartContext.useActorRef>
  wishlist: ReturnType<typeof WishlistContext.useActorRef>
  catalogue: ReturnType<typeof CatalogueContext.useActorRef>
}

/** Hands the app-wide actors to the test once they exist. */
function ActorsProbe({ onActors }: { onActors: (actors: AppActors) => void }) {
  const session = SessionContext.useActorRef()
  const cart = CartContext.useActorRef()
  const wishlist = WishlistContext.useActorRef()
  const catalogue = CatalogueContext.useActorRef()
  useEffect(() => {
    onActors({ session, cart, wishlist, catalogue })
  }, [onActors, session, cart, wishlist, catalogue])
  return null
}

/** The whole app (its route table and providers) at `entry`, plus a handle on its actors. */
export function renderApp(entry: string | { pathname: string; state?: unknown }) {
  const actors = {} as AppActors
  const user = userEvent.setup()
  const probe = <ActorsProbe onActors={(found) => void Object.assign(actors, found)} />
  return { ...renderRouteTable(appRoutes, [entry], probe), user, actors }
}

/** Moves the app to another page, as a link or the address bar would. */
export async function go(router: TestRouter, to: string): Promise<void> {
  await act(async () => router.navigate(to))
}

export type DemoAccount = typeof DEMO_BUYER | typeof DEMO_WEAVER

/**
 * The event the sign-in screens send the session once the backend accepted the password (a
 * fresh token from the fake backend each time).
 */
export async function signedInEvent(account: DemoAccount = DEMO_BUYER) {
  const session = await authService.signIn({ email: account.email, password: account.password })
  return { type: 'session.signedIn' as const, user: session.user, token: session.token }
}

/**
 * Queries inside the site header (the main layout's <header>, the first on the page): the
 * whole app is a large page, and role queries over all of it are slow in jsdom.
 */
export function siteHeader() {
  const header = document.querySelector('header')
  if (!header) throw new Error('this page has no site header')
  return within(header)
}
