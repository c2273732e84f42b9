// @vitest-environment happy-dom
// (multipart uploads: jsdom corrupts File bodies, see docs/stack-notes.md)
import { notifications } from '@mantine/notifications'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { useState } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mockBackend, server } from '../../mocks/node'
import { setScenario } from '../../mocks/scenarios'
import { ReviewPopup } from '../../src/features/reviews/public/review-popup'
import { reviewFormMachine, type ReviewFormContext } from '../../src/machines/review-form.machine'
import { Providers, setupMockBackend, signInAsDemoBuyer } from '../setup/render'
import { fakePng, installPicturePlatform } from '../support/picture-platform'
import { reviewableByDemoBuyer } from '../support/reviewable-products'
import { pathName, pathsCoveringTransitions, type ModelEvent } from './catalogue-model-paths'
import { coverageOf, printCoverage, type MachinePath } from './machine-paths'

/*
 * Model-based test of the review popup (SPEC 4, 5, 8): paths generated from reviewFormMachine,
 * executed on the rendered popup with the fake backend answering through MSW. The upload waits
 * at a gate until the path's next step is the backend answering (success, or a 500 with a msg);
 * added pictures wait for the path's decoder answer (a stand-in, tests/support/picture-platform.ts).
 */

setupMockBackend()
const platform = installPicturePlatform()

const png = (name: string) => fakePng(name, 64, 64)
// a product the demo buyer may review, picked once per path: a review made closes its order, and
// the next call would pick another product
let reviewed = ''
beforeEach(() => {
  reviewed = reviewableByDemoBuyer()[1]!._id
})
const product = () => mockBackend.db.get('products').find((p) => p._id === reviewed)!
const DONE = 'xstate.done.actor.addReview'
const ERROR = 'xstate.error.actor.addReview'
const PREPARED = 'xstate.done.actor.prepareImages'

const events: ModelEvent[] = [
  { type: 'review.type', text: 'Tight weave, true colour' },
  { type: 'review.rate', value: 4 },
  { type: 'images.add', files: [png('swatch.png')] },
  { type: 'images.remove', index: 0 },
  { type: 'review.submit' },
  { type: PREPARED, output: { ready: [png('swatch.png')], refused: [] } },
  { type: DONE, output: {} },
  { type: ERROR, error: new Error('HTTP 500') },
]
// the catalogue ref only receives a reload after success: the traversal never runs actions
const input = { productId: 'p', catalogue: {} }
// the form must be filled in before it can be sent: tell snapshots apart by what is filled in
const filledIn = (c: ReviewFormContext) => [c.review !== '', c.rating, c.images.length]
const paths = pathsCoveringTransitions(reviewFormMachine, events, input, undefined, filledIn as never).map(
  (p) => [pathName(p), p] as const,
)
const executed: MachinePath[] = []

let gates: Array<() => void> = []
beforeEach(() => {
  gates = []
  server.use(
    http.post('*/api/product/addReview', async () => {
      await new Promise<void>((release) => gates.push(release))
      return undefined
    }),
  )
})
afterEach(() => gates.splice(0).forEach((release) => release()))

/** The popup as a page holds it: open until it asks to close. */
function PopupOpenUntilClosed({ productId }: { productId: string }) {
  const [opened, setOpened] = useState(true)
  return <ReviewPopup productId={productId} opened={opened} onClose={() => setOpened(false)} />
}

type Snapshot = MachinePath['steps'][number]['state'] & { context: ReviewFormContext }

