import { act, configure, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MOCK_LOCATION } from '../../mocks/handlers/geolocation-handler'
import { server } from '../../mocks/node'
import type { ScenarioMode } from '../../contracts/mock-control'
import { setScenario } from '../../mocks/scenarios'
import { Header } from '../../src/features/layout/header'
import { locationMachine } from '../../src/machines/location.machine'
import { renderWithProviders, setupMockBackend, signInAsDemoBuyer } from '../setup/render'
import { RequestGate } from './app-model-support'
import { pathName, pathsCoveringTransitions, walk, type ModelEvent } from './catalogue-model-paths'
import { expectCoverage, reportCoverage, type CoverageExceptions } from './coverage-report'
import type { MachinePath } from './machine-paths'
import { withoutPrefixPaths } from './world-paths'

/*
 * Paths generated from the location machine, executed on the signed-in header (SPEC 2, Layout:
 * 'postal code, city, country' from a public IP-geolocation lookup). The lookup waits at a gate
 * until the path's next step is the lookup answering: with a place, or with nothing usable (no
 * answer at all, a 500, or an answer without a place), which leaves the line out, silently and
 * without a retry.
 */
setupMockBackend()
configure({ asyncUtilTimeout: 5000 })

const DONE = 'xstate.done.actor.lookUpLocation'
const LINE = `${MOCK_LOCATION.postal}, ${MOCK_LOCATION.city}, ${MOCK_LOCATION.country_name}`

const located: ModelEvent = { type: DONE, output: LINE }
const noPlace: ModelEvent = { type: DONE, output: null }
// the error event is left out: no screen can cause it (see the exception)
const events = [located, noPlace]

/** Transitions no screen can take, and why. */
const exceptions: CoverageExceptions = {
  'location.lookingUp:xstate.error.actor.lookUpLocation':
    'lookUpLocation (src/services/geolocation-service.ts) catches every failure, a rejected fetch and an aborted ' +
    'one included, and answers null: the actor never rejects, so a failed lookup reaches `unknown` through onDone ' +
    'with no place (the paths play it as no answer, a 500 and an answer without a place)',
}

/** How the geolocation stand-in answers a path's done event. */
const answers = { place: 'success', network: 'network', 'server-error': 'server-error', empty: 'empty' } as const satisfies Record<
  string,
  ScenarioMode
>
type Answer = keyof typeof answers

/** Generated paths, each with the answer the backend gives (no place: no answer at all). */
const generated = withoutPrefixPaths(pathsCoveringTransitions(locationMachine, events, undefined)).map((path) => {
  const answer: Answer = (path.events[0] as ModelEvent).output === LINE ? 'place' : 'network'
  return { path, answer }
})
/** The other ways of having no usable place, walked through the machine the same way. */
const journeys = (['server-error', 'empty'] as const).map((answer) => ({ path: walk(locationMachine, undefined, [noPlace]), answer }))
const cases = [...generated, ...journeys].map((c) => [`${pathName(c.path)} (lookup answers: ${c.answer})`, c] as const)
const executed: MachinePath[] = []

let gate: RequestGate
beforeEach(() => {
  gate = new RequestGate('get', '*/geo/json')
})
afterEach(() => gate.releaseAll())

/** How many lookups have been answered (whatever the answer). */
let answered = 0
const countAnswers = ({ request }: { request: Request }) => {
  if (request.url.endsWith('/geo/json')) answered++
}
beforeEach(() => {
  answered = 0
  server.events.on('request:end', countAnswers)
})
afterEach(() => server.events.removeListener('request:end', countAnswers))

describe('location machine paths, executed on the signed-in header', () => {
  afterAll(() => reportCoverage(locationMachine, executed, exceptions))

  it.each(cases)('%s', async (_, { path, answer }) => {
    await signInAsDemoBuyer()
    renderWithProviders(<Header />)
    // lookingUp: the lookup is under way and the line's box is empty
    await gate.arrived(1)
    expect(await screen.findByRole('link', { name: 'Account' })).toBeInTheDocument()
    expect(screen.queryByText(/Your location/)).not.toBeInTheDocument()

    for (const step of path.steps.slice(1)) {
      if (step.event.type !== DONE) throw new Error(`no backend answer for ${step.event.type}`)
      setScenario('geolocation', answers[answer])
      await gate.answer()
      if (step.state.value === 'located') {
        expect(await screen.findByText(LINE)).toBeInTheDocument()
        expect(screen.getByText('Your location:')).toBeInTheDocument()
      } else {
        // unknown: the answer arrived and the line stays out, with no toast and no second lookup
        await waitFor(() => expect(answered).toBe(1))
        await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
        expect(screen.queryByText(/Your location/)).not.toBeInTheDocument()
        expect(screen.queryByText(LINE)).not.toBeInTheDocument()
        expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      }
      expect(gate.arrivals).toBe(1)
    }
    executed.push(path)
  })

  it('reaches every state and takes every transition a screen can take', () => {
    expectCoverage(locationMachine, executed, exceptions)
  })
})
