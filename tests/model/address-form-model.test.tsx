import { notifications } from '@mantine/notifications'
import { act, screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { useActorRef } from '@xstate/react'
import { afterAll, describe, expect, it } from 'vitest'
import { mockBackend } from '../../mocks/node'
import { listAddresses } from '../../mocks/use-cases/addresses'
import { setScenario } from '../../mocks/scenarios'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { AddressBook } from '../../src/features/addresses/public/address-book'
import { addressBookMachine } from '../../src/machines/address-book.machine'
import {
  addressFormError,
  addressFormMachine,
  type AddressField,
  type AddressFormContext,
} from '../../src/machines/address-form.machine'
import { renderWithProviders, setupMockBackend, signInAsDemoBuyer } from '../setup/render'
import { coveringPaths, describePath, gateCall, type PathEvent } from './checkout-model-support'
import { coverageOf, printCoverage, type MachinePath } from './machine-paths'

/*
 * Paths generated from the add-address popup's machine, played in the popup with the fake
 * backend answering: typing, switching between manual and map mode, picking a city (the map's
 * keyboard alternative), Save and Cancel are the buyer's; done/error is the backend accepting or
 * failing the held POST /address (a failed add is silent, SPEC 8).
 */
setupMockBackend()

const change = (field: AddressField, value: string): PathEvent => ({ type: 'addressForm.change', field, value })
const PLACE = { city: 'Kanpur', state: 'Uttar Pradesh', country: 'India' }
const events: PathEvent[] = [
  change('alternativePhoneNumber', '9876501234'),
  change('alternativePhoneNumber', '12345'),
  change('address', 'Plot 9, GIDC Estate'),
  change('city', 'Surat'),
  change('state', 'Gujarat'),
  { type: 'addressForm.useMap' },
  { type: 'addressForm.useManual' },
  { type: 'addressForm.pickPlace', place: PLACE },
  { type: 'addressForm.submit' },
  { type: 'addressForm.cancel' },
  { type: 'xstate.done.actor.saveAddress', output: { msg: 'Address added successfully' } },
  { type: 'xstate.error.actor.saveAddress', error: new Error('HTTP 500') },
]

type Step = MachinePath['steps'][number]
const contextOf = (state: Step['state']) => (state as unknown as { context: AddressFormContext }).context
const valueOf = (state: Step['state']) => String(state.value)

const paths = coveringPaths(addressFormMachine, events, {
  input: { mode: 'add', userName: DEMO_BUYER.name },
  // the submit guard reads the fields; the pick needs map mode
  serialize: (s) => {
    const c = (s as unknown as { context: AddressFormContext }).context
    const filled = (['alternativePhoneNumber', 'address', 'city', 'state'] as const).map((f) => c.fields[f] !== '')
    return JSON.stringify([s.value, c.entry, filled, addressFormError(c.fields)])
  },
  isFeasible: (p) =>
    p.steps.every((step, i) => i === 0 || step.event.type !== 'addressForm.pickPlace' || contextOf(p.steps[i - 1]!.state).entry === 'map'),
})
const executed: MachinePath[] = []

function Harness() {
  const actor = useActorRef(addressBookMachine, { input: { userName: DEMO_BUYER.name } })
  return <AddressBook actor={actor} />
}

const LABELS: Record<AddressField, RegExp> = {
  name: /^Name/,
  tag: /^Tag/,
  address: /^Address/,
  city: /^City/,
  state: /^State/,
  pinCode: /^Pin Code/,
  alternativePhoneNumber: /^Phone Number/,
  country: /^Country/,
}
const dialog = () => screen.getByRole('dialog', { name: 'Add New Address' })
const field = (name: AddressField) => within(dialog()).getByRole('textbox', { name: LABELS[name] })
const ownAddresses = () => listAddresses(mockBackend, DEMO_BUYER.id).data

/** What the buyer must see in each state. */
async function expectScreen(state: Step['state'], toast: string | null, addressesAtStart: number) {
  // the toast, not the phone's inline mark, which may say the same words
  if (toast) expect(await screen.findByText(toast, { selector: '.mantine-Notification-description' })).toBeInTheDocument()
  const value = valueOf(state)
  const context = contextOf(state)
  if (value === 'editing' || value === 'saving') {
    const save = await within(dialog()).findByRole('button', { name: value === 'saving' ? 'Saving...' : 'Save Address' })
    expect(save).toHaveProperty('disabled', value === 'saving')
    for (const name of Object.keys(LABELS) as AddressField[]) {
      expect(field(name)).toHaveValue(context.fields[name])
      // the machine's marks, each under its field
      const mark = context.fieldErrors[name]
      if (mark) expect(field(name)).toHaveAccessibleDescription(mark)
      else expect(field(name)).not.toHaveAttribute('aria-invalid')
    }
    const mode = context.entry === 'map' ? 'Pick on Map' : 'Enter Manually'
    expect(within(dialog()).getByRole('radio', { name: mode })).toBeChecked()
    if (context.entry === 'map') {
      expect(await within(dialog()).findByRole('button', { name: /^Map of India/ }, { timeout: 5000 })).toBeInTheDocument()
      if (context.picked) expect(within(dialog()).getByText(`Picked: ${PLACE.city}, ${PLACE.state}, India`)).toBeInTheDocument()
    } else {
      expect(within(dialog()).queryByRole('button', { name: /^Map of India/ })).toBeNull()
    }
    return
  }
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  if (value === 'saved') {
    // saved with the user's name, since the name was left blank (SPEC 5)
    await waitFor(() => expect(ownAddresses()).toHaveLength(addressesAtStart + 1))
    expect(ownAddresses().at(-1)!.name).toBe(DEMO_BUYER.name)
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(addressesAtStart + 1))
    return
  }
  if (value !== 'cancelled') throw new Error(`no screen check for state ${value}`)
  expect(ownAddresses()).toHaveLength(addressesAtStart)
}

