import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { REVIEW_MESSAGES } from '../../contracts/admin/admin-reviews'
import { SUPPORT_MESSAGES } from '../../contracts/admin/admin-support'
import { REVIEW_SCREEN, STAFF_SCREEN, SUPPORT_SCREEN } from '../../contracts/admin/moderation-screens'
import { STAFF_MESSAGES } from '../../contracts/admin/staff'
import { REQUIRED_FIELD_MARK } from '../../contracts/form-rules'
import { mockBackend } from '../../mocks/node'
import { productReviews } from '../../mocks/use-cases/catalogue'
import type { SupportRequestRecord } from '../../seed/records'
import { demoMember, renderAdmin, signIn } from '../support/render-back-office'
import { onTheFakeBackend } from '../support/fake-backend-lifecycle'

/*
 * The back office's support inbox, reviews, staff and audit screens (issue 29, point 9) on the
 * fake staff API, signed in as the demo staff: what each shows, each action confirmed where it
 * must be, its progress and outcome as the store then holds it, and the server's refusals.
 */

onTheFakeBackend()

const member = demoMember


const navLinks = () => within(screen.getByRole('navigation', { name: 'Back office' })).getAllByRole('link').map((a) => a.textContent)

/** Two requests in the inbox: an email contact's, newest, and a phone contact's. */
function seedInbox() {
  const request = (over: Partial<SupportRequestRecord> & Pick<SupportRequestRecord, '_id'>): SupportRequestRecord => ({
    userId: null,
    name: 'Priya Nair',
    contactDetails: '9876501234',
    message: 'The tracking number does not work.',
    status: 'open',
    replies: [],
    createdAt: '2026-11-26T08:00:00.000Z',
    ...over,
  })
  mockBackend.db.put('supportRequests', [
    request({ _id: 'sr-phone' }),
    request({ _id: 'sr-mail', name: 'Aarav Mehta', contactDetails: 'buyer@tanabana.in', message: 'Do you stock 60x60 cambric in ivory?', createdAt: '2026-11-26T10:00:00.000Z' }),
  ])
}
const stored = (id: string) => mockBackend.db.get('supportRequests').find((r) => r._id === id)!

describe('navigation', () => {
  it('gives owners every screen, and support staff the inbox and reviews but not staff or the audit log', async () => {
    const owner = renderAdmin('/')
    await signIn(owner.user, 'owner')
    expect(navLinks()).toEqual(expect.arrayContaining(['Support', 'Reviews', 'Staff', 'Audit log']))
    await owner.user.click(screen.getByRole('button', { name: 'Sign out' }))
    await screen.findByRole('heading', { name: 'Staff sign in' })
    await signIn(owner.user, 'support')
    expect(navLinks()).toEqual(expect.arrayContaining(['Support', 'Reviews']))
    expect(navLinks()).not.toContain('Staff')
    expect(navLinks()).not.toContain('Audit log')
  })
})

