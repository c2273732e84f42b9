import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Product } from '../../contracts/product'
import { mockBackend } from '../../mocks/node'
import { fixedMessage, runFailureRow, serverMessageOr, silent, SLOW, titled, type FailureRow } from '../support/failure-table'
import { setupMockBackend } from '../setup/render'

/*
 * A malformed answer (200, but not what the contract promises) on the main screens: the HTTP
 * client rejects it with a DecodeError (tests/contract/fuzz-responses covers every call), and
 * the screen shows its failure state (its message, never a blank screen or a crash) with its
 * controls usable.
 */
setupMockBackend()

const button = (name: string | RegExp) => screen.getByRole('button', { name })
const dialog = (name: string) => screen.getByRole('dialog', { name })

const rows: FailureRow[] = [
  {
    call: 'products',
    label: 'the listing',
    path: '/products',
    signedIn: false,
    fails: 'load',
    failsWhen: (request) => new URL(request.url).searchParams.has('page'),
    expected: silent,
    screenShows: 'Products could not be loaded',
    control: () => button('Try again'),
  },
  {
    call: 'highlights',
    label: 'the start-up load (categories and the landing\'s highlights)',
    path: '/',
    signedIn: false,
    fails: 'load',
    expected: fixedMessage('Error fetching data'),
    screenShows: 'New arrivals could not be loaded.',
    control: () => button('Try again'),
  },
  {
    call: 'product',
    label: 'one product (a product page opened by its address)',
    path: `/product/${(mockBackend.db.get('products') as readonly Product[])[0]!._id}`,
    signedIn: false,
    fails: 'load',
    // SPEC 8 has no entry: no toast, the page's own failure state instead
    expected: silent,
    screenShows: 'This product could not be loaded',
    control: () => button('Try again'),
  },
  {
    call: 'cart',
    label: 'the cart',
    path: '/cart',
    signedIn: true,
    fails: 'load',
    expected: serverMessageOr('Something went wrong'),
    screenShows: 'We could not load your cart.',
    control: () => button('Try again'),
  },
  {
    call: 'orderList',
    label: 'the order history',
    path: '/user-profile?section=orderHistory',
    signedIn: true,
    fails: 'load',
    // SPEC 8: silent; the section keeps its heading and claims nothing about the orders
    expected: silent,
  },
  {
    call: 'addresses',
    label: 'the checkout addresses',
    path: '/checkout',
    signedIn: true,
    fails: 'load',
    expected: silent,
    screenShows: 'We could not load your addresses.',
    control: () => button('Try again'),
  },
  {
    call: 'addReview',
    label: 'a review submitted on the product page',
    path: `/product/:first`,
    signedIn: true,
    fails: 'action',
    ready: () => screen.findByRole('button', { name: 'Review Your Purchase' }, SLOW),
    act: async (user) => {
      await user.click(button('Review Your Purchase'))
      const form = await screen.findByRole('dialog', { name: 'Review Your Purchase' })
      await user.click(within(form).getByRole('radio', { name: '4 stars' }))
      await user.type(within(form).getByRole('textbox', { name: /Your review/ }), 'Soft hand, true colour.')
      await user.click(within(form).getByRole('button', { name: 'Submit Review' }))
    },
    expected: serverMessageOr('Failed to add review'),
    control: () => within(dialog('Review Your Purchase')).getByRole('button', { name: 'Submit Review' }),
  },
]

const withPath = (row: FailureRow): FailureRow =>
  row.path === '/product/:first' ? { ...row, path: `/product/${mockBackend.db.get('products')[0]!._id}` } : row

describe.each(titled(rows))('a malformed answer for %s', (_, row) => {
  it('shows the failure state, not a blank screen', async () => {
    await runFailureRow(withPath(row), 'malformed')
    if (row.call === 'orderList') {
      expect(screen.getByRole('heading', { name: 'Order History' })).toBeInTheDocument()
      await waitFor(() => expect(screen.queryByText('You have not placed any orders yet.')).not.toBeInTheDocument())
    }
  })
})
