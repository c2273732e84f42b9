import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { describe, expect, it } from 'vitest'
import { mockBackend, server } from '../../mocks/node'
import { listAddresses } from '../../mocks/use-cases/addresses'
import { setScenario } from '../../mocks/scenarios'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { AddressBook } from '../../src/features/addresses/public/address-book'
import { MAP_SIZE, project } from '../../src/lib/india-geo/projection'
import { addressBookMachine } from '../../src/machines/address-book.machine'
import { renderWithProviders, setupMockBackend, signInAsDemoBuyer } from '../setup/render'

/*
 * The saved-address cards and the add and edit popups (SPEC 2 Address popups, SPEC 5 address
 * rules, SPEC 8 messages), on the real address book with the fake backend answering.
 */
setupMockBackend()

function Harness() {
  const actor = useActorRef(addressBookMachine, { input: { userName: DEMO_BUYER.name } })
  return <AddressBook actor={actor} />
}

const own = () => listAddresses(mockBackend, DEMO_BUYER.id).data
const setOwn = (change: (a: ReturnType<typeof own>[number]) => ReturnType<typeof own>[number] | null) =>
  mockBackend.db.put(
    'addresses',
    mockBackend.db.get('addresses').flatMap((a) => {
      if (a.userId !== DEMO_BUYER.id) return [a]
      const next = change(a)
      return next ? [{ ...a, ...next }] : []
    }),
  )

async function renderBook() {
  await signInAsDemoBuyer()
  const view = renderWithProviders(<Harness />, { route: '/checkout', path: '/checkout' })
  return view
}

const dialog = (name: string) => screen.getByRole('dialog', { name })
const box = (scope: HTMLElement, label: RegExp) => within(scope).getByRole('textbox', { name: label })
/** A toast (not a field's inline mark, which may say the same words). */
const findToast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-description' })

describe('address cards', () => {
  it("shows 'Loading...', then each address with its tag, street, city, state, pin code and phone", async () => {
    setOwn((a) => (a.tag === 'Home' ? { ...a, name: '' } : a))
    await renderBook()
    expect(screen.getByText('Loading...')).toBeInTheDocument()
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(own().length))
    const home = own().find((a) => a.tag === 'Home')!
    // no name of its own: the card shows the user's
    const radio = screen.getByRole('radio', { name: DEMO_BUYER.name })
    expect(radio).toBeChecked()
    const card = radio.closest('[data-selected]') as HTMLElement
    expect(within(card).getByText('Home')).toBeInTheDocument()
    expect(within(card).getByText(home.address)).toBeInTheDocument()
    expect(within(card).getByText(`${home.city}, ${home.state} - ${home.pinCode}`)).toBeInTheDocument()
    expect(within(card).getByText(`Phone: ${home.alternativePhoneNumber}`)).toBeInTheDocument()
  })

  it("says 'No addresses found' when there are none", async () => {
    setOwn(() => null)
    await renderBook()
    expect(await screen.findByText('No addresses found')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add New Address' })).toBeEnabled()
  })
})