async function expectScreenFor(state: Snapshot) {
  if (state.value === 'submitted') {
    expect(await screen.findByText('Review Added Successfully')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    return
  }
  const dialog = await screen.findByRole('dialog', { name: 'Review Your Purchase' })
  const { review, rating, images } = state.context
  expect(within(dialog).getByRole('textbox', { name: /Your review/ })).toHaveValue(review)
  for (const n of [1, 2, 3, 4, 5]) {
    expect(within(dialog).getByRole('radio', { name: n === 1 ? '1 star' : `${n} stars` })).toHaveProperty('checked', n === rating)
  }
  // after the decoder answers, the thumbnails follow once the pictures are ready
  await waitFor(() => expect(within(dialog).queryAllByRole('img', { name: /^Selected/ })).toHaveLength(images.length))
  if (state.value === 'preparingImages') {
    // the review can still be typed and sent; the send waits for the pictures
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Preparing the pictures...')
    expect(within(dialog).getByRole('button', { name: 'Submit Review' })).toBeEnabled()
    expect(within(dialog).getByRole('textbox', { name: /Your review/ })).toBeEnabled()
    return
  }
  expect(within(dialog).queryByRole('status')).toBeNull()
  if (state.value === 'uploading') {
    expect(await within(dialog).findByRole('button', { name: 'Uploading...' })).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled()
    expect(within(dialog).getByRole('textbox', { name: /Your review/ })).toBeDisabled()
  } else {
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Submit Review' })).toBeEnabled())
  }
}

describe('review form machine, executed on the review popup', () => {
  it.each(paths)('%s', async (_, path) => {
    await signInAsDemoBuyer()
    notifications.clean()
    const user = userEvent.setup()
    render(
      <Providers>
        <MemoryRouter>
          <PopupOpenUntilClosed productId={product()._id} />
        </MemoryRouter>
      </Providers>,
    )
    await expectScreenFor(path.steps[0]!.state as Snapshot)
    const dialog = screen.getByRole('dialog', { name: 'Review Your Purchase' })
    const reviewsBefore = product().rating.length
    const decodes: Array<() => void> = []

    for (let i = 1; i < path.steps.length; i++) {
      const event = path.steps[i]!.event as ModelEvent
      const state = path.steps[i]!.state as Snapshot
      const previous = path.steps[i - 1]!.state as Snapshot
      switch (event.type) {
        case 'review.type':
          await user.type(within(dialog).getByRole('textbox', { name: /Your review/ }), String(event.text))
          break
        case 'review.rate':
          await user.click(within(dialog).getByRole('radio', { name: `${String(event.value)} stars` }))
          break
        case 'images.add':
          decodes.push(platform.holdDecoding()) // until the path's decoder answer
          await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, event.files as File[])
          break
        case PREPARED:
          decodes.splice(0).forEach((answer) => answer())
          // a submit pressed meanwhile goes out now
          if (state.value === 'uploading') await waitFor(() => expect(gates).toHaveLength(1))
          break
        case 'images.remove': {
          const remove = within(dialog).queryAllByRole('button', { name: /^Remove / })[0]
          if (remove) await user.click(remove)
          break
        }
        case 'review.submit':
          await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }))
          if (state.value === 'editing') expect(await screen.findByText('Please Fill All Details')).toBeInTheDocument()
          if (state.value === 'uploading') await waitFor(() => expect(gates).toHaveLength(1))
          break
        case DONE:
          await act(async () => gates.at(-1)!())
          break
        case ERROR:
          setScenario('addReview', 'server-error', { msg: 'Review could not be saved' })
          await act(async () => gates.at(-1)!())
          expect(await screen.findByText('Review could not be saved')).toBeInTheDocument()
          break
        default:
          throw new Error(`no action for ${event.type}`)
      }
      await expectScreenFor(state)
      if (previous.value === 'uploading') {
        const saved = product().rating.length
        expect(saved).toBe(state.value === 'submitted' ? reviewsBefore + 1 : reviewsBefore)
      }
    }
    decodes.splice(0).forEach((answer) => answer())
    executed.push(path)
  }, 30_000)

  it('executed paths reach every state of the machine', () => {
    expect(coverageOf(reviewFormMachine, executed).missingStates).toEqual([])
  })
})

afterAll(() => printCoverage(coverageOf(reviewFormMachine, executed)))
