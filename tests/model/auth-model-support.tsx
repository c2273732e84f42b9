import { configure, screen, within } from '@testing-library/react'
import type { RouteObject } from 'react-router-dom'
import { useLocation } from 'react-router-dom'
import { getInitialSnapshot, getNextSnapshot, type AnyStateMachine, type EventObject } from 'xstate'
import { AuthLayout } from '../../src/features/auth/auth-layout'
import { ForgetPasswordPage } from '../../src/features/auth/forget-password-page'
import { LoginPage } from '../../src/features/auth/login-page'
import { RegisterPage } from '../../src/features/auth/register-page'
import { VerifyOtpPage } from '../../src/features/auth/verify-otp-page'
import { renderRoutes } from '../setup/render'
import { coverageOf, shortestPaths, type MachinePath } from './machine-paths'

// the fake backend answers within milliseconds, but two test workers share two cores: give
// each wait for a screen some slack so a busy machine does not fail a correct path
configure({ asyncUtilTimeout: 4000 })

/** How long the fake backend takes to answer a call whose busy state a path checks on its way. */
export const BUSY_MS = 500

/*
 * Shared by the auth model tests: the paths to run (generated from a machine) and the auth
 * screens mounted as the app mounts them, inside AuthLayout.
 */

/**
 * One shortest path to every state, plus, for each declared transition those paths do not
 * take, the shortest path to its source state extended by that event. Still generated from
 * the machine: nothing here restates its graph.
 */
export function pathsCoveringTransitions(machine: AnyStateMachine, events: readonly EventObject[], input: unknown): MachinePath[] {
  const paths = shortestPaths(machine, events, input)
  const initial = getInitialSnapshot(machine, input as never)
  const extra: MachinePath[] = []
  for (const missing of coverageOf(machine, paths).missingTransitions) {
    const separator = missing.lastIndexOf(':')
    const stateId = missing.slice(0, separator)
    const eventType = missing.slice(separator + 1)
    const base = paths.find((p) => p.steps.at(-1)!.state._nodes.some((n) => n.id === stateId))
    const event = events.find((e) => e.type === eventType)
    if (!base || !event) continue
    // replay from the start so the extension's snapshot is the machine's own answer
    let snapshot = initial
    for (const e of base.events) snapshot = getNextSnapshot(machine, snapshot, e as never)
    const next = getNextSnapshot(machine, snapshot, event as never) as unknown as MachinePath['steps'][number]['state']
    extra.push({
      target: JSON.stringify(next.value),
      events: [...base.events, event],
      steps: [...base.steps, { event, state: next }],
    })
  }
  return [...paths, ...extra]
}

/** Readable name of a path for the test title. */
export function describePath(path: MachinePath): string {
  const names = path.events.map((e) => e.type.replace(/^xstate\.(done|error)\.actor\./, '$1:').replace(/^xstate\.after\.(\w+)\..*$/, 'after:$1'))
  return `${names.join(' > ') || '(start)'} => ${path.target}`
}

function HomeProbe() {
  const location = useLocation()
  return <p>{`Home page at ${location.pathname}`}</p>
}

export const authRoutes: RouteObject[] = [
  {
    element: <AuthLayout />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/forget-password', element: <ForgetPasswordPage /> },
      { path: '/verify-otp', element: <VerifyOtpPage /> },
    ],
  },
  { path: '/', element: <HomeProbe /> },
  { path: '/cart', element: <p>Cart page</p> },
]

export function renderAuth(entry: string | { pathname: string; state: unknown }) {
  return renderRoutes(authRoutes, [entry as string])
}

/** The six-digit code from the 'Your OTP is ...' notice. */
export async function readShownCode(): Promise<string> {
  const notice = await screen.findByText(/^Your OTP is \d{6}$/, {}, { timeout: 4000 })
  return notice.textContent!.replace(/\D/g, '')
}

/** A toast with exactly this text is on screen. */
export async function expectToast(message: string): Promise<void> {
  await screen.findByText(message, { selector: '.mantine-Notification-description, .mantine-Notification-description *' }, { timeout: 4000 })
}

/** The six boxes of the code entry. */
export function codeBoxes(): HTMLInputElement[] {
  const group = screen.getByRole('group', { name: 'One-time code' })
  return within(group).getAllByRole('textbox') as HTMLInputElement[]
}
