import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/Overlay.css'
import { Button, Group, Loader, Modal, Stack, Textarea } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { TEXT_MAX } from '../../../../contracts/limits'
import { charactersUsed } from '../../../lib/characters-used'
import { reviewFormMachine } from '../../../machines/review-form.machine'
import { useScreenActor } from '../../../state/machine-registry'
import { ReviewImagePicker } from '../review-image-picker'
import { StarRatingInput } from '../star-rating-input'

interface ReviewPopupProps {
  readonly productId: string
  readonly orderId?: string
  readonly opened: boolean
  readonly onClose: () => void
  /** Called once the review is saved (before onClose). */
  readonly onSubmitted?: () => void
}

/** The open popup; mounted per opening, so every opening starts with an empty form. */
function ReviewDialog({ productId, orderId, onClose, onSubmitted }: Omit<ReviewPopupProps, 'opened'>) {
  const input = { productId, ...(orderId ? { orderId } : {}) }
  const form = useScreenActor(reviewFormMachine, input)
  const uploading = useSelector(form, (s) => s.matches('uploading'))
  const preparing = useSelector(form, (s) => s.matches('preparingImages'))
  const submitted = useSelector(form, (s) => s.matches('submitted'))
  const { review, rating, images, imageRefusal } = useSelector(form, (s) => s.context)

  // report once, even if the parent passes new callbacks on every render
  const reported = useRef(false)
  useEffect(() => {
    if (!submitted || reported.current) return
    reported.current = true
    onSubmitted?.()
    onClose()
  }, [submitted, onSubmitted, onClose])

  // SPEC 4: the popup cannot be closed while the review uploads
  const close = () => {
    if (!uploading) onClose()
  }

  return (
    <Modal
      opened
      onClose={close}
      title="Review Your Purchase"
      size="lg"
      radius="md"
      closeOnClickOutside={!uploading}
      closeOnEscape={!uploading}
      withCloseButton={!uploading}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          form.send({ type: 'review.submit' })
        }}
      >
        <Stack gap="md">
          <StarRatingInput
            label="Your rating"
            value={rating}
            disabled={uploading}
            onChange={(value) => form.send({ type: 'review.rate', value })}
          />
          <Textarea
            label="Your review"
            placeholder="How was the fabric, the colour, the delivery?"
            required
            rows={5}
            value={review}
            maxLength={TEXT_MAX.review}
            description={charactersUsed(review, TEXT_MAX.review)}
            disabled={uploading}
            onChange={(e) => form.send({ type: 'review.type', text: e.currentTarget.value })}
          />
          <ReviewImagePicker
            images={images}
            preparing={preparing}
            refusal={imageRefusal}
            disabled={uploading}
            onAdd={(files) => form.send({ type: 'images.add', files })}
            onRemove={(index) => form.send({ type: 'images.remove', index })}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={uploading}>
              Cancel
            </Button>
            {/* busy, yet pressable, while pictures are scaled down: the review then waits for them */}
            <Button
              type="submit"
              color="dark"
              disabled={uploading}
              rightSection={preparing ? <Loader size={14} color="currentColor" aria-hidden /> : undefined}
            >
              {uploading ? 'Uploading...' : 'Submit Review'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

/**
 * The add-review popup (SPEC 2 overlays), used by the product page and the order history.
 * Sends the review with its images as multipart; after a success the product store reloads
 * so the product page shows the new review.
 */
export function ReviewPopup({ opened, ...props }: ReviewPopupProps) {
  return opened ? <ReviewDialog {...props} /> : null
}
