import { afterEach, describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { notAddedMessage } from '../../contracts/upload-rules'
import { reviewFormMachine, type ReviewFormContext } from '../../src/machines/review-form.machine'
import { notifier, type Toast } from '../../src/services/notifier'
import { fakeJpeg, fakePng, installPicturePlatform, pdf, sizeOfPicture } from '../support/picture-platform'

/* The review form's pictures (SPEC 5 'images only, at most 5'; issue 28, point 7), on the stand-in decoder. */

const platform = installPicturePlatform()
const toasts: Toast[] = []
notifier.install((t) => toasts.push(t))
afterEach(() => {
  toasts.length = 0
})

function start() {
  const sent: ReviewFormContext[] = []
  const machine = reviewFormMachine.provide({
    actors: {
      addReview: fromPromise<unknown, ReviewFormContext>(async ({ input }) => {
        sent.push(input)
        return {}
      }),
    },
  })
  return { actor: createActor(machine, { input: { productId: 'p1' } }).start(), sent }
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.matches('preparingImages'))

describe('reviewFormMachine pictures', () => {
  it('adds the pictures, scaled to 1280 px, and names the files that are no picture', async () => {
    const { actor } = start()
    actor.send({ type: 'images.add', files: [fakeJpeg('bolt.jpg', 4000, 3000, 6_000_000), pdf('invoice.pdf'), fakePng('swatch.png', 300, 200)] })
    expect(actor.getSnapshot().value).toBe('preparingImages')
    const done = await settled(actor)
    expect(done.context.images.map((f) => f.name)).toEqual(['bolt.jpg', 'swatch.png'])
    expect(await sizeOfPicture(done.context.images[0]!)).toEqual({ width: 1280, height: 960 })
    expect(done.context.imageRefusal).toBe(notAddedMessage(['invoice.pdf']))
    expect(toasts).toEqual([])
  })

  it("counts only pictures against the 5: 'You can only upload 5 images' past them, and nothing is added", async () => {
    const { actor } = start()
    actor.send({ type: 'images.add', files: [...['a', 'b', 'c', 'd', 'e'].map((n) => fakePng(`${n}.png`, 64, 64)), pdf()] })
    expect((await settled(actor)).context.images).toHaveLength(5)
    actor.send({ type: 'images.remove', index: 0 })
    actor.send({ type: 'images.add', files: [fakePng('f.png', 64, 64), fakePng('g.png', 64, 64)] })
    const done = await settled(actor)
    expect(toasts).toEqual([{ tone: 'error', message: 'You can only upload 5 images' }])
    expect(done.context.images).toHaveLength(4)
  })

  it('takes typing while pictures are prepared; a submit waits for them, then sends', async () => {
    const { actor, sent } = start()
    const release = platform.holdDecoding()
    actor.send({ type: 'images.add', files: [fakeJpeg('bolt.jpg', 4000, 3000, 6_000_000)] })
    actor.send({ type: 'review.type', text: 'Even dye' })
    actor.send({ type: 'review.rate', value: 4 })
    actor.send({ type: 'review.submit' })
    expect(actor.getSnapshot().value).toBe('preparingImages')
    release()
    await waitFor(actor, (s) => s.matches('submitted'))
    expect(sent.map((c) => [c.review, c.rating, c.images.map((f) => f.name)])).toEqual([['Even dye', 4, ['bolt.jpg']]])
  })

  it('a refused file cancels a waiting submit, so the buyer reads why first', async () => {
    const { actor, sent } = start()
    const release = platform.holdDecoding()
    actor.send({ type: 'review.type', text: 'Even dye' })
    actor.send({ type: 'review.rate', value: 4 })
    actor.send({ type: 'images.add', files: [fakePng('a.png', 64, 64), pdf('invoice.pdf')] })
    actor.send({ type: 'review.submit' })
    release()
    const done = await settled(actor)
    expect(done.value).toBe('editing')
    expect(done.context.imageRefusal).toBe(notAddedMessage(['invoice.pdf']))
    expect(sent).toEqual([])
  })
})
