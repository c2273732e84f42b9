import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BACK_OFFICE_MESSAGES } from '../../contracts/admin/back-office-messages'
import { STAFF_MESSAGES } from '../../contracts/admin/staff'
import { REQUIRED_FIELD_MARK } from '../../contracts/form-rules'
import { FULFILMENT_MESSAGES } from '../../contracts/fulfilment-rules'
import { PASSWORD_HINT } from '../../contracts/password-rule'
import { TRACKING_MESSAGES } from '../../contracts/tracking'
import { mockBackend } from '../../mocks/node'
import { DEMO_STAFF_PASSWORD } from '../../seed/fixtures/demo-accounts'
import { demoMember, renderAdmin, signIn } from '../support/render-back-office'
import { onTheFakeBackend } from '../support/fake-backend-lifecycle'

/*
 * The back office's screens on the fake staff API (MSW in Node keeps the session cookie as a
 * browser would): sign-in in place of any page, the navigation by role, the orders table with
 * its URL-kept filters, the order page's actions with their confirm dialogs, and the link's
 * set-password page.
 */

onTheFakeBackend()

const member = demoMember


const navLinks = () => within(screen.getByRole('navigation', { name: 'Back office' })).getAllByRole('link').map((a) => a.textContent)

/** The newest order at a status, as the fake backend holds it. */
function orderAt(status: 'Pending' | 'Ordered Placed' | 'Shipped') {
  const orders = mockBackend.db.get('orders')
  const last = (o: (typeof orders)[number]) => o.trackingDetails?.at(-1)
  const found = orders.find((o) => (status === 'Pending' ? !last(o) : last(o)?.status === status && !last(o)?.isError))
  if (!found) throw new Error(`the seed has no order at ${status}`)
  return found
}

describe('sign-in', () => {
  it('stands in for the page asked for, marks blank fields, says a wrong password, then opens that page', async () => {
    const { user, location } = renderAdmin('/orders?status=Shipped')
    expect(await screen.findByRole('heading', { name: 'Staff sign in' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(screen.getAllByText(REQUIRED_FIELD_MARK)).toHaveLength(2)

    await user.type(screen.getByRole('textbox', { name: 'Email' }), member('fulfilment').email)
    await user.type(screen.getByLabelText('Password'), 'Wrong@123')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.wrongCredentials)

    await user.clear(screen.getByLabelText('Password'))
    await user.type(screen.getByLabelText('Password'), DEMO_STAFF_PASSWORD)
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('heading', { name: 'Orders', level: 1 })).toBeInTheDocument()
    expect(location().search).toBe('?status=Shipped')
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Shipped')
  })

  it('signs out back to the form, saying so', async () => {
    const { user } = renderAdmin('/')
    await signIn(user, 'owner')
    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(await screen.findByRole('status')).toHaveTextContent(STAFF_MESSAGES.signOutDone)
    expect(screen.getByRole('heading', { name: 'Staff sign in' })).toBeInTheDocument()
  })
})

describe('the shell and the role gate', () => {
  it('shows each role only the pages it may open', async () => {
    const fulfilment = renderAdmin('/')
    await signIn(fulfilment.user, 'fulfilment')
    expect(navLinks()).toEqual(['Dashboard', 'Orders', 'Products', 'Categories', 'Coupons'])
    expect(await screen.findByText('Orders today')).toBeInTheDocument()
  })

  it('links the dashboard’s figures to the lists they count, for a role that may open them', async () => {
    const support = renderAdmin('/')
    await signIn(support.user, 'support')
    await support.user.click(await screen.findByRole('link', { name: /^Open support requests: \d+$/ }))
    await waitFor(() => expect(support.location()).toMatchObject({ pathname: '/support', search: '?status=open' }))
  })

  it("tells a member whose role may not open a page, instead of the server's 403", async () => {
    const { user } = renderAdmin('/orders')
    await signIn(user, 'catalogue')
    expect(navLinks()).toEqual(['Dashboard', 'Products', 'Categories', 'Coupons'])
    expect(await screen.findByRole('alert')).toHaveTextContent(BACK_OFFICE_MESSAGES.notForYourRole)
  })
})

describe('the orders table', () => {
  it('filters by status and searches, keeping both in the URL, and opens an order', async () => {
    const { user, location } = renderAdmin('/orders')
    await signIn(user, 'fulfilment')
    const table = await screen.findByRole('table')
    const everything = within(table).getAllByRole('row').length - 1
    expect(everything).toBe(mockBackend.db.get('orders').length)

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Shipped')
    await waitFor(() => expect(location().search).toBe('?status=Shipped'))
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row').length - 1).toBeLessThan(everything))
    for (const row of within(screen.getByRole('table')).getAllByRole('row').slice(1)) expect(row).toHaveTextContent('Shipped')

    const shipped = orderAt('Shipped')
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), shipped.orderId)
    await user.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(location().search).toBe(`?status=Shipped&search=${shipped.orderId}`))
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2))
    await user.click(screen.getByRole('link', { name: `Order ${shipped.orderId}` }))
    expect(await screen.findByRole('heading', { name: `Order ${shipped.orderId}` })).toBeInTheDocument()
  })

  it('says so when no order matches', async () => {
    const { user } = renderAdmin('/orders?search=no-such-order')
    await signIn(user, 'fulfilment')
    expect(await screen.findByText(BACK_OFFICE_MESSAGES.noOrders)).toBeInTheDocument()
  })
})

