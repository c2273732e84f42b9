import { notifications } from '@mantine/notifications'
import { act, screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { useActorRef } from '@xstate/react'
import type { EventObject } from 'xstate'
import { afterAll, describe, expect, it } from 'vitest'
import { mockBackend } from '../../mocks/node'
import { listAddresses } from '../../mocks/use-cases/addresses'
import { setScenario } from '../../mocks/scenarios'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { AddressBook } from '../../src/features/addresses/public/address-book'
import { addressBookMachine } from '../../src/machines/address-book.machine'
import { renderWithProviders, setupMockBackend, signInAsDemoBuyer } from '../setup/render'
import { coveringPaths, describePath, gateCall, type PathEvent } from './checkout-model-support'
import { coverageOf, printCoverage, type MachinePath } from './machine-paths'

/*
 * Paths generated from the address book (checkout step 1), played on its screen with the fake
 * backend answering: choosing a card, Delete, Cancel, Add New Address, edit, and saving or
 * cancelling a popup are the buyer's; the machine's done/error events are the backend answering
 * the held call (a failed deletion included, which only re-enables the buttons).
 */
setupMockBackend()

const seeded = listAddresses(mockBackend, DEMO_BUYER.id).data
const [first, second, third] = seeded as [(typeof seeded)[number], (typeof seeded)[number], (typeof seeded)[number]]
const events: PathEvent[] = [
  { type: 'addresses.reload' },
  { type: 'addresses.select', id: second._id },
  { type: 'addresses.askDelete', id: third._id },
  { type: 'addresses.cancelDelete' },
  { type: 'addresses.confirmDelete' },
  { type: 'addresses.openAdd' },
  { type: 'addresses.openEdit', id: first._id },
  { type: 'xstate.done.actor.loadAddresses', output: seeded },
  { type: 'xstate.error.actor.loadAddresses', error: new Error('HTTP 500') },
  { type: 'xstate.done.actor.selectAddress', output: { msg: 'ok' } },
  { type: 'xstate.error.actor.selectAddress', error: new Error('HTTP 500') },
  { type: 'xstate.done.actor.deleteAddress', output: { msg: 'ok' } },
  { type: 'xstate.error.actor.deleteAddress', error: new Error('HTTP 500') },
  { type: 'xstate.done.actor.addressForm', output: { saved: true } },
  { type: 'xstate.done.actor.addressForm', output: { saved: false } },
]

type Step = MachinePath['steps'][number]
const valueOf = (state: Step['state']) => String(state.value)

/** The screen offers Try again only after a failed load, and never a card that was deleted. */
function isFeasible(path: MachinePath): boolean {
  let thirdDeleted = false
  return path.steps.every((step, i) => {
    if (i === 0) return true
    const before = valueOf(path.steps[i - 1]!.state)
    const e = step.event as EventObject & { id?: string }
    if (e.type === 'addresses.reload' && before !== 'failed') return false
    if (e.id === third._id && thirdDeleted) return false
    if (e.type === 'xstate.done.actor.deleteAddress') thirdDeleted = true
    return true
  })
}

const paths = coveringPaths(addressBookMachine, events, { input: { userName: DEMO_BUYER.name }, isFeasible })
const executed: MachinePath[] = []

const backendList = () => listAddresses(mockBackend, DEMO_BUYER.id).data
const nameOf = (a: (typeof seeded)[number]) => a.name || DEMO_BUYER.name

function Harness() {
  const actor = useActorRef(addressBookMachine, { input: { userName: DEMO_BUYER.name } })
  return <AddressBook actor={actor} />
}

const button = (name: string | RegExp) => screen.getByRole('button', { name, hidden: true })

/** What the buyer must see in each state. */
async function expectScreen(state: Step['state'], toast: string | null) {
  if (toast) expect(await screen.findByText(toast)).toBeInTheDocument()
  const value = valueOf(state)
  switch (value) {
    case 'loading':
      expect(await screen.findByText('Loading...')).toBeInTheDocument()
      expect(button('Add New Address')).toBeDisabled()
      return
    case 'failed':
      expect(await screen.findByText('We could not load your addresses.')).toBeInTheDocument()
      expect(button('Try again')).toBeEnabled()
      return
    case 'ready': {
      const list = backendList()
      await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(list.length))
      const selected = list.find((a) => a.selected)!
      expect(screen.getByRole('radio', { name: nameOf(selected) })).toBeChecked()
      expect(screen.getAllByRole('radio').every((r) => !(r as HTMLInputElement).disabled)).toBe(true)
      expect(button('Add New Address')).toBeEnabled()
      expect(screen.queryByRole('dialog')).toBeNull()
      return
    }
    case 'selecting':
      await waitFor(() => expect(screen.getAllByRole('radio').every((r) => (r as HTMLInputElement).disabled)).toBe(true))
      return
    case 'confirmingDelete': {
      const dialog = await screen.findByRole('dialog')
      expect(within(dialog).getByText('Are You Sure to Delete this Address?')).toBeInTheDocument()
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled())
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled()
      return
    }
    case 'deleting': {
      const dialog = await screen.findByRole('dialog')
      expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled()
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled()
      return
    }
    case 'adding': {
      const dialog = await screen.findByRole('dialog', { name: 'Add New Address' })
      expect(within(dialog).getByRole('textbox', { name: /^Country/ })).toHaveValue('India')
      expect(within(dialog).getByRole('radio', { name: 'Enter Manually' })).toBeChecked()
      return
    }
    case 'editing': {
      const dialog = await screen.findByRole('dialog', { name: 'Edit Address' })
      const current = backendList().find((a) => a._id === first._id)!
      expect(within(dialog).getByRole('textbox', { name: /^Address/ })).toHaveValue(current.address)
      return
    }
    default:
      throw new Error(`no screen check for state ${value}`)
  }
}

