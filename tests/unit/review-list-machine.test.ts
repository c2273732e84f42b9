import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { ProductReviewsResponse, Review } from '../../contracts/product'
import { reviewListMachine } from '../../src/machines/review-list.machine'

const review = (n: number): Review => ({ _id: `r${n}`, value: 4, review: `Review ${n}` })

/** A product with `total` reviews, read as GET /product/{id}/reviews reads them; every read is noted. */
function listOf(total: number) {
  const reads: { skip: number; limit: number }[] = []
  let all = Array.from({ length: total }, (_, i) => review(i + 1))
  const machine = reviewListMachine.provide({
    actors: {
      readReviews: fromPromise<ProductReviewsResponse, { productId: string; skip: number; limit: number }>(async ({ input }) => {
        reads.push({ skip: input.skip, limit: input.limit })
        return { data: all.slice(input.skip, input.skip + input.limit), totalReviews: all.length }
      }),
    },
  })
  const actor = createActor(machine, { input: { productId: 'p1' } }).start()
  const settled = () => waitFor(actor, (s) => s.matches('collapsed') || s.matches('expanded'))
  const shownText = () => actor.getSnapshot().context.reviews.slice(0, actor.getSnapshot().context.shown).map((r) => r.review)
  return { actor, reads, settled, shownText, write: (r: Review) => (all = [r, ...all]) }
}

describe('review list', () => {
  it('reads 2, then 3 more per Load More while more remain, and View Less returns to 2', async () => {
    const { actor, reads, settled, shownText } = listOf(7)
    await settled()
    expect(shownText()).toEqual(['Review 1', 'Review 2'])
    actor.send({ type: 'reviews.more' })
    await waitFor(actor, (s) => s.matches('expanded'))
    expect(shownText()).toHaveLength(5)
    actor.send({ type: 'reviews.more' })
    await waitFor(actor, (s) => s.matches('expanded') && s.context.shown === 7)
    actor.send({ type: 'reviews.more' }) // nothing left to read
    expect(actor.getSnapshot().value).toBe('expanded')
    actor.send({ type: 'reviews.less' })
    expect(shownText()).toEqual(['Review 1', 'Review 2'])
    expect(actor.getSnapshot().value).toBe('collapsed')
    // one page at a time: no read asks for the whole list
    expect(reads).toEqual([{ skip: 0, limit: 2 }, { skip: 2, limit: 3 }, { skip: 5, limit: 3 }])
  })

  it('a new review reads the newest again', async () => {
    const { actor, settled, shownText, write } = listOf(2)
    await settled()
    actor.send({ type: 'reviews.more' })
    expect(actor.getSnapshot().value).toBe('collapsed')
    write(review(99))
    actor.send({ type: 'reviews.refresh' })
    await waitFor(actor, (s) => s.matches('collapsed') && s.context.total === 3)
    expect(shownText()).toEqual(['Review 99', 'Review 1'])
  })

  it('starts from the reviews served with the page, without a read', () => {
    let reads = 0
    const machine = reviewListMachine.provide({
      actors: { readReviews: fromPromise<ProductReviewsResponse, { productId: string; skip: number; limit: number }>(async () => (reads++, { data: [], totalReviews: 0 })) },
    })
    const actor = createActor(machine, { input: { productId: 'p1', first: { data: [review(1), review(2)], totalReviews: 9 } } }).start()
    expect(reads).toBe(0)
    expect(actor.getSnapshot().value).toBe('collapsed')
    expect(actor.getSnapshot().context.total).toBe(9)
  })
})
