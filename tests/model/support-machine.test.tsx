import { act, screen, waitFor } from '@testing-library/react'
import { notifications } from '@mantine/notifications'
import { http } from 'msw'
import type { EventObject } from 'xstate'
import { afterAll, describe, expect, it } from 'vitest'
import { mockBackend, server } from '../../mocks/node'
import { setScenario } from '../../mocks/scenarios'
import { SupportForm } from '../../src/features/support/public/support-form'
import { supportMachine, type SupportField, type SupportFormContext } from '../../src/machines/support.machine'
import { renderWithProviders, setupMockBackend } from '../setup/render'
import { coveringPaths, describePath } from './covering-paths'
import { coverageOf, printCoverage, type MachinePath } from './machine-paths'

/*
 * Paths generated from the support machine, executed against the rendered form with the fake
 * backend answering. A support.change is typing, support.submit a click; the machine's
 * done/error events are the backend answering, held back by a gate until that step so the
 * 'sending' screen can be seen.
 */
setupMockBackend()

const change = (field: SupportField, value: string) => ({ type: 'support.change', field, value }) as const
const events: EventObject[] = [
  change('name', 'Asha Verma'),
  change('contactDetails', 'asha@example.in'),
  change('message', 'Need 500 m of linen'),
  change('message', '   '),
  { type: 'support.submit' },
  { type: 'xstate.done.actor.sendSupport', output: { msg: 'Form submitted successfully!' } } as EventObject,
  { type: 'xstate.error.actor.sendSupport', error: new Error('HTTP 500') } as EventObject,
]

type Step = MachinePath['steps'][number]

const paths = coveringPaths(supportMachine, events)
const executed: MachinePath[] = []

const sentRequests = () => mockBackend.db.get('supportRequests')
const fieldLabel: Record<SupportField, RegExp> = { name: /^Name/, contactDetails: /^Email or Phone/, message: /^Query/ }
const field = (name: SupportField) => screen.getByRole('textbox', { name: fieldLabel[name] })

/** Holds the next POST /user/support until the path says how the backend answers. */
function gateSupportCalls() {
  let release!: () => void
  const opened = new Promise<void>((resolve) => (release = resolve))
  // answering nothing hands the request on to the fake backend's own handler
  server.use(http.post('*/api/user/support', async () => void (await opened), { once: true }))
  return release
}

function expectFields(context: Pick<SupportFormContext, SupportField>) {
  for (const name of ['name', 'contactDetails', 'message'] as const) expect(field(name)).toHaveValue(context[name])
}

const toastOf: Record<string, string> = {
  incomplete: 'Please fill all the fields',
  sent: 'Form submitted successfully!',
  failed: 'Error submitting form. Please try again.',
}

/**
 * What the user must see in each state: the fields hold the machine's values, the button
 * tells whether it can be pressed, the backend holds `sentCount` requests, and the step that
 * got here by submitting or by the backend's answer raised the state's toast.
 */
async function expectScreen(state: Step['state'], sentCount: number, answeredOrSubmitted: boolean) {
  const value = String(state.value)
  const context = (state as unknown as { context: SupportFormContext }).context
  const toast = toastOf[value]
  if (toast && answeredOrSubmitted) expect(await screen.findByText(toast)).toBeInTheDocument()
  expect(sentRequests()).toHaveLength(sentCount)
  if (value === 'sending') {
    expect(screen.getByRole('button', { name: 'Submiting...' })).toBeDisabled()
    expect(field('message')).toHaveAttribute('readonly')
    return
  }
  if (!['editing', 'incomplete', 'sent', 'failed'].includes(value)) throw new Error(`no screen check for state ${value}`)
  expectFields(context)
  // the machine's marks, each under its field
  for (const name of ['name', 'contactDetails', 'message'] as const) {
    const mark = context.fieldErrors[name]
    if (mark) expect(field(name)).toHaveAccessibleDescription(new RegExp(`^${mark}`))
    else expect(field(name)).not.toHaveAttribute('aria-invalid')
  }
  if (value === 'sent' && answeredOrSubmitted) expectFields({ name: '', contactDetails: '', message: '' })
  expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled()
  expect(field('message')).not.toHaveAttribute('readonly')
}

describe('support machine paths, executed on the Support & Help form', () => {
  afterAll(() => printCoverage(coverageOf(supportMachine, executed)))

  it.each(paths.map((p) => [describePath(p), p] as const))(
    '%s',
    async (_, path) => {
      const { user } = renderWithProviders(<SupportForm />)
      let release: (() => void) | null = null
      await expectScreen(path.steps[0]!.state, 0, false)

      for (const [i, step] of path.steps.entries()) {
        if (i === 0) continue
        const sentBefore = sentRequests().length
        act(() => notifications.clean()) // each step's toast is judged on its own
        const event = step.event as EventObject & { field?: SupportField; value?: string }
        switch (event.type) {
          case 'support.change':
            await user.clear(field(event.field!))
            if (event.value) await user.type(field(event.field!), event.value)
            break
          case 'support.submit':
            if (step.state.value === 'sending') release = gateSupportCalls()
            await user.click(screen.getByRole('button', { name: /Submit/ }))
            break
          case 'xstate.done.actor.sendSupport':
          case 'xstate.error.actor.sendSupport':
            setScenario('support', event.type.startsWith('xstate.done') ? 'success' : 'server-error')
            release!()
            break
          default:
            throw new Error(`no user action for ${event.type}`)
        }
        const answered = event.type === 'xstate.done.actor.sendSupport' || event.type === 'xstate.error.actor.sendSupport'
        const sentNow = sentBefore + (event.type === 'xstate.done.actor.sendSupport' ? 1 : 0)
        await expectScreen(step.state, sentNow, answered || event.type === 'support.submit')
      }
      release?.() // a path that ends while sending lets the held call go
      await waitFor(() => expect(screen.getByRole('form')).toBeInTheDocument())
      executed.push(path)
    },
  )

  it('reaches every state and takes every transition of the machine', () => {
    const coverage = coverageOf(supportMachine, paths)
    expect(coverage.missingStates).toEqual([])
    expect(coverage.missingTransitions).toEqual([])
  })
})