describe('the order page', () => {
  it('shows what to cut, and reads only for a role that may not change orders (with the buyer’s contact)', async () => {
    const order = orderAt('Ordered Placed')
    const buyer = mockBackend.db.get('users').find((u) => u._id === order.userId)!
    const { user } = renderAdmin(`/orders/${order._id}`)
    await signIn(user, 'support')
    expect(await screen.findByRole('heading', { name: `Order ${order.orderId}` })).toBeInTheDocument()
    const item = screen.getByRole('heading', { name: 'Item' }).closest('div')!
    expect(within(item).getByRole('rowheader', { name: 'Colour' }).nextElementSibling).toHaveTextContent(order.color!)
    expect(within(item).getByRole('rowheader', { name: 'Metres' }).nextElementSibling).toHaveTextContent(String(order.item.quantity))
    expect(screen.getByText(buyer.email)).toBeInTheDocument()
    expect(screen.getByText(/Your role reads orders/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Mark / })).not.toBeInTheDocument()
  })

  it('marks the next step after confirming what the buyer will be told, without the buyer’s contact for fulfilment', async () => {
    const order = orderAt('Ordered Placed')
    const buyer = mockBackend.db.get('users').find((u) => u._id === order.userId)!
    const { user } = renderAdmin(`/orders/${order._id}`)
    await signIn(user, 'fulfilment')
    await user.click(await screen.findByRole('button', { name: 'Mark Ongoing' }))
    const dialog = await screen.findByRole('dialog', { name: 'Mark Ongoing' })
    expect(within(dialog).getByText(new RegExp(TRACKING_MESSAGES.Ongoing))).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Mark Ongoing' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Marked Ongoing')
    expect(screen.getByRole('button', { name: 'Mark Shipped' })).toBeInTheDocument()
    expect(mockBackend.db.get('orders').find((o) => o._id === order._id)?.trackingDetails?.at(-1)?.status).toBe('Ongoing')
    expect(screen.queryByText(buyer.email)).not.toBeInTheDocument()
  })

  it('keeps the dialog when someone changed the order meanwhile, and offers to reload it', async () => {
    const order = orderAt('Pending')
    const { user } = renderAdmin(`/orders/${order._id}`)
    await signIn(user, 'owner')
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }))
    expect(within(dialog).getByText(REQUIRED_FIELD_MARK)).toBeInTheDocument()
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Dye lot sold out')
    // another member moves the order on while this dialog is open
    mockBackend.db.put(
      'orders',
      mockBackend.db.get('orders').map((o) => (o._id === order._id ? { ...o, version: (o.version ?? 0) + 1 } : o)),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }))
    expect(await within(dialog).findByText(FULFILMENT_MESSAGES.orderChanged)).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveValue('Dye lot sold out')
    await user.click(within(dialog).getByRole('button', { name: 'Reload the order' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByRole('button', { name: 'Cancel order' })).toBeInTheDocument()
  })
})

describe('set-password from a one-time link', () => {
  it('shows the password rule, and says the page needs its link without a token', async () => {
    window.location.hash = ''
    renderAdmin('/set-password')
    expect(await screen.findByRole('alert')).toHaveTextContent(BACK_OFFICE_MESSAGES.noLinkToken)
  })

  it("hints SPEC 5's rule and shows the server's refusal of a used link", async () => {
    window.location.hash = '#token=not-a-real-token'
    const { user } = renderAdmin('/set-password')
    expect(await screen.findByText(PASSWORD_HINT)).toBeInTheDocument()
    await user.type(screen.getByLabelText('New password'), 'Weave@2025')
    await user.type(screen.getByLabelText('Confirm password'), 'Weave@2025')
    await user.click(screen.getByRole('button', { name: 'Set password' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.linkInvalid)
  })
})