describe('the support inbox', () => {
  it('lists requests newest first, filters by status in the URL, and opens a request with its message', async () => {
    seedInbox()
    const { user, location } = renderAdmin('/support')
    await signIn(user, 'support')
    const table = await screen.findByRole('table')
    const links = within(table).getAllByRole('link').map((a) => a.textContent)
    expect(links).toEqual(['Aarav Mehta', 'Priya Nair'])
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'closed')
    await waitFor(() => expect(location().search).toBe('?status=closed'))
    expect(await screen.findByText(SUPPORT_SCREEN.empty)).toBeInTheDocument()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'open')
    await user.click(await screen.findByRole('link', { name: /^Request from Aarav Mehta/ }))
    expect(await screen.findByRole('heading', { name: 'Request from Aarav Mehta' })).toBeInTheDocument()
    expect(location().search).toBe('?status=open&request=sr-mail')
    expect(screen.getByText('Do you stock 60x60 cambric in ivory?')).toBeInTheDocument()
    expect(screen.getByText(SUPPORT_SCREEN.noReplies)).toBeInTheDocument()
    expect(screen.getByText(SUPPORT_SCREEN.willMail('buyer@tanabana.in'))).toBeInTheDocument()
  })

  it('replies (an empty reply is refused), says it was not mailed, then marks the request closed', async () => {
    seedInbox()
    const { user } = renderAdmin('/support?status=open&request=sr-mail')
    await signIn(user, 'support')
    const box = await screen.findByRole('textbox', { name: 'Your reply' })
    await user.click(screen.getByRole('button', { name: 'Send reply' }))
    expect(screen.getByText(SUPPORT_MESSAGES.emptyReply)).toBeInTheDocument()
    await user.type(box, 'Yes: 520 metres in ivory.')
    await user.click(screen.getByRole('button', { name: 'Send reply' }))
    // the fake sends no mail: the reply is kept, and the screen says it was not mailed
    expect(await screen.findByRole('status')).toHaveTextContent(SUPPORT_SCREEN.notMailed('buyer@tanabana.in'))
    const replies = screen.getByRole('list', { name: 'Replies' })
    expect(within(replies).getByText('Yes: 520 metres in ivory.')).toBeInTheDocument()
    expect(within(replies).getByText('Not mailed')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveValue('')
    expect(stored('sr-mail')).toMatchObject({ status: 'answered', replies: [{ message: 'Yes: 520 metres in ivory.', staffName: member('support').name }] })

    await user.click(screen.getByRole('button', { name: 'Mark Closed' }))
    expect(await screen.findByText(SUPPORT_SCREEN.statusChanged('closed'))).toBeInTheDocument()
    expect(stored('sr-mail').status).toBe('closed')
    // the request stays open on screen although the inbox's filter (open) no longer holds it
    expect(screen.getByRole('heading', { name: 'Request from Aarav Mehta' })).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: '← Back to the inbox' }))
    const table = await screen.findByRole('table')
    await waitFor(() => expect(within(table).getAllByRole('link').map((a) => a.textContent)).toEqual(['Priya Nair']))
  })

  it('says a phone contact is never mailed, and keeps the reply written when the store refuses it', async () => {
    seedInbox()
    const { user } = renderAdmin('/support?request=sr-phone')
    await signIn(user, 'owner')
    expect(await screen.findByText(SUPPORT_SCREEN.wontMail)).toBeInTheDocument()
    mockBackend.db.put('supportRequests', [])
    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Please send us the parcel number.')
    await user.click(screen.getByRole('button', { name: 'Send reply' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(SUPPORT_MESSAGES.notFound)
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveValue('Please send us the parcel number.')
    expect(screen.getByRole('button', { name: 'Send reply' })).toBeEnabled()
  })
})

describe('reviews', () => {
  /** The newest visible review the fake holds, with its product. */
  function newestReview() {
    const all = mockBackend.db.get('products').flatMap((p) => p.rating.filter((r) => r._id && !r.hidden).map((r) => ({ product: p, review: r })))
    return all.sort((a, b) => (b.review.date ?? '').localeCompare(a.review.date ?? '') || (a.review._id ?? '').localeCompare(b.review._id ?? ''))[0]!
  }

  it("hides a review with a reason after saying what hiding does: it leaves the product's reviews", async () => {
    const { product, review } = newestReview()
    const before = productReviews(mockBackend, { id: product._id, skip: '0', limit: '100' }).totalReviews
    const { user } = renderAdmin('/reviews?status=visible')
    await signIn(user, 'support')
    await user.click(await screen.findByRole('button', { name: `Hide ${review.userId?.name ?? 'Customer'}'s review of ${product.name}` }))
    const dialog = await screen.findByRole('dialog', { name: REVIEW_SCREEN.hideTitle })
    expect(within(dialog).getByText(/leaves the product's page at once/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: REVIEW_SCREEN.hideConfirm }))
    expect(within(dialog).getByText(REVIEW_MESSAGES.emptyReason)).toBeInTheDocument()
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Shares a phone number')
    await user.click(within(dialog).getByRole('button', { name: REVIEW_SCREEN.hideConfirm }))
    expect(await screen.findByRole('status')).toHaveTextContent(REVIEW_SCREEN.hidden)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const after = productReviews(mockBackend, { id: product._id, skip: '0', limit: '100' })
    expect(after.totalReviews).toBe(before - 1)
    expect(after.data.some((r) => r._id === review._id)).toBe(false)
    // the visible list, reloaded, no longer holds it
    await waitFor(() => expect(screen.queryByRole('button', { name: `Hide ${review.userId?.name ?? 'Customer'}'s review of ${product.name}` })).toBeNull())
  })

  it('narrows the list to one product from a row, and shows a hidden review again', async () => {
    const { product, review } = newestReview()
    mockBackend.db.put(
      'products',
      mockBackend.db.get('products').map((p) => (p._id === product._id ? { ...p, rating: p.rating.map((r) => (r._id === review._id ? { ...r, hidden: true, hiddenReason: 'Spam' } : r)) } : p)),
    )
    const { user, location } = renderAdmin('/reviews?status=hidden')
    await signIn(user, 'owner')
    await user.click(await screen.findByRole('button', { name: `Only reviews of ${product.name}` }))
    await waitFor(() => expect(location().search).toBe(`?status=hidden&product=${product._id}`))
    expect(await screen.findByText(`Product: ${product.name}`)).toBeInTheDocument()
    expect(screen.getByText('Spam')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /^Show again/ }))
    // said even though the hidden list, reloaded, is now empty
    expect(await screen.findByText(REVIEW_SCREEN.shown)).toBeInTheDocument()
    expect(await screen.findByText(REVIEW_SCREEN.empty)).toBeInTheDocument()
    expect(productReviews(mockBackend, { id: product._id, skip: '0', limit: '100' }).data.some((r) => r._id === review._id)).toBe(true)
    await user.click(screen.getByRole('button', { name: "Show every product's reviews" }))
    await waitFor(() => expect(location().search).toBe('?status=hidden'))
  })
})

describe('staff (owners)', () => {
  it('adds a member and shows the one-time link to pass on, with a copy button', async () => {
    const { user } = renderAdmin('/staff')
    await signIn(user, 'owner')
    await user.click(await screen.findByRole('button', { name: 'Add a member' }))
    const dialog = await screen.findByRole('dialog', { name: STAFF_SCREEN.addTitle })
    await user.click(within(dialog).getByRole('button', { name: STAFF_SCREEN.addConfirm }))
    expect(within(dialog).getAllByText(REQUIRED_FIELD_MARK)).toHaveLength(2)
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Anil Kumar')
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'anil@tanabana.in')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'fulfilment')
    await user.click(within(dialog).getByRole('button', { name: STAFF_SCREEN.addConfirm }))

    const link = await screen.findByRole('dialog', { name: STAFF_SCREEN.linkTitle('Anil Kumar') })
    expect((within(link).getByRole('textbox', { name: 'Set-password link' }) as HTMLInputElement).value).toMatch(/^http.+\/admin\/set-password#token=.+/)
    expect(within(link).getByRole('button', { name: STAFF_SCREEN.copy })).toBeInTheDocument()
    expect(mockBackend.db.get('staff').find((m) => m.email === 'anil@tanabana.in')).toMatchObject({ role: 'fulfilment', password: null })
    await user.click(within(link).getByRole('button', { name: 'Done' }))
    const row = (await screen.findByText('anil@tanabana.in')).closest('tr')!
    expect(row).toHaveTextContent(STAFF_SCREEN.noPasswordYet)
  })

  it('disables a member after saying it ends their sessions at once, and refuses to leave the store without an owner', async () => {
    const { user } = renderAdmin('/staff')
    await signIn(user, 'owner')
    const fulfilment = member('fulfilment')
    await user.click(await screen.findByRole('button', { name: `Disable ${fulfilment.name}` }))
    const dialog = await screen.findByRole('dialog', { name: STAFF_SCREEN.disableTitle(fulfilment.name) })
    expect(dialog).toHaveTextContent(STAFF_SCREEN.disableTells(fulfilment.name))
    await user.click(within(dialog).getByRole('button', { name: STAFF_SCREEN.disableConfirm }))
    expect(await screen.findByRole('status')).toHaveTextContent(STAFF_SCREEN.disabled(fulfilment.name))
    expect(mockBackend.db.get('staff').find((m) => m._id === fulfilment.id)?.disabled).toBe(true)
    expect(await screen.findByRole('button', { name: `Enable ${fulfilment.name}` })).toBeInTheDocument()

    const owner = member('owner')
    await user.click(screen.getByRole('button', { name: `Change ${owner.name}'s role` }))
    const role = await screen.findByRole('dialog', { name: STAFF_SCREEN.roleTitle(owner.name) })
    await user.selectOptions(within(role).getByRole('combobox', { name: 'Role' }), 'support')
    await user.click(within(role).getByRole('button', { name: STAFF_SCREEN.roleConfirm }))
    expect(await within(role).findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.lastOwner)
    expect(mockBackend.db.get('staff').find((m) => m._id === owner.id)?.role).toBe('owner')
  })
})

describe('the audit log (owners)', () => {
  it('lists the writes newest first with their fields before and after, and filters by member', async () => {
    seedInbox()
    const { user, location } = renderAdmin('/support?request=sr-phone')
    await signIn(user, 'owner')
    await user.click(await screen.findByRole('button', { name: 'Mark Closed' }))
    await screen.findByText(SUPPORT_SCREEN.statusChanged('closed'))
    await user.click(screen.getByRole('link', { name: 'Audit log' }))
    const entries = await screen.findByRole('list', { name: /Audit entries/ })
    const first = within(entries).getAllByRole('listitem')[0]!
    expect(first).toHaveTextContent(`${member('owner').name} changed a support request’s status: support request sr-phone`)
    const row = within(first).getByRole('rowheader', { name: 'status' }).closest('tr')!
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['open', 'closed'])

    await user.selectOptions(screen.getByRole('combobox', { name: 'Member' }), member('support').id)
    await waitFor(() => expect(location().search).toBe(`?member=${member('support').id}`))
    expect(await screen.findByText('No entries match')).toBeInTheDocument()
  })
})
