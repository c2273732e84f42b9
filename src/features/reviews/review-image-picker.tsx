import '@mantine/dropzone/styles.css'
import { ActionIcon, Group, Text } from '@mantine/core'
import { Dropzone, IMAGE_MIME_TYPE } from '@mantine/dropzone'
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
  readonly images: readonly File[]
  readonly disabled: boolean
  readonly onAdd: (files: File[]) => void
  readonly onRemove: (index: number) => void
}

/** Up to 5 images for a review; anything that is not an image is refused (SPEC 5). */
export function ReviewImagePicker({ images, disabled, onAdd, onRemove }: ReviewImagePickerProps) {
  const [refused, setRefused] = useState<string[]>([])
  return (
    <div>
      <Dropzone
        accept={IMAGE_MIME_TYPE}
        // one callback for the whole drop: the accepted and the refused files arrive together
        onDrop={() => {}}
        onDropAny={(files, rejections) => {
          setRefused(rejections.map((r) => r.file.name))
          if (files.length) onAdd(files)
        }}
        disabled={disabled || images.length >= MAX_REVIEW_IMAGES}
        multiple
        radius="md"
        inputProps={{ 'aria-label': 'Add review images' }}
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
      {refused.length > 0 && (
        <Text size="xs" c="red.8" mt={6} role="alert">
          Only images can be added: {refused.join(', ')}
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