/** Plays one event, and answers the toast it should raise. */
async function play(user: UserEvent, event: PathEvent, before: Step['state'], after: Step['state'], gate: { current: ReturnType<typeof gateCall> | null }) {
  switch (event.type) {
    case 'addressForm.change': {
      const input = field(event.field as AddressField)
      await user.clear(input)
      await user.type(input, String(event.value))
      return null
    }
    case 'addressForm.useMap':
      await user.click(within(dialog()).getByText('Pick on Map'))
      return null
    case 'addressForm.useManual':
      await user.click(within(dialog()).getByText('Enter Manually'))
      return null
    case 'addressForm.pickPlace':
      await user.selectOptions(await within(dialog()).findByRole('combobox', { name: 'Nearest city' }), PLACE.city)
      return null
    case 'addressForm.submit':
      if (valueOf(after) === 'saving') gate.current = gateCall('post', '*/api/address')
      await user.click(within(dialog()).getByRole('button', { name: 'Save Address' }))
      return addressFormError(contextOf(before).fields)
    case 'addressForm.cancel':
      await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }))
      return null
    case 'xstate.done.actor.saveAddress':
    case 'xstate.error.actor.saveAddress':
      setScenario('addAddress', event.type.startsWith('xstate.done') ? 'success' : 'server-error')
      await gate.current!.arrived
      gate.current!.release()
      // a failed add stays silent: the popup keeps what was typed
      return null
    default:
      throw new Error(`no action for ${event.type}`)
  }
}

describe('add-address popup paths', () => {
  afterAll(() => printCoverage(coverageOf(addressFormMachine, executed)))

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_, path) => {
    await signInAsDemoBuyer()
    const addressesAtStart = ownAddresses().length
    const { user } = renderWithProviders(<Harness />, { route: '/checkout', path: '/checkout' })
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(addressesAtStart))
    await user.click(screen.getByRole('button', { name: 'Add New Address' }))
    await expectScreen(path.steps[0]!.state, null, addressesAtStart)
    const gate: { current: ReturnType<typeof gateCall> | null } = { current: null }
    for (const [i, step] of path.steps.entries()) {
      if (i === 0) continue
      act(() => notifications.clean())
      const toast = await play(user, step.event as PathEvent, path.steps[i - 1]!.state, step.state, gate)
      await expectScreen(step.state, toast, addressesAtStart)
      setScenario('addAddress', 'success')
    }
    if (path.events.some((e) => e.type === 'xstate.error.actor.saveAddress')) {
      // silent: no toast was shown for the failed add
      expect(screen.queryByText('Something went wrong')).toBeNull()
    }
    executed.push(path)
    // a long path renders and answers many calls: allow for a busy 2-core machine
  }, 60_000)
})