describe('add address popup', () => {
  it('opens in manual mode and checks the required fields, then the phone, marking them and sending nothing until both hold', async () => {
    let posts = 0
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/api/address')) posts++
    })
    const { user } = await renderBook()
    await user.click(await screen.findByRole('button', { name: 'Add New Address' }))
    const popup = dialog('Add New Address')
    expect(within(popup).getByRole('radio', { name: 'Enter Manually' })).toBeChecked()
    await user.click(within(popup).getByRole('button', { name: 'Save Address' }))
    expect(await findToast('Please fill all the fields')).toBeInTheDocument()
    // beside the toast, each empty required field is marked, and focus goes to the first
    const required = [/^Phone Number/, /^Address/, /^City/, /^State/]
    for (const label of required) {
      expect(box(popup, label)).toHaveAttribute('aria-invalid', 'true')
      expect(box(popup, label)).toHaveAccessibleDescription('Required')
    }
    for (const label of [/^Name/, /^Pin Code/, /^Country/, /^Tag/]) expect(box(popup, label)).not.toHaveAttribute('aria-invalid')
    await waitFor(() => expect(box(popup, /^Phone Number/)).toHaveFocus())

    await user.type(box(popup, /^Phone Number/), '98765')
    // editing a field drops its mark only
    expect(box(popup, /^Phone Number/)).not.toHaveAttribute('aria-invalid')
    expect(box(popup, /^Address/)).toHaveAttribute('aria-invalid', 'true')
    await user.type(box(popup, /^Address/), '4 Mill Road')
    await user.type(box(popup, /^City/), 'Ludhiana')
    await user.type(box(popup, /^State/), 'Punjab')
    await user.click(within(popup).getByRole('button', { name: 'Save Address' }))
    expect(await findToast('Please enter a valid phone number')).toBeInTheDocument()
    expect(box(popup, /^Phone Number/)).toHaveAccessibleDescription('Please enter a valid phone number')
    for (const label of required.slice(1)) expect(box(popup, label)).not.toHaveAttribute('aria-invalid')
    await waitFor(() => expect(box(popup, /^Phone Number/)).toHaveFocus())
    expect(posts).toBe(0)

    await user.clear(box(popup, /^Phone Number/))
    await user.type(box(popup, /^Phone Number/), '9876512345')
    await user.type(box(popup, /^Tag/), 'Godown')
    await user.click(within(popup).getByRole('button', { name: 'Save Address' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const added = own().at(-1)!
    expect(added).toMatchObject({ name: DEMO_BUYER.name, address: '4 Mill Road', city: 'Ludhiana', state: 'Punjab', country: 'India', tag: 'Godown' })
    expect(posts).toBe(1)
    server.events.removeAllListeners()
    // much typing, one key at a time: allow for a busy machine
  }, 60_000)

  it('fills city, state and country from a point picked on the map, and refuses the sea', async () => {
    const { user } = await renderBook()
    await user.click(await screen.findByRole('button', { name: 'Add New Address' }))
    const popup = dialog('Add New Address')
    await user.click(within(popup).getByText('Pick on Map'))
    const map = await within(popup).findByRole('button', { name: 'Map of India' }, { timeout: 5000 })
    // jsdom lays nothing out: give the map its drawn size so a click maps to a place
    map.getBoundingClientRect = () => ({ left: 0, top: 0, width: MAP_SIZE.width, height: MAP_SIZE.height }) as DOMRect
    // keyboard: the cross starts in the middle of India; Enter picks under it
    map.focus()
    await user.keyboard('{Enter}')
    expect(await within(popup).findByText('Picked: Jabalpur, Madhya Pradesh, India')).toBeInTheDocument()

    const sea = project({ lon: 85, lat: 15 })
    fireEvent.click(map, { clientX: sea.x, clientY: sea.y })
    expect(await within(popup).findByText(/That point is outside India/)).toBeInTheDocument()

    const nearKanpur = project({ lon: 80.2, lat: 26.5 })
    fireEvent.click(map, { clientX: nearKanpur.x, clientY: nearKanpur.y })
    expect(await within(popup).findByText('Picked: Kanpur, Uttar Pradesh, India')).toBeInTheDocument()
    expect(box(popup, /^City/)).toHaveValue('Kanpur')
    expect(box(popup, /^State/)).toHaveValue('Uttar Pradesh')
    expect(box(popup, /^Country/)).toHaveValue('India')
    expect(within(popup).getByRole('button', { name: 'Map of India, Kanpur, Uttar Pradesh picked' })).toBeInTheDocument()
  })
})

describe('edit address popup', () => {
  it("shows the server's message on success and saves the change", async () => {
    const { user } = await renderBook()
    await waitFor(() => expect(screen.getAllByRole('radio').length).toBeGreaterThan(0))
    const target = own()[1]!
    await user.click(screen.getByRole('button', { name: `Edit address of ${target.name}` }))
    const popup = dialog('Edit Address')
    expect(box(popup, /^City/)).toHaveValue(target.city)
    await user.clear(box(popup, /^Pin Code/))
    await user.type(box(popup, /^Pin Code/), '400001')
    await user.click(within(popup).getByRole('button', { name: 'Update Address' }))
    expect(await screen.findByText('Address updated successfully')).toBeInTheDocument()
    await waitFor(() => expect(own()[1]!.pinCode).toBe('400001'))
  })

  it("shows the server's message on failure, or 'Something went wrong' without one, and keeps the popup", async () => {
    const { user } = await renderBook()
    await waitFor(() => expect(screen.getAllByRole('radio').length).toBeGreaterThan(0))
    const target = own()[0]!
    await user.click(screen.getByRole('button', { name: `Edit address of ${target.name}` }))
    const popup = dialog('Edit Address')
    setScenario('editAddress', 'server-error', { status: 400, msg: 'Pin code does not match the city' })
    await user.click(within(popup).getByRole('button', { name: 'Update Address' }))
    expect(await screen.findByText('Pin code does not match the city')).toBeInTheDocument()
    setScenario('editAddress', 'network')
    await user.click(await within(popup).findByRole('button', { name: 'Update Address' }))
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Edit Address' })).toBeInTheDocument()
  })
})
