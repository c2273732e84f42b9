import '@mantine/dropzone/styles.css'
import '@mantine/core/styles/LoadingOverlay.css'
import { ActionIcon, Group, Text } from '@mantine/core'
import { Dropzone } from '@mantine/dropzone'
import { useEffect, useState } from 'react'
import { MAX_REVIEW_IMAGES } from '../../../contracts/review-rules'
import classes from './reviews.module.css'

function Thumbnail({ file, index, disabled, onRemove }: { file: File; index: number; disabled: boolean; onRemove: () => void }) {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file)
    setUrl(objectUrl)
    return () => URL.revokeObjectURL(objectUrl)
  }, [file])
  return (
    <li className={classes.thumb}>
      {url && <img src={url} alt={`Selected ${index + 1}: ${file.name}`} width={64} height={64} />}
      <ActionIcon
        size="sm"
        radius="xl"
        color="dark"
        className={classes.thumbRemove}
        onClick={onRemove}
        disabled={disabled}
        aria-label={`Remove ${file.name}`}
      >
        <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
          <path d="M1 1l8 8M9 1l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </ActionIcon>
    </li>
  )
}

interface ReviewImagePickerProps {
  /** The pictures made ready to send. */
  readonly images: readonly File[]
  /** Added files are being judged and scaled down: the picker takes no more meanwhile. */
  readonly preparing: boolean
  /** The files of the last add that were no picture, in words. */
  readonly refusal: string | null
  readonly disabled: boolean
  readonly onAdd: (files: File[]) => void
  readonly onRemove: (index: number) => void
}

/**
 * Up to 5 images for a review; anything that is not a picture by its bytes is refused (SPEC 5;
 * the form's machine judges them), so every file reaches the form whatever its name or type.
 */
export function ReviewImagePicker({ images, preparing, refusal, disabled, onAdd, onRemove }: ReviewImagePickerProps) {
  return (
    <div>
      <Dropzone
        // every file reaches the form, which judges it by its bytes; the picker's own type check
        // would go by name and declared type, and refuse a photo a phone names oddly
        onDrop={(files) => files.length > 0 && onAdd(files)}
        disabled={disabled || preparing || images.length >= MAX_REVIEW_IMAGES}
        loading={preparing}
        multiple
        radius="md"
        // the file chooser still offers pictures first
        inputProps={{ 'aria-label': 'Add review images', accept: 'image/*' }}
      >
        <Group justify="center" gap="xs" mih={72} style={{ pointerEvents: 'none' }}>
          <Text size="sm" ta="center">
            Drop images here or click to choose
            <Text span size="xs" c="dimmed" display="block">
              Images only, up to {MAX_REVIEW_IMAGES} ({images.length} added)
            </Text>
          </Text>
        </Group>
      </Dropzone>
      {preparing && (
        <Text size="xs" c="dimmed" mt={6} role="status">
          Preparing the pictures...
        </Text>
      )}
      {refusal && (
        <Text size="xs" c="madder.8" fw={500} mt={6} role="alert">
          {refusal}
        </Text>
      )}
      {images.length > 0 && (
        <ul className={classes.thumbs} aria-label="Selected images">
          {images.map((file, i) => (
            <Thumbnail key={`${file.name}-${i}`} file={file} index={i} disabled={disabled} onRemove={() => onRemove(i)} />
          ))}
        </ul>
      )}
    </div>
  )
}
