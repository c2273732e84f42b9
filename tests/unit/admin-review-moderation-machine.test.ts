// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createActor, createMachine, fromPromise, waitFor } from 'xstate'
import { REVIEW_MESSAGES, type AdminReview } from '../../contracts/admin/admin-reviews'
import { REVIEW_SCREEN } from '../../contracts/admin/moderation-screens'
import { reviewModerationMachine } from '../../admin/machines/review-moderation.machine'
import { reviewsFilterFrom, reviewsQueryOf } from '../../admin/machines/reviews-list.machine'
import { AdminCallError } from '../../admin/services/admin-error'

const review = (over: Partial<AdminReview> = {}): AdminReview => ({
  _id: 'rv-1',
  productId: 'p-1',
  productName: 'Royal Rayon Slub Print',
  reviewerName: 'Shreya Saxena',
  value: 1,
  review: 'Call 98xxxx for cheaper',
  images: [],
  createdAt: '2025-10-01T07:10:00.000Z',
  hidden: false,
  ...over,
})

function start(options: { hide?: () => Promise<AdminReview>; show?: () => Promise<AdminReview> } = {}) {
  const calls: unknown[] = []
  const reloads: string[] = []
  const list = createActor(createMachine({ on: { 'query.reload': { actions: () => reloads.push('reload') } } })).start()
  const machine = reviewModerationMachine.provide({
    actors: {
      hideReview: fromPromise<AdminReview, { id: string; reason: string }>(async ({ input }) => {
        calls.push(['hide', input])
        return options.hide ? options.hide() : review({ hidden: true, hiddenReason: input.reason })
      }),
      showReview: fromPromise<AdminReview, { id: string }>(async ({ input }) => {
        calls.push(['show', input])
        return options.show ? options.show() : review()
      }),
    },
  })
  const actor = createActor(machine, { input: { list } }).start()
  return { actor, calls, reloads }
}

const idle = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('idle'))

describe('reviewModerationMachine (issue 29, point 6)', () => {
  it('asks before hiding, and sends nothing when the member goes back', () => {
    const { actor, calls } = start()
    actor.send({ type: 'moderation.hide', review: review() })
    expect(actor.getSnapshot().value).toBe('confirming')
    expect(actor.getSnapshot().context.review?._id).toBe('rv-1')
    actor.send({ type: 'moderation.close' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.review).toBeNull()
    expect(calls).toEqual([])
  })

  it('needs a reason: an empty one is marked, nothing is sent', () => {
    const { actor, calls } = start()
    actor.send({ type: 'moderation.hide', review: review() })
    actor.send({ type: 'moderation.confirm', reason: '  ' })
    expect(actor.getSnapshot().value).toBe('confirming')
    expect(actor.getSnapshot().context.reasonError).toBe(REVIEW_MESSAGES.emptyReason)
    expect(calls).toEqual([])
  })

  it('hides with the reason trimmed, says so and reloads the list', async () => {
    const { actor, calls, reloads } = start()
    actor.send({ type: 'moderation.hide', review: review() })
    actor.send({ type: 'moderation.confirm', reason: ' Shares a phone number ' })
    expect(actor.getSnapshot().value).toBe('hiding')
    const done = await idle(actor)
    expect(calls).toEqual([['hide', { id: 'rv-1', reason: 'Shares a phone number' }]])
    expect(done.context.done).toBe(REVIEW_SCREEN.hidden)
    expect(reloads).toEqual(['reload'])
  })

  it("stays in the dialog with the reason typed when hiding fails, with the server's words", async () => {
    const { actor, reloads } = start({ hide: () => Promise.reject(new AdminCallError('http', 'POST /admin/reviews/:id/hide', 'x', 404, REVIEW_MESSAGES.notFound)) })
    actor.send({ type: 'moderation.hide', review: review() })
    actor.send({ type: 'moderation.confirm', reason: 'Spam' })
    const failed = await waitFor(actor, (s) => s.matches('confirming') && s.context.error !== null)
    expect(failed.context).toMatchObject({ error: REVIEW_MESSAGES.notFound, reason: 'Spam' })
    expect(reloads).toEqual([])
  })

  it('shows a hidden review again in one step, and only a hidden one', async () => {
    const { actor, calls, reloads } = start()
    expect(actor.getSnapshot().can({ type: 'moderation.show', review: review() })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'moderation.hide', review: review({ hidden: true }) })).toBe(false)
    actor.send({ type: 'moderation.show', review: review({ hidden: true }) })
    expect(actor.getSnapshot().value).toBe('showing')
    const done = await idle(actor)
    expect(calls).toEqual([['show', { id: 'rv-1' }]])
    expect(done.context.done).toBe(REVIEW_SCREEN.shown)
    expect(reloads).toEqual(['reload'])
  })

  it('says why showing again failed, and lets the member try again', async () => {
    const { actor } = start({ show: () => Promise.reject(new AdminCallError('timeout', 'POST /admin/reviews/:id/show', 'slow')) })
    actor.send({ type: 'moderation.show', review: review({ hidden: true }) })
    const failed = await idle(actor)
    expect(failed.context.error).toMatch(/too long/)
    expect(failed.can({ type: 'moderation.show', review: review({ hidden: true }) })).toBe(true)
  })
})

describe('the reviews list in the URL', () => {
  it('reads visible or hidden, one product and the page', () => {
    expect(reviewsFilterFrom(new URLSearchParams('status=hidden&product=p-7&page=2'))).toEqual({ status: 'hidden', productId: 'p-7', page: 2 })
    expect(reviewsFilterFrom(new URLSearchParams('status=deleted'))).toEqual({ status: null, productId: null, page: 1 })
  })
  it('sends the product as productId, and nothing for a filter left open', () => {
    expect(reviewsQueryOf({ status: 'visible', productId: 'p-7', page: 1 })).toEqual({ status: 'visible', productId: 'p-7', page: '1', limit: '20' })
    expect(reviewsQueryOf({ status: null, productId: null, page: 4 })).toEqual({ page: '4', limit: '20' })
  })
})