interface Gates {
  list: ReturnType<typeof gateCall> | null
  select: ReturnType<typeof gateCall> | null
  remove: ReturnType<typeof gateCall> | null
}

async function fillNewAddress(user: UserEvent, dialog: HTMLElement) {
  const field = (name: RegExp) => within(dialog).getByRole('textbox', { name })
  await user.type(field(/^Phone Number/), '9876501234')
  await user.type(field(/^Address/), 'Plot 9, GIDC Estate')
  await user.type(field(/^City/), 'Surat')
  await user.type(field(/^State/), 'Gujarat')
}

/** Plays one event as the buyer or the backend, and answers the toast it should raise. */
async function play(user: UserEvent, event: EventObject & { id?: string; output?: { saved?: boolean } }, before: string, after: string, gates: Gates): Promise<string | null> {
  if (after === 'loading' && before !== 'loading') gates.list = gateCall('get', '*/api/addresses')
  const release = async (gate: ReturnType<typeof gateCall> | null) => {
    await gate!.arrived
    gate!.release()
  }
  switch (event.type) {
    case 'addresses.reload':
      await user.click(button('Try again'))
      return null
    case 'addresses.select':
      gates.select = gateCall('put', '*/api/address/select/:id')
      await user.click(screen.getByRole('radio', { name: nameOf(second) }))
      return null
    case 'addresses.askDelete':
      await user.click(button(`Delete address of ${nameOf(third)}`))
      return null
    case 'addresses.cancelDelete':
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }))
      return null
    case 'addresses.confirmDelete':
      gates.remove = gateCall('delete', '*/api/address/:id')
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }))
      return null
    case 'addresses.openAdd':
      await user.click(button('Add New Address'))
      return null
    case 'addresses.openEdit':
      await user.click(button(`Edit address of ${nameOf(first)}`))
      return null
    case 'xstate.done.actor.loadAddresses':
    case 'xstate.error.actor.loadAddresses':
      setScenario('addresses', event.type.startsWith('xstate.done') ? 'success' : 'server-error')
      await release(gates.list)
      return null
    case 'xstate.done.actor.selectAddress':
    case 'xstate.error.actor.selectAddress': {
      const ok = event.type.startsWith('xstate.done')
      setScenario('selectAddress', ok ? 'success' : 'server-error')
      await release(gates.select)
      return ok ? 'Address selected successfully' : 'Something went wrong'
    }
    case 'xstate.done.actor.deleteAddress':
    case 'xstate.error.actor.deleteAddress': {
      const ok = event.type.startsWith('xstate.done')
      setScenario('deleteAddress', ok ? 'success' : 'server-error')
      await release(gates.remove)
      return ok ? 'Address Deleted Successfully' : null
    }
    case 'xstate.done.actor.addressForm': {
      const dialog = screen.getByRole('dialog')
      if (!event.output?.saved) {
        await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
        return null
      }
      if (before === 'adding') {
        await fillNewAddress(user, dialog)
        await user.click(within(dialog).getByRole('button', { name: 'Save Address' }))
        return null
      }
      const street = within(dialog).getByRole('textbox', { name: /^Address/ })
      await user.clear(street)
      await user.type(street, '15, Ring Road, Textile Market')
      await user.click(within(dialog).getByRole('button', { name: 'Update Address' }))
      return 'Address updated successfully'
    }
    default:
      throw new Error(`no action for ${event.type}`)
  }
}

describe('address book paths, played on checkout step 1', () => {
  afterAll(() => printCoverage(coverageOf(addressBookMachine, executed)))

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_, path) => {
    await signInAsDemoBuyer()
    const gates: Gates = { list: gateCall('get', '*/api/addresses'), select: null, remove: null }
    const { user } = renderWithProviders(<Harness />, { route: '/checkout', path: '/checkout' })
    await expectScreen(path.steps[0]!.state, null)
    for (const [i, step] of path.steps.entries()) {
      if (i === 0) continue
      act(() => notifications.clean())
      const before = valueOf(path.steps[i - 1]!.state)
      const toast = await play(user, step.event, before, valueOf(step.state), gates)
      await expectScreen(step.state, toast)
      for (const target of ['addresses', 'selectAddress', 'deleteAddress'] as const) setScenario(target, 'success')
    }
    executed.push(path)
    // a long path renders and answers many calls: allow for a busy 2-core machine
  }, 60_000)
})
