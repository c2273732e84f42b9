import { fromCallback, type EventObject } from 'xstate'
import { MAX_CATALOGUE_PICTURE_BYTES } from '../../contracts/picture-sizes'
import { CATALOGUE_MESSAGES } from '../../contracts/admin/catalogue-messages'
import { EDITOR_SCREEN } from '../../contracts/admin/catalogue-screens'
import { uploadMessages } from '../../contracts/upload-rules'
import { isAborted, messageOf } from '../services/admin-error'
import { picturesService, type UploadProgress } from '../services/pictures-service'

/** What an upload tells the editor: how far it has gone, the store's address, or why it failed. */
export type PictureUploadEvent =
  | { type: 'picture.progress'; picture: string; progress: UploadProgress }
  | { type: 'picture.uploaded'; picture: string; url: string }
  | { type: 'picture.failed'; picture: string; error: string }

export interface PictureUploadInput {
  /** The picture's key in the form. */
  readonly picture: string
  readonly file: File
}

/**
 * One picture on its way up, as a child of the editor: it reports progress as the browser sends
 * the body, then the address the store gave it or the store's refusal. Stopping it (the picture
 * removed, the page left) aborts the upload.
 */
export const uploadPicture = fromCallback<EventObject, PictureUploadInput>(({ input, sendBack }) => {
  const controller = new AbortController()
  const tell = (event: PictureUploadEvent) => {
    if (!controller.signal.aborted) sendBack(event)
  }
  picturesService
    .upload(input.file, (progress) => tell({ type: 'picture.progress', picture: input.picture, progress }), controller.signal)
    .then((answer) => tell({ type: 'picture.uploaded', picture: input.picture, url: answer.url }))
    .catch((error: unknown) => {
      if (!isAborted(error)) tell({ type: 'picture.failed', picture: input.picture, error: messageOf(error) })
    })
  return () => controller.abort()
})

/** The child actor's id of one try at uploading a picture. */
export const uploadIdOf = (picture: { key: string; attempt: number }): string => `upload-${picture.key}-${picture.attempt}`

/**
 * Whether a file may go up, judged before sending (the store judges its bytes again): a declared
 * picture type, or none (a phone may name a photo oddly), and at most 10 MB. Answers the refusal.
 */
export function pictureRefusal(file: File): string | null {
  if (file.type !== '' && !file.type.startsWith('image/')) return EDITOR_SCREEN.fileRefused(file.name, uploadMessages.notAnImage)
  if (file.size > MAX_CATALOGUE_PICTURE_BYTES) return EDITOR_SCREEN.fileRefused(file.name, CATALOGUE_MESSAGES.pictureTooLarge)
  return null
}

/** An object URL showing the chosen file at once (none where the platform has no object URLs). */
export function previewUrlOf(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null
}

/** Lets the browser free a preview once its picture has left the form. */
export function releasePreview(url: string | null): void {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url)
}
