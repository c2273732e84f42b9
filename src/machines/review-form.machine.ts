import { assign, fromPromise, raise, setup } from 'xstate'
import { isReviewRating, MAX_REVIEW_IMAGES, reviewMessages } from '../../contracts/review-rules'
import { notAddedMessage, PICTURE_LONG_SIDE } from '../../contracts/upload-rules'
import { preparePicture } from '../lib/picture-downscale'
import { serverMessageOr } from '../services/api-error'
import { accountService } from '../services/account-service'
import { notifier, type Toast } from '../services/notifier'

export interface ReviewFormInput {
  readonly productId: string
  readonly orderId?: string
}

export interface ReviewFormContext extends ReviewFormInput {
  readonly review: string
  /** 0 until the shopper picks 1 to 5 stars. */
  readonly rating: number
  /** The pictures to send, made ready (scaled down where they were large). */
  readonly images: readonly File[]
  /** The files of the last add that were no picture, in words shown under the picker. */
  readonly imageRefusal: string | null
  /** Submit was pressed while pictures were being made ready: submit once they are. */
  readonly submitWhenReady: boolean
}

/** What became of the files of one add: the pictures made ready, and the names of the rest. */
export interface PreparedImages {
  readonly ready: readonly File[]
  readonly refused: readonly string[]
}

export type ReviewFormEvent =
  | { type: 'review.type'; text: string }
  | { type: 'review.rate'; value: number }
  | { type: 'images.add'; files: readonly File[] }
  | { type: 'images.remove'; index: number }
  | { type: 'review.submit' }

/** One file after another: a few 12-megapixel photos decoded at once would hold 50 MB each. */
async function prepareImages(files: readonly File[], signal: AbortSignal): Promise<PreparedImages> {
  const ready: File[] = []
  const refused: string[] = []
  for (const file of files) {
    const prepared = await preparePicture(file, PICTURE_LONG_SIDE.review, signal)
    if (prepared.kind === 'ready') ready.push(prepared.file)
    else refused.push(file.name)
  }
  return { ready, refused }
}

const refusalOf = (prepared: PreparedImages): string | null => (prepared.refused.length ? notAddedMessage(prepared.refused) : null)

/**
 * The review popup (SPEC 4, 5, 8): review text and a 1-5 rating are required ('Please Fill All
 * Details'), images only and at most 5 ('You can only upload 5 images'). Added files are made
 * ready in `preparingImages` (issue 28, point 7): refused by their bytes if they are no picture,
 * scaled down if large; typing goes on meanwhile, and a submit waits for them. While `uploading` the
 * form is locked and the popup cannot close; success says 'Review Added Successfully' and
 * ends in `submitted`, failure shows the server's message or 'Failed to add review'.
 */
export const reviewFormMachine = setup({
  types: {
    context: {} as ReviewFormContext,
    events: {} as ReviewFormEvent,
    input: {} as ReviewFormInput,
  },
  actors: {
    prepareImages: fromPromise<PreparedImages, readonly File[]>(({ input, signal }) => prepareImages(input, signal)),
    addReview: fromPromise<unknown, ReviewFormContext>(({ input, signal }) =>
      accountService.addReview(
        {
          review: input.review.trim(),
          rating: String(input.rating),
          productId: input.productId,
          ...(input.orderId ? { orderId: input.orderId } : {}),
          reviewImages: [...input.images],
        },
        signal,
      ),
    ),
  },
  actions: {
    notify: (_, toast: Toast) => notifier.notify(toast),
    setReview: assign({ review: ({ context, event }) => (event.type === 'review.type' ? event.text : context.review) }),
    setRating: assign({ rating: ({ context, event }) => (event.type === 'review.rate' ? event.value : context.rating) }),
    removeImage: assign({ images: ({ context, event }) => (event.type === 'images.remove' ? context.images.filter((_, i) => i !== event.index) : context.images) }),
  },
  guards: {
    isComplete: ({ context }) => context.review.trim() !== '' && isReviewRating(context.rating),
    isRatingValid: (_, value: number) => isReviewRating(value),
    exceedsImageLimit: ({ context }, prepared: PreparedImages) => context.images.length + prepared.ready.length > MAX_REVIEW_IMAGES,
    isSubmitAsked: ({ context }, prepared: PreparedImages) => context.submitWhenReady && prepared.refused.length === 0,
  },
}).createMachine({
  id: 'reviewForm',
  context: ({ input }) => ({ ...input, review: '', rating: 0, images: [], imageRefusal: null, submitWhenReady: false }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'review.type': { actions: 'setReview' },
        'review.rate': { guard: { type: 'isRatingValid', params: ({ event }) => event.value }, actions: 'setRating' },
        'images.add': 'preparingImages',
        'images.remove': { actions: 'removeImage' },
        'review.submit': [
          { guard: 'isComplete', target: 'uploading' },
          { actions: { type: 'notify', params: { tone: 'error', message: 'Please Fill All Details' } } },
        ],
      },
    },
    /** SPEC 5's 'images only', judged by the bytes; the picker takes no more files meanwhile. */
    preparingImages: {
      entry: assign({ imageRefusal: null }),
      invoke: {
        id: 'prepareImages',
        src: 'prepareImages',
        // only images.add enters this state
        input: ({ event }) => (event as Extract<ReviewFormEvent, { type: 'images.add' }>).files,
        onDone: [
          {
            // counted once the files are known to be pictures: a PDF among six files does not count
            guard: { type: 'exceedsImageLimit', params: ({ event }) => event.output },
            target: 'editing',
            actions: [
              assign({ imageRefusal: ({ event }) => refusalOf(event.output), submitWhenReady: false }),
              { type: 'notify', params: { tone: 'error', message: reviewMessages.tooManyImages } },
            ],
          },
          {
            guard: { type: 'isSubmitAsked', params: ({ event }) => event.output },
            target: 'editing',
            actions: [
              assign({ images: ({ context, event }) => [...context.images, ...event.output.ready], submitWhenReady: false }),
              raise({ type: 'review.submit' }),
            ],
          },
          {
            // a refused file cancels a waiting submit: the buyer reads why before sending
            target: 'editing',
            actions: assign({
              images: ({ context, event }) => [...context.images, ...event.output.ready],
              imageRefusal: ({ event }) => refusalOf(event.output),
              submitWhenReady: false,
            }),
          },
        ],
      },
      on: {
        'review.type': { actions: 'setReview' },
        'review.rate': { guard: { type: 'isRatingValid', params: ({ event }) => event.value }, actions: 'setRating' },
        'images.remove': { actions: 'removeImage' },
        'review.submit': { actions: assign({ submitWhenReady: true }) },
      },
    },
    uploading: {
      invoke: {
        id: 'addReview',
        src: 'addReview',
        input: ({ context }) => context,
        onDone: {
          target: 'submitted',
          // the popup reports `submitted` to its opener, which reads the product again
          actions: { type: 'notify', params: { tone: 'success', message: 'Review Added Successfully' } },
        },
        onError: {
          target: 'editing',
          actions: {
            type: 'notify',
            params: ({ event }) => ({ tone: 'error', message: serverMessageOr(event.error, 'Failed to add review') }),
          },
        },
      },
    },
    submitted: { type: 'final' },
  },
})
