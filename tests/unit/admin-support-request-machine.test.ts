// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createActor, createMachine, fromPromise, waitFor } from 'xstate'
import type { AdminSupportRequest, SupportStatus } from '../../contracts/admin/admin-support'
import { SUPPORT_MESSAGES } from '../../contracts/admin/admin-support'
import { SUPPORT_SCREEN } from '../../contracts/admin/moderation-screens'
import { supportFilterFrom, supportQueryOf } from '../../admin/machines/support-list.machine'
import { replyDoneMessage, supportRequestMachine } from '../../admin/machines/support-request.machine'
import { AdminCallError } from '../../admin/services/admin-error'

const request = (over: Partial<AdminSupportRequest> = {}): AdminSupportRequest => ({
  _id: 'sr-1',
  name: 'Aarav Mehta',
  contactDetails: 'buyer@tanabana.in',
  message: 'Do you stock 60x60 cambric?',
  status: 'open',
  createdAt: '2026-11-26T10:00:00.000Z',
  replies: [],
  ...over,
})

/** An inbox that counts the reloads it is told to make. */
function inboxStub() {
  const reloads: string[] = []
  const actor = createActor(createMachine({ on: { 'query.reload': { actions: () => reloads.push('reload') } } })).start()
  return { actor, reloads }
}

function start(options: { reply?: (message: string) => Promise<AdminSupportRequest>; status?: (status: SupportStatus) => Promise<AdminSupportRequest> } = {}) {
  const sent: unknown[] = []
  const inbox = inboxStub()
  const machine = supportRequestMachine.provide({
    actors: {
      sendReply: fromPromise<AdminSupportRequest, { id: string; message: string }>(async ({ input }) => {
        sent.push(input)
        return options.reply ? options.reply(input.message) : request({ status: 'answered', replies: [{ message: input.message, staffName: 'Farhan Ali', at: 'now', mailed: true }] })
      }),
      changeStatus: fromPromise<AdminSupportRequest, { id: string; status: SupportStatus }>(async ({ input }) => {
        sent.push(input)
        return options.status ? options.status(input.status) : request({ status: input.status })
      }),
    },
  })
  const actor = createActor(machine, { input: { request: request(), inbox: inbox.actor } }).start()
  return { actor, sent, reloads: inbox.reloads }
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('idle'))

describe('supportRequestMachine (issue 29, point 5)', () => {
  it('sends a reply trimmed, then shows the request as answered, says it was mailed, and reloads the inbox', async () => {
    const { actor, sent, reloads } = start()
    actor.send({ type: 'support.reply', message: '  Yes, 520 metres in ivory.  ' })
    expect(actor.getSnapshot().value).toBe('replying')
    const done = await settled(actor)
    expect(sent).toEqual([{ id: 'sr-1', message: 'Yes, 520 metres in ivory.' }])
    expect(done.context.request.status).toBe('answered')
    expect(done.context.draft).toBe('')
    expect(done.context.done).toBe(SUPPORT_SCREEN.mailed('buyer@tanabana.in'))
    expect(reloads).toEqual(['reload'])
  })

  it('refuses an empty reply without a call, with the server\'s words under the box', () => {
    const { actor, sent } = start()
    actor.send({ type: 'support.reply', message: '   ' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.replyError).toBe(SUPPORT_MESSAGES.emptyReply)
    expect(sent).toEqual([])
  })

  it("keeps the reply written when sending fails, and says the server's reason", async () => {
    const { actor, reloads } = start({ reply: () => Promise.reject(new AdminCallError('http', 'POST /admin/support/:id/reply', 'x', 404, SUPPORT_MESSAGES.notFound)) })
    actor.send({ type: 'support.reply', message: 'On its way' })
    const failed = await settled(actor)
    expect(failed.context.error).toBe(SUPPORT_MESSAGES.notFound)
    expect(failed.context.draft).toBe('On its way')
    expect(failed.context.request.status).toBe('open')
    expect(reloads).toEqual([])
  })

  it('changes the status to another one only, with progress, and reloads the inbox', async () => {
    const { actor, sent, reloads } = start()
    expect(actor.getSnapshot().can({ type: 'support.setStatus', status: 'open' })).toBe(false)
    actor.send({ type: 'support.setStatus', status: 'closed' })
    expect(actor.getSnapshot().value).toBe('changingStatus')
    expect(actor.getSnapshot().context.pendingStatus).toBe('closed')
    // one change at a time
    expect(actor.getSnapshot().can({ type: 'support.reply', message: 'x' })).toBe(false)
    const done = await settled(actor)
    expect(sent).toEqual([{ id: 'sr-1', status: 'closed' }])
    expect(done.context).toMatchObject({ pendingStatus: null, done: SUPPORT_SCREEN.statusChanged('closed') })
    expect(done.context.request.status).toBe('closed')
    expect(reloads).toEqual(['reload'])
  })

  it('keeps the status when the change fails, and says why', async () => {
    const { actor } = start({ status: () => Promise.reject(new AdminCallError('network', 'PATCH /admin/support/:id', 'offline')) })
    actor.send({ type: 'support.setStatus', status: 'answered' })
    const failed = await settled(actor)
    expect(failed.context.request.status).toBe('open')
    expect(failed.context.error).toMatch(/could not be reached/)
  })
})

describe('what a sent reply says', () => {
  const withReply = (contactDetails: string, mailed: boolean) =>
    request({ contactDetails, replies: [{ message: 'm', staffName: 's', at: 'a', mailed }] })
  it('names the address it was mailed to, an email not mailed, and a phone number it never mails', () => {
    expect(replyDoneMessage(withReply('kavya@example.in', true))).toBe(SUPPORT_SCREEN.mailed('kavya@example.in'))
    expect(replyDoneMessage(withReply('kavya@example.in', false))).toBe(SUPPORT_SCREEN.notMailed('kavya@example.in'))
    expect(replyDoneMessage(withReply('9876501234', false))).toBe(SUPPORT_SCREEN.keptOnly)
  })
})

describe('the inbox in the URL', () => {
  it('reads the status, the page and the open request, ignoring a hand-edited status', () => {
    expect(supportFilterFrom(new URLSearchParams('status=answered&page=3&request=sr-9'))).toEqual({ status: 'answered', page: 3, request: 'sr-9' })
    expect(supportFilterFrom(new URLSearchParams('status=spam&page=-1'))).toEqual({ status: null, page: 1, request: null })
  })
  it('asks the server for the status and page only, whichever request is open', () => {
    expect(supportQueryOf({ status: 'open', page: 2 })).toEqual({ status: 'open', page: '2', limit: '20' })
    expect(supportQueryOf({ status: null, page: 1 })).toEqual({ page: '1', limit: '20' })
  })
})
