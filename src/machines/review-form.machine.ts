import { assign, fromPromise, setup } from 'xstate'
import { isReviewRating, MAX_REVIEW_IMAGES, reviewMessages } from '../../contracts/review-rules'
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
  readonly images: readonly File[]
}

export type ReviewFormEvent =
  | { type: 'review.type'; text: string }
  | { type: 'review.rate'; value: number }
  | { type: 'images.add'; files: readonly File[] }
  | { type: 'images.remove'; index: number }
  | { type: 'review.submit' }

const isImage = (file: File) => file.type.startsWith('image/')

/**
 * The review popup (SPEC 4, 5, 8): review text and a 1-5 rating are required ('Please Fill All
 * Details'), images only and at most 5 ('You can only upload 5 images'). While `uploading` the
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
  },
  guards: {
    isComplete: ({ context }) => context.review.trim() !== '' && isReviewRating(context.rating),
    exceedsImageLimit: ({ context, event }) =>
      event.type === 'images.add' && context.images.length + event.files.filter(isImage).length > MAX_REVIEW_IMAGES,
  },
}).createMachine({
  id: 'reviewForm',
  context: ({ input }) => ({ ...input, review: '', rating: 0, images: [] }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'review.type': { actions: assign({ review: ({ event }) => event.text }) },
        'review.rate': {
          guard: ({ event }) => isReviewRating(event.value),
          actions: assign({ rating: ({ event }) => event.value }),
        },
        'images.add': [
          {
            guard: 'exceedsImageLimit',
            actions: { type: 'notify', params: { tone: 'error', message: reviewMessages.tooManyImages } },
          },
          { actions: assign({ images: ({ context, event }) => [...context.images, ...event.files.filter(isImage)] }) },
        ],
        'images.remove': {
          actions: assign({ images: ({ context, event }) => context.images.filter((_, i) => i !== event.index) }),
        },
        'review.submit': [
          { guard: 'isComplete', target: 'uploading' },
          { actions: { type: 'notify', params: { tone: 'error', message: 'Please Fill All Details' } } },
        ],
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
