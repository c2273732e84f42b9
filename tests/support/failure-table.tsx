import { screen, waitFor } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { expect } from 'vitest'
import type { EndpointName } from '../../contracts/endpoints'
import { appRoutes } from '../../src/app/routes'
import { storageKeys } from '../../src/lib/storage'
import { renderRoutes, signInAsDemoBuyer } from '../setup/render'
import { forceFailure, SERVER_MSG, type FailureMode } from './forced-failures'

/*
 * A table-driven check of SPEC 8 per call: the screen that makes the call is opened in the real
 * app (routes, layout, app-wide actors) with the fake backend answering, the call is made to
 * fail, and the row says what the user must then see: the exact message, silence, or a popup;
 * and which control must be usable again.
 */

/** What SPEC 8 says the user sees when the call fails. */
export type Expectation =
  | { readonly kind: 'toast'; readonly message: (mode: FailureMode) => string }
  | { readonly kind: 'silent' }
  | { readonly kind: 'popup'; readonly name: string }

/** The same words whatever went wrong. */
export const fixedMessage = (message: string): Expectation => ({ kind: 'toast', message: () => message })
/** "server msg or X": the 500's msg, else the fallback (no answer, or an HTML page with no msg). */
export const serverMessageOr = (fallback: string): Expectation => ({
  kind: 'toast',
  message: (mode) => (mode === 'server-500' ? SERVER_MSG : fallback),
})
export const silent: Expectation = { kind: 'silent' }
export const popup = (name: string): Expectation => ({ kind: 'popup', name })

export interface FailureRow {
  readonly call: EndpointName
  /** Names the row when one call has several (the listing's query and the start-up load). */
  readonly label?: string
  /** Where the screen opens. */
  readonly path: string
  readonly signedIn: boolean
  /**
   * 'load': the call fails from the start (the screen makes it on arrival); 'action': the screen
   * loads normally and the call fails when `act` makes it.
   */
  readonly fails: 'load' | 'action'
  /** Waits for the screen to be ready for `act` (and may prepare it, e.g. apply a coupon first). */
  readonly ready?: (user: UserEvent) => Promise<unknown>
  /** What the user does to make the call. */
  readonly act?: (user: UserEvent) => Promise<void>
  readonly expected: Expectation
  /** The screen's failure state, when it shows one besides (or instead of) a message. */
  readonly screenShows?: string | RegExp
  /** The control that must be usable again afterwards (none for a failure at start-up). */
  readonly control?: () => HTMLElement
  /** Only requests this accepts fail (e.g. the listing's paged query, not the start-up load). */
  readonly failsWhen?: (request: Request) => boolean
}

const GUARDED = /^\/(cart|wishlist|checkout|user-profile)\b/

/** Page code loads lazily and the first import of a module is slow under Vitest. */
export const SLOW = { timeout: 10_000 }

/** The toasts on screen (Mantine notifications), by text. */
export function toastTexts(): string[] {
  return [...document.querySelectorAll('.mantine-Notification-root')].map((n) => n.textContent?.trim() ?? '')
}

/** Runs one row with one failure mode and checks what SPEC 8 promises. */
export async function runFailureRow(row: FailureRow, mode: FailureMode): Promise<void> {
  if (row.signedIn) await signInAsDemoBuyer()
  let calls = () => 0
  if (row.fails === 'load') calls = forceFailure(row.call, mode, row.failsWhen).calls
  const { user, router } = renderRoutes(appRoutes, [row.path])
  await row.ready?.(user)
  if (row.fails === 'action') calls = forceFailure(row.call, mode, row.failsWhen).calls
  await row.act?.(user)
  await waitFor(() => expect(calls(), `${row.call} was called`).toBeGreaterThan(0), SLOW)

  if (mode === 'unauthorized') {
    // the server no longer knows the token: the session ends and no trace of it stays behind
    await waitFor(() => expect(localStorage.getItem(storageKeys.token)).toBeNull(), SLOW)
    expect(localStorage.getItem(storageKeys.user)).toBeNull()
    // a page behind the login guard gives way to /login; a public one stays
    if (GUARDED.test(row.path)) await waitFor(() => expect(router.location.pathname).toBe('/login'), SLOW)
    expect(await screen.findAllByRole('heading', { level: 1 }, SLOW)).not.toHaveLength(0)
    return
  }

  const expected = row.expected
  if (expected.kind === 'toast') {
    const message = expected.message(mode)
    await waitFor(() => expect(toastTexts()).toContain(message), SLOW)
  } else if (expected.kind === 'popup') {
    expect(await screen.findByRole('dialog', { name: expected.name }, SLOW)).toBeInTheDocument()
  }
  // (getByText inside waitFor: the screen may pass through a retry before it settles)
  if (row.screenShows) await waitFor(() => expect(screen.getByText(row.screenShows!)).toBeInTheDocument(), SLOW)
  if (row.control) await waitFor(() => expect(row.control!()).toBeEnabled(), SLOW)
  if (expected.kind === 'silent') {
    // give a late toast time to show before claiming there is none
    await new Promise((done) => setTimeout(done, 250))
    expect(toastTexts(), 'SPEC 8: silent on failure').toEqual([])
  }
  // never a blank screen: the page's heading is there
  expect(await screen.findAllByRole('heading', { level: 1 }, SLOW)).not.toHaveLength(0)
}

/** `[title, row]` pairs for `describe.each`, titled by label or call. */
export const titled = (rows: readonly FailureRow[]): Array<[string, FailureRow]> => rows.map((row) => [row.label ?? row.call, row])
