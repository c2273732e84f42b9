import { configure, screen, waitFor, within } from '@testing-library/react'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { afterAll, describe, expect, it } from 'vitest'
import type { Product, Review } from '../../contracts/product'
import { mockBackend } from '../../mocks/node'
import { ProductPage } from '../../src/features/product/product-page'
import { REVIEWS_FIRST, reviewListMachine, type ReviewListContext } from '../../src/machines/review-list.machine'
import { renderWithProviders, setupMockBackend, signInAsDemoBuyer } from '../setup/render'
import { expectCoverage, reportCoverage } from './coverage-report'
import { coveringPaths, describePath } from './covering-paths'
import type { MachinePath } from './machine-paths'

/*
 * Paths generated from the review-list machine, executed on a product page's Reviews section
 * with the fake backend answering (SPEC 4, 9: 2 reviews, Load More adds 3, View Less back to 2).
 * Load More and View Less are clicks; `reviews.total` is the product gaining a review: the
 * buyer submits one through Review Your Purchase, the product store reloads and the page shows
 * the stored product with its new review.
 */
setupMockBackend()
configure({ asyncUtilTimeout: 5000 })

/** A product with 7 reviews: 2, then 5, then all 7 (and 8 once one is added). */
const product = (mockBackend.db.get('products') as readonly Product[]).find((p) => p.rating?.length === 7)!
const TOTAL = product.rating!.length
const ADDED = { type: 'reviews.total', total: TOTAL + 1 } as const

const all: EventObject[] = [{ type: 'reviews.more' }, { type: 'reviews.less' }, ADDED]

/** What the section offers: Load More while reviews are hidden, View Less once all show; one review added per path. */
function eventsFor(snapshot: AnyMachineSnapshot): EventObject[] {
  const { shown, total } = snapshot.context as ReviewListContext
  return all.filter((e) => {
    if (e.type === 'reviews.more') return total > REVIEWS_FIRST && shown < total
    if (e.type === 'reviews.less') return snapshot.value === 'expanded' && shown >= total
    return total === TOTAL
  })
}

const paths = coveringPaths(reviewListMachine, all, eventsFor, { total: TOTAL })
const executed: MachinePath[] = []

/** The product's reviews as the fake backend holds them, newest first (as the section orders them). */
function storedReviews(): Review[] {
  const stored = (mockBackend.db.get('products') as readonly Product[]).find((p) => p._id === product._id)!
  const time = (r: Review) => (r.date ? Date.parse(r.date) || 0 : 0)
  return [...(stored.rating ?? [])].sort((a, b) => time(b) - time(a))
}

const REVIEW_TEXT = 'Even dye, no shrinkage after washing'

/** The section in a state: the newest `shown` stored reviews, and the one button that applies. */
async function expectSection(state: AnyMachineSnapshot) {
  const { shown, total } = state.context as ReviewListContext
  const reviews = storedReviews()
  expect(reviews).toHaveLength(total) // the machine counts what the backend holds
  const expected = reviews.slice(0, Math.min(shown, total))
  await waitFor(() => expect(screen.getByRole('list', { name: 'Customer reviews' }).children).toHaveLength(expected.length))
  const items = [...screen.getByRole('list', { name: 'Customer reviews' }).children]
  expected.forEach((review, i) => expect(items[i]).toHaveTextContent(review.review ?? ''))
  if (state.value === 'collapsed') expect(expected).toHaveLength(REVIEWS_FIRST)
  const more = screen.queryByRole('button', { name: 'Load More' })
  const less = screen.queryByRole('button', { name: 'View Less' })
  if (shown < total) {
    expect(more).toBeInTheDocument()
    expect(less).not.toBeInTheDocument()
  } else {
    expect(less).toBeInTheDocument()
    expect(more).not.toBeInTheDocument()
  }
}

describe('review-list machine paths, executed on the product page reviews', () => {
  afterAll(() => reportCoverage(reviewListMachine, executed))

  it.each(paths.map((p) => [describePath(p), p] as const))(
    '%s',
    async (_, path) => {
      await signInAsDemoBuyer() // Review Your Purchase needs a signed-in buyer
      const { user } = renderWithProviders(<ProductPage />, { route: `/product/${product._id}`, path: '/product/:id' })
      await screen.findByRole('heading', { level: 1, name: product.name })
      await expectSection(path.steps[0]!.state as unknown as AnyMachineSnapshot)

      for (const step of path.steps.slice(1)) {
        switch (step.event.type) {
          case 'reviews.more':
            await user.click(screen.getByRole('button', { name: 'Load More' }))
            break
          case 'reviews.less':
            await user.click(screen.getByRole('button', { name: 'View Less' }))
            break
          case 'reviews.total': {
            await user.click(screen.getByRole('button', { name: 'Review Your Purchase' }))
            const dialog = await screen.findByRole('dialog', { name: 'Review Your Purchase' })
            // pasted, not typed: one change instead of a re-render per keystroke
            await user.click(within(dialog).getByRole('textbox', { name: /Your review/ }))
            await user.paste(REVIEW_TEXT)
            await user.click(within(dialog).getByRole('radio', { name: '4 stars' }))
            await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }))
            expect(await screen.findByText('Review Added Successfully')).toBeInTheDocument()
            // the reloaded store brings the new review: it is the newest, so it leads the list
            await waitFor(() => expect(screen.getByRole('list', { name: 'Customer reviews' }).children[0]).toHaveTextContent(REVIEW_TEXT))
            break
          }
          default:
            throw new Error(`no user action for ${step.event.type}`)
        }
        await expectSection(step.state as unknown as AnyMachineSnapshot)
      }
      executed.push(path)
    },
    30_000,
  )

  it('reaches every state and takes every transition of the machine', () => {
    expectCoverage(reviewListMachine, executed)
  })
})
