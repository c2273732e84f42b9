import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mockBackend } from '../../mocks/node'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { failureModes } from '../support/forced-failures'
import {
  fixedMessage,
  popup,
  runFailureRow,
  serverMessageOr,
  silent,
  SLOW,
  titled,
  type FailureRow,
} from '../support/failure-table'
import { setupMockBackend } from '../setup/render'

/*
 * SPEC 8 per call, account, addresses, checkout and reviews: for a dropped connection, a 500
 * with a msg and a proxy's 503 HTML page, the exact message (or silence, or the Payment Failure
 * popup), and the triggering control usable again; for a 401, the session ends.
 */
setupMockBackend()

const button = (name: string | RegExp) => screen.getByRole('button', { name })
const findButton = (name: string | RegExp) => screen.findByRole('button', { name }, SLOW)
const dialog = (name: string) => screen.getByRole('dialog', { name })

const buyerAddresses = () => mockBackend.db.get('addresses').filter((a) => a.userId === DEMO_BUYER.id)
/** The name an address card shows (its own, else the user's). */
const cardName = (address: { name?: string | null }) => address.name?.trim() || DEMO_BUYER.name
const unselectedAddress = () => buyerAddresses().find((a) => !a.selected)!
const firstAddress = () => buyerAddresses()[0]!

/** A product the fake backend has, for the review popup. */
const productPath = () => `/product/${mockBackend.db.get('products')[0]!._id}`

/** Walks the checkout to step 3, wherever `?step=payment` lands (the machine may send it back). */
async function reachPayment(user: UserEvent): Promise<void> {
  await waitFor(() => expect(screen.getByRole('button', { name: /^(Next|Place Order)$/ })).toBeEnabled(), SLOW)
  for (let step = 0; step < 2 && !screen.queryByRole('button', { name: 'Place Order' }); step++) {
    await user.click(button('Next'))
    await waitFor(() => expect(screen.getByRole('button', { name: /^(Next|Place Order)$/ })).toBeEnabled(), SLOW)
  }
  await waitFor(() => expect(button('Place Order')).toBeEnabled(), SLOW)
}

async function fill(user: UserEvent, scope: HTMLElement, label: string | RegExp, text: string) {
  const field = within(scope).getByRole('textbox', { name: label })
  await user.clear(field)
  await user.type(field, text)
}

const rows: FailureRow[] = [
  {
    call: 'orderList',
    path: '/user-profile?section=orderHistory',
    signedIn: true,
    fails: 'load',
    expected: silent,
  },
  {
    call: 'support',
    path: '/contact-us',
    signedIn: false,
    fails: 'action',
    ready: () => findButton('Send Message'),
    act: async (user) => {
      const form = screen.getByRole('form', { name: 'Get In Touch' })
      await fill(user, form, /^Name/, 'Meera')
      await fill(user, form, /^Contact Details/, 'meera@handlooms.in')
      await fill(user, form, /^Message/, 'Do you sell organic cotton?')
      await user.click(button('Send Message'))
    },
    expected: fixedMessage('Error submitting form. Please try again.'),
    control: () => button('Send Message'),
  },
  {
    call: 'editUser',
    path: '/user-profile',
    signedIn: true,
    fails: 'action',
    ready: () => findButton('Save Changes'),
    act: (user) => user.click(button('Save Changes')),
    expected: fixedMessage('Please Try Again'),
    control: () => button('Save Changes'),
  },
  {
    call: 'addresses',
    path: '/checkout',
    signedIn: true,
    fails: 'load',
    // SPEC 8 has no words for it: the step's own failure state, with a way to retry
    expected: silent,
    screenShows: 'We could not load your addresses.',
    control: () => button('Try again'),
  },
  {
    call: 'addAddress',
    path: '/checkout',
    signedIn: true,
    fails: 'action',
    ready: async () => waitFor(() => expect(button('Add New Address')).toBeEnabled(), SLOW),
    act: async (user) => {
      await user.click(button('Add New Address'))
      const form = await screen.findByRole('dialog', { name: 'Add New Address' })
      await fill(user, form, /^Phone Number/, '9812345670')
      await fill(user, form, /^Address/, '12 Loom Street')
      await fill(user, form, /^City/, 'Surat')
      await fill(user, form, /^State/, 'Gujarat')
      await fill(user, form, /^Country/, 'India')
      await user.click(within(form).getByRole('button', { name: 'Save Address' }))
    },
    expected: silent,
    control: () => within(dialog('Add New Address')).getByRole('button', { name: 'Save Address' }),
  },
  {
    call: 'editAddress',
    path: '/checkout',
    signedIn: true,
    fails: 'action',
    ready: () => findButton(`Edit address of ${cardName(firstAddress())}`),
    act: async (user) => {
      await user.click(button(`Edit address of ${cardName(firstAddress())}`))
      const form = await screen.findByRole('dialog', { name: 'Edit Address' })
      await user.click(within(form).getByRole('button', { name: 'Update Address' }))
    },
    expected: serverMessageOr('Something went wrong'),
    control: () => within(dialog('Edit Address')).getByRole('button', { name: 'Update Address' }),
  },
  {
    call: 'selectAddress',
    path: '/checkout',
    signedIn: true,
    fails: 'action',
    ready: () => screen.findByRole('radio', { name: cardName(unselectedAddress()) }, SLOW),
    act: (user) => user.click(screen.getByRole('radio', { name: cardName(unselectedAddress()) })),
    expected: fixedMessage('Something went wrong'),
    control: () => screen.getByRole('radio', { name: cardName(unselectedAddress()) }),
  },
  {
    call: 'deleteAddress',
    path: '/checkout',
    signedIn: true,
    fails: 'action',
    ready: () => findButton(`Delete address of ${cardName(firstAddress())}`),
    act: async (user) => {
      await user.click(button(`Delete address of ${cardName(firstAddress())}`))
      const confirm = await screen.findByRole('dialog', { name: 'Delete address' })
      await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    },
    // SPEC 8: a failed deletion only re-enables the buttons
    expected: silent,
    control: () => within(dialog('Delete address')).getByRole('button', { name: 'Delete' }),
  },
  {
    call: 'buy',
    path: '/checkout?step=payment',
    signedIn: true,
    fails: 'action',
    ready: reachPayment,
    act: (user) => user.click(button('Place Order')),
    expected: popup('Payment Failure'),
    control: () => within(dialog('Payment Failure')).getByRole('button', { name: 'Try Again' }),
  },
  {
    call: 'addReview',
    path: '/product/:first',
    signedIn: true,
    fails: 'action',
    ready: () => findButton('Review Your Purchase'),
    act: async (user) => {
      await user.click(button('Review Your Purchase'))
      const form = await screen.findByRole('dialog', { name: 'Review Your Purchase' })
      await user.click(within(form).getByRole('radio', { name: '5 stars' }))
      await user.type(within(form).getByRole('textbox', { name: /Your review/ }), 'Even dye across the bolt.')
      await user.click(within(form).getByRole('button', { name: 'Submit Review' }))
    },
    expected: serverMessageOr('Failed to add review'),
    control: () => within(dialog('Review Your Purchase')).getByRole('button', { name: 'Submit Review' }),
  },
]

const withPath = (row: FailureRow): FailureRow => (row.path === '/product/:first' ? { ...row, path: productPath() } : row)

describe.each(titled(rows))('when %s fails', (_, row) => {
  const modes = failureModes.filter((m) => m !== 'malformed' && (m !== 'unauthorized' || row.signedIn))
  it.each(modes)('%s: SPEC 8 is followed and the screen stays usable', async (mode) => {
    await runFailureRow(withPath(row), mode)
  })
})
