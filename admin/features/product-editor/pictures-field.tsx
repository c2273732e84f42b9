import '@mantine/dropzone/styles.css'
import { ActionIcon, Badge, Button, Group, Progress, Stack, Text } from '@mantine/core'
import { Dropzone } from '@mantine/dropzone'
import { useState, type DragEvent } from 'react'
import { MAX_PICTURES_PER_VARIETY } from '../../../contracts/admin/catalogue-limits'
import { EDITOR_SCREEN } from '../../../contracts/admin/catalogue-screens'
import type { PictureDraft } from '../../machines/product-form'
import classes from './pictures-field.module.css'

export interface PicturesFieldProps {
  /** The colour's name, for the controls' names ('Move picture 2 of Indigo earlier'). */
  readonly colour: string
  readonly pictures: readonly PictureDraft[]
  /** This colour is the product's first: its first picture is the card's. */
  readonly isFirstColour: boolean
  readonly disabled: boolean
  /** The member's role only reads the catalogue: the pictures are shown without the controls that change them. */
  readonly readOnly: boolean
  /** A problem of the colour's pictures (some still uploading or failed). */
  readonly error?: string
  /** The files of the last drop that were refused, in words. */
  readonly notice?: string
  readonly onAdd: (files: File[]) => void
  readonly onRemove: (picture: string) => void
  readonly onMove: (from: number, to: number) => void
  readonly onRetry: (picture: string) => void
}

function percentOf(picture: PictureDraft): number | null {
  const total = picture.progress?.total
  return picture.progress && total ? Math.min(100, Math.round((picture.progress.loaded / total) * 100)) : null
}

function UploadState({ picture, onRetry, disabled }: { picture: PictureDraft; onRetry: () => void; disabled: boolean }) {
  if (picture.status === 'uploading') {
    const percent = percentOf(picture)
    // the browser cannot always tell how far the body has gone: then an honest bar that only moves
    return (
      <Progress
        value={percent ?? 100}
        striped={percent === null}
        animated={percent === null}
        size="sm"
        aria-label={percent === null ? `Uploading ${picture.name}` : `Uploading ${picture.name}: ${percent}%`}
      />
    )
  }
  if (picture.status === 'failed') {
    return (
      <Stack gap={2}>
        <Text size="xs" c="madder.7" role="alert">
          {EDITOR_SCREEN.uploadFailed}: {picture.error}
        </Text>
        <Button size="compact-xs" variant="outline" color="madder" onClick={onRetry} disabled={disabled} aria-label={`Retry uploading ${picture.name}`}>
          Retry
        </Button>
      </Stack>
    )
  }
  return null
}

/**
 * A colour's pictures (issue 30, point 2): drop or pick files, each shown at once (its preview)
 * and uploaded at once with its progress, a failure said on the picture with Retry; the order
 * set by Move earlier and Move later (the keyboard's way) or by dragging; Remove. The first is
 * the one the colour shows first, and the first colour's first is the card's: each says so.
 */
export function PicturesField({ colour, pictures, isFirstColour, disabled, readOnly, error, notice, onAdd, onRemove, onMove, onRetry }: PicturesFieldProps) {
  const [dragged, setDragged] = useState<number | null>(null)
  const name = colour.trim() || 'this colour'
  const full = pictures.length >= MAX_PICTURES_PER_VARIETY
  const drop = (index: number) => (event: DragEvent) => {
    event.preventDefault()
    if (dragged !== null && dragged !== index) onMove(dragged, index)
    setDragged(null)
  }

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Pictures
      </Text>
      {readOnly && pictures.length === 0 && (
        <Text size="sm" c="dimmed">
          {EDITOR_SCREEN.noPictures}
        </Text>
      )}
      {pictures.length > 0 && (
        <ol className={classes.list} aria-label={`Pictures of ${name}, in the order buyers see them`}>
          {pictures.map((picture, index) => (
            // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- dragging is the pointer's shortcut; Move earlier and Move later below are the keyboard's way
            <li
              key={picture.key}
              className={classes.item}
              data-dragging={dragged === index || undefined}
              draggable={!disabled && !readOnly}
              onDragStart={() => setDragged(index)}
              onDragEnd={() => setDragged(null)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={drop(index)}
            >
              <div className={classes.frame}>
                {picture.preview || picture.url ? (
                  <img src={picture.preview ?? picture.url ?? ''} alt={`${name}, ${index + 1}: ${picture.name}`} width={96} height={120} className={classes.image} />
                ) : null}
                {index === 0 && (
                  <Badge className={classes.badge} size="xs" radius="sm" color={isFirstColour ? 'indigo' : 'gray'} tt="none">
                    {isFirstColour ? EDITOR_SCREEN.cardBadge : EDITOR_SCREEN.firstBadge}
                  </Badge>
                )}
              </div>
              <UploadState picture={picture} onRetry={() => onRetry(picture.key)} disabled={disabled} />
              {!readOnly && (
                <Group gap={4} justify="center" wrap="nowrap">
                  <ActionIcon variant="default" size="sm" onClick={() => onMove(index, index - 1)} disabled={disabled || index === 0} aria-label={`Move picture ${index + 1} of ${name} earlier`}>
                    <span aria-hidden="true">←</span>
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    size="sm"
                    onClick={() => onMove(index, index + 1)}
                    disabled={disabled || index === pictures.length - 1}
                    aria-label={`Move picture ${index + 1} of ${name} later`}
                  >
                    <span aria-hidden="true">→</span>
                  </ActionIcon>
                  <ActionIcon variant="default" color="madder" size="sm" onClick={() => onRemove(picture.key)} disabled={disabled} aria-label={`Remove picture ${index + 1} of ${name}`}>
                    <span aria-hidden="true">×</span>
                  </ActionIcon>
                </Group>
              )}
            </li>
          ))}
        </ol>
      )}
      <Text size="xs" c="dimmed">
        {EDITOR_SCREEN.firstPicture} {isFirstColour ? EDITOR_SCREEN.cardPicture : ''}
      </Text>
      {!readOnly && (
        <Dropzone
          // every picture reaches the store, which judges its bytes; the form refuses only what is plainly not one
          onDrop={(files) => files.length > 0 && onAdd(files)}
          disabled={disabled || full}
          multiple
          radius="md"
          p="sm"
          inputProps={{ 'aria-label': `Add pictures of ${name}`, accept: 'image/*' }}
        >
          <Text size="sm" ta="center" style={{ pointerEvents: 'none' }}>
            Drop pictures here, or click to choose
            <Text span size="xs" c="dimmed" display="block">
              JPEG, PNG, WebP or GIF, up to 10 MB each; {pictures.length} of {MAX_PICTURES_PER_VARIETY}
            </Text>
          </Text>
        </Dropzone>
      )}
      {notice && (
        <Text size="xs" c="madder.7" role="alert">
          {notice}
        </Text>
      )}
      {error && (
        <Text size="sm" c="madder.7" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  )
}
