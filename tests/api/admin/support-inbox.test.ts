import { describe, expect, test } from 'vitest'
import { SUPPORT_MESSAGES } from '../../../contracts/admin/admin-support'
import { accountService } from '../../../src/services/account-service'
import { signInAs } from '../../support/api-calls'
import { serveBackend } from '../../support/backend-under-test'
import { callStaff, callStaffRaw, signInStaff, staffOf } from '../support/staff-calls'

const backend = serveBackend()

/*
 * The support inbox (issue 29, point 5): what buyers and visitors send through Support & Help
 * arrives open; a reply is kept on the request, which is then answered; staff close it.
 */

const ask = (message: string, contactDetails = 'visitor@example.com') => accountService.support({ name: 'Nandini Rao', contactDetails, message })

async function inbox(session: string, status?: 'open' | 'answered' | 'closed') {
  return callStaff(backend, 'support', { limit: '100', ...(status ? { status } : {}) }, session)
}

describe('the inbox', () => {
  test('a request sent from the storefront arrives open, newest first, with its sender', async () => {
    await ask('Is the indigo colourfast?')
    await ask('Can I get a sample swatch?', '9876501234')
    const session = await signInStaff(backend, 'support')
    const { requests } = await inbox(session, 'open')
    expect(requests.slice(0, 2)).toEqual([
      expect.objectContaining({ name: 'Nandini Rao', contactDetails: '9876501234', message: 'Can I get a sample swatch?', status: 'open', replies: [] }),
      expect.objectContaining({ contactDetails: 'visitor@example.com', message: 'Is the indigo colourfast?', status: 'open', replies: [] }),
    ])
    expect(requests[0]?.userId).toBeUndefined()
  })

  test('a request sent signed in names the buyer’s account', async () => {
    await signInAs()
    await ask('Where is my order?')
    const session = await signInStaff(backend, 'owner')
    const [request] = (await inbox(session, 'open')).requests
    expect(request).toMatchObject({ message: 'Where is my order?', userId: expect.any(String) })
  })

  test('a reply is kept on the request, which moves to answered; then staff close it', async () => {
    await ask('Do you deliver to Leh?')
    const session = await signInStaff(backend, 'support')
    const me = await staffOf(backend, session)
    const [request] = (await inbox(session, 'open')).requests
    const id = request?._id ?? ''

    const replied = await callStaff(backend, 'supportReply', { id, message: '  Yes, in 9 to 12 days.  ' }, session)
    expect(replied.request).toMatchObject({ _id: id, status: 'answered' })
    expect(replied.request.replies).toEqual([{ message: 'Yes, in 9 to 12 days.', staffName: me.name, at: expect.any(String), mailed: expect.any(Boolean) }])
    expect((await inbox(session, 'open')).requests.map((r) => r._id)).not.toContain(id)
    expect((await inbox(session, 'answered')).requests.map((r) => r._id)).toContain(id)

    const second = await callStaff(backend, 'supportReply', { id, message: 'The courier is Blue Dart.' }, session)
    expect(second.request.replies.map((r) => r.message)).toEqual(['Yes, in 9 to 12 days.', 'The courier is Blue Dart.'])

    const closed = await callStaff(backend, 'supportStatus', { id, status: 'closed' }, session)
    expect(closed.request).toMatchObject({ status: 'closed', replies: second.request.replies })
    expect((await inbox(session, 'closed')).requests.map((r) => r._id)).toContain(id)
    expect((await inbox(session, 'answered')).requests.map((r) => r._id)).not.toContain(id)
    // and reopened
    expect((await callStaff(backend, 'supportStatus', { id, status: 'open' }, session)).request.status).toBe('open')
  })

  test('the dashboard counts the open requests', async () => {
    const session = await signInStaff(backend, 'support')
    const before = (await callStaff(backend, 'dashboard', {}, session)).openSupport
    await ask('Bulk rates for 500 metres?')
    expect((await callStaff(backend, 'dashboard', {}, session)).openSupport).toBe(before + 1)
    const [request] = (await inbox(session, 'open')).requests
    await callStaff(backend, 'supportReply', { id: request?._id ?? '', message: 'Yes: 8% off' }, session)
    expect((await callStaff(backend, 'dashboard', {}, session)).openSupport).toBe(before)
  })

  test('an unknown request is not found; an empty or blank reply, or an unknown status, is refused', async () => {
    await ask('Hello?')
    const session = await signInStaff(backend, 'support')
    const [request] = (await inbox(session, 'open')).requests
    expect(await callStaffRaw(backend, 'supportReply', { id: 'no-such-request', message: 'Hi' }, { session })).toMatchObject({
      status: 404,
      body: { msg: SUPPORT_MESSAGES.notFound },
    })
    expect((await callStaffRaw(backend, 'supportStatus', { id: 'no-such-request', status: 'closed' }, { session })).status).toBe(404)
    expect((await callStaffRaw(backend, 'supportReply', { id: request?._id ?? '', message: '' }, { session })).status).toBe(400)
    expect(await callStaffRaw(backend, 'supportReply', { id: request?._id ?? '', message: '   ' }, { session })).toMatchObject({
      status: 400,
      body: { msg: SUPPORT_MESSAGES.emptyReply },
    })
    expect((await callStaffRaw(backend, 'supportStatus', { id: request?._id ?? '', status: 'lost' }, { session })).status).toBe(400)
  })
})
