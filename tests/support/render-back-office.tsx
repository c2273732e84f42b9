import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, type Location } from 'react-router-dom'
import { AdminFrame, type AdminRouterFactory } from '../../admin/app/admin-app'
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../seed/fixtures/demo-accounts'

/*
 * The back office rendered for component tests: its own data router in memory at `path`, the
 * fake staff API answering through MSW in Node (which keeps the session cookie as a browser would).
 */

export type TestUser = ReturnType<typeof userEvent.setup>

/**
 * Renders the back office at `path`, after the pages of `before` in its history; `location()` is
 * where its router is now, and `back()` is the browser's Back button.
 */
export function renderAdmin(path: string, before: readonly string[] = []): { user: TestUser; location: () => Location; back: () => void } {
  let router: ReturnType<AdminRouterFactory> | null = null
  const createRouter: AdminRouterFactory = (routes) => {
    router = createMemoryRouter(routes, { initialEntries: [...before, path], initialIndex: before.length })
    return router
  }
  const user = userEvent.setup()
  render(<AdminFrame createRouter={createRouter} />)
  return { user, location: () => router!.state.location, back: () => void router!.navigate(-1) }
}

export const demoMember = (role: string) => DEMO_STAFF.find((m) => m.role === role)!

/** Signs in the demo member of `role` through the sign-in form standing in for the page. */
export async function signIn(user: TestUser, role: string): Promise<void> {
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), demoMember(role).email)
  await user.type(screen.getByLabelText('Password'), DEMO_STAFF_PASSWORD)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  await screen.findByRole('button', { name: 'Sign out' })
}
