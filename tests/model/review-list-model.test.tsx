import { configure, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { mockBackend, server } from '../../mocks/node'
import { newestFirst } from '../../rules/reviews'
import { ProductPage } from '../../src/features/product/product-page'
import { REVIEWS_FIRST, reviewListMachine, type ReviewListContext } from '../../src/machines/review-list.machine'
import { renderWithProviders, setupMockBackend, signInAsDemoBuyer } from '../setup/render'
import { giveDemoBuyerAnOrderOf } from '../support/reviewable-products'
import { expectCoverage, reportCoverage } from './coverage-report'
import { coveringPaths, describePath } from './covering-paths'
import type { MachinePath } from './machine-paths'

/*
 * Paths generated from the review-list machine, executed on a product page's Reviews section
 * with the fake backend answering (SPEC 4, 9: 2 reviews, Load More reads and adds 3, View Less
 * back to 2; issue 26: read a page at a time). A read's answer is the fake backend's; a failed
 * read is the backend answering 500 to GET /product/{id}/reviews. `reviews.refresh` is the
 * signed-in demo buyer saving a review through Review Your Purchase: the backend state gives them
 * an order of the product (only buyers review, once per order), and the section reads the newest
 * reviews again, the new one first.
 */
setupMockBackend()
configure({ asyncUtilTimeout: 5000 })

/** A product with 7 reviews: 2, then 5, then all 7. */
const product = mockBackend.db.get('products').find((p) => p.rating.length === 7)!
const stored = newestFirst(product.rating)
const TOTAL = stored.length

const page = (skip: number, limit: number) => ({ data: stored.slice(skip, skip + limit), totalReviews: TOTAL })
const firstRead = { type: 'xstate.done.actor.readFirst', output: page(0, REVIEWS_FIRST) }
const firstFails = { type: 'xstate.error.actor.readFirst', error: new Error('500') }
const moreFails = { type: 'xstate.error.actor.readMore', error: new Error('500') }
const moreRead = (skip: number) => ({ type: 'xstate.done.actor.readMore', output: page(skip, 3) })
const refresh = { type: 'reviews.refresh' }
/** The product's reviews as the backend holds them now (a saved review first), newest first. */
const current = () => newestFirst(mockBackend.db.get('products').find((p) => p._id === product._id)!.rating)

beforeEach(() => giveDemoBuyerAnOrderOf(product._id))

/** What can happen in a state: the reads' outcomes while reading, the buttons otherwise. */
function eventsFor(snapshot: AnyMachineSnapshot): EventObject[] {
  const { shown, total, reviews } = snapshot.context as ReviewListContext
  if (snapshot.matches('loading')) return [firstRead, firstFails]
  if (snapshot.matches('loadingMore')) return [moreRead(reviews.length), moreFails]
  if (snapshot.matches('failed')) return [{ type: 'reviews.retry' }]
  // View Less is offered once every review shows (SPEC 4)
  return [
    ...(shown < total ? [{ type: 'reviews.more' }] : []),
    ...(snapshot.matches('expanded') && shown >= total ? [{ type: 'reviews.less' }] : []),
    refresh,
  ]
}

const paths = coveringPaths(reviewListMachine, [], eventsFor, { productId: product._id })
const executed: MachinePath[] = []

/** The next read of the reviews fails with a 500 (once). */
const failNextRead = () =>
  server.use(http.get('*/api/product/:id/reviews', () => HttpResponse.json({ msg: 'SomeThing Went Wrong' }, { status: 500 }), { once: true }))

/** The section as a resting state shows it: the newest `shown` reviews and the button that applies. */
async function expectSection(state: AnyMachineSnapshot) {
  const { shown } = state.context as ReviewListContext
  if (state.matches('failed')) {
    expect(await screen.findByText('The reviews could not be loaded.')).toBeInTheDocument()
    return
  }
  // after a saved review the backend has one more than the model's reads (one read follows it at most)
  const reviews = current()
  const total = reviews.length
  const expected = reviews.slice(0, Math.min(shown, total))
  await waitFor(() => expect(screen.getByRole('list', { name: 'Customer reviews' }).children).toHaveLength(expected.length))
  const items = [...screen.getByRole('list', { name: 'Customer reviews' }).children]
  expected.forEach((review, i) => expect(items[i]).toHaveTextContent(review.review))
  expect(screen.queryByRole('button', { name: shown < total ? 'Load More' : 'View Less' })).toBeInTheDocument()
}

describe('review-list machine paths, executed on the product page reviews', () => {
  afterAll(() => reportCoverage(reviewListMachine, executed))

  it.each(paths.map((p) => [describePath(p), p] as const))(
    '%s',
    async (_, path) => {
      const steps = path.steps.slice(1)
      // a failed read is decided before the read is sent
      if (steps[0]?.event.type === firstFails.type) failNextRead()
      await signInAsDemoBuyer()
      const { user } = renderWithProviders(<ProductPage />, { route: `/product/${product._id}`, path: '/product/:id' })
      await screen.findByRole('heading', { level: 1, name: product.name })
      for (const [i, step] of steps.entries()) {
        const next = steps[i + 1]?.event.type
        switch (step.event.type) {
          case 'reviews.more':
          case 'reviews.retry':
            if (next === moreFails.type || next === firstFails.type) failNextRead()
            await user.click(screen.getByRole('button', { name: step.event.type === 'reviews.more' ? 'Load More' : 'Try again' }))
            break
          case 'reviews.less':
            await user.click(screen.getByRole('button', { name: 'View Less' }))
            break
          case 'reviews.refresh': {
            if (next === firstFails.type) failNextRead()
            await user.click(screen.getByRole('button', { name: 'Review Your Purchase' }))
            const dialog = await screen.findByRole('dialog', { name: 'Review Your Purchase' })
            await user.click(within(dialog).getByRole('radio', { name: '4 stars' }))
            await user.type(within(dialog).getByRole('textbox', { name: /Your review/ }), 'Even dye across the bolt')
            await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }))
            expect(await screen.findByText('Review Added Successfully')).toBeInTheDocument()
            // the newest reviews are read again: the saved one leads the list
            if (next !== firstFails.type) {
              await waitFor(() => expect(screen.getByRole('list', { name: 'Customer reviews' }).firstElementChild).toHaveTextContent('Even dye across the bolt'))
            }
            break
          }
          default:
            // a read's outcome: the backend answers it
            break
        }
        const state = step.state as unknown as AnyMachineSnapshot
        if (!state.matches('loading') && !state.matches('loadingMore')) await expectSection(state)
      }
      executed.push(path)
    },
    30_000,
  )

  it('reaches every state and takes every transition of the machine', () => {
    expectCoverage(reviewListMachine, executed)
  })
})
