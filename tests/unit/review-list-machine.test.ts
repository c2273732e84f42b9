import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { reviewListMachine } from '../../src/machines/review-list.machine'

describe('review list', () => {
  it('shows 2, adds 3 per Load More while more remain, and View Less returns to 2', () => {
    const actor = createActor(reviewListMachine, { input: { total: 7 } }).start()
    const shown = () => actor.getSnapshot().context.shown
    expect(shown()).toBe(2)
    actor.send({ type: 'reviews.more' })
    expect(shown()).toBe(5)
    actor.send({ type: 'reviews.more' })
    expect(shown()).toBe(8)
    actor.send({ type: 'reviews.more' }) // nothing left to load
    expect(shown()).toBe(8)
    actor.send({ type: 'reviews.less' })
    expect(shown()).toBe(2)
    expect(actor.getSnapshot().value).toBe('collapsed')
  })

  it('offers no more when every review is already shown, until a review is added', () => {
    const actor = createActor(reviewListMachine, { input: { total: 2 } }).start()
    actor.send({ type: 'reviews.more' })
    expect(actor.getSnapshot().context.shown).toBe(2)
    actor.send({ type: 'reviews.total', total: 3 })
    actor.send({ type: 'reviews.more' })
    expect(actor.getSnapshot().context.shown).toBe(5)
  })
})
