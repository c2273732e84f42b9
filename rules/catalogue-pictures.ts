import { CATALOGUE_MESSAGES } from '../contracts/admin/catalogue-messages'
import { MAX_CATALOGUE_PICTURE_BYTES, MAX_PICTURE_PIXELS } from '../contracts/picture-sizes'
import { SNIFF_BYTES, sniffImageType, uploadMessages, type ImageType } from '../contracts/upload-rules'
import { pictureDimensions } from './picture-dimensions'
import { fail } from './rule-error'

/** A catalogue picture both backends accept: its bytes, the type they show and its size as it shows. */
export interface JudgedCataloguePicture {
  readonly bytes: Uint8Array<ArrayBuffer>
  readonly contentType: ImageType
  readonly width: number
  readonly height: number
}

/**
 * Judges a catalogue picture (POST /admin/uploads) the same way on both backends, by its bytes
 * and never by the name or type it was sent with: anything but a PNG, JPEG, GIF or WebP is
 * refused as buyers' pictures are (400, 'Only image files are allowed'); above
 * MAX_CATALOGUE_PICTURE_BYTES, 413; a header that holds no size, 400; more than
 * MAX_PICTURE_PIXELS, 400, counted from the header before anything decodes the picture.
 */
export async function judgeCataloguePicture(file: File): Promise<JudgedCataloguePicture> {
  const contentType = sniffImageType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()))
  if (!contentType) return fail(400, uploadMessages.notAnImage)
  if (file.size > MAX_CATALOGUE_PICTURE_BYTES) return fail(413, CATALOGUE_MESSAGES.pictureTooLarge)
  const bytes = new Uint8Array(await file.arrayBuffer())
  const size = pictureDimensions(bytes, contentType)
  if (!size) return fail(400, CATALOGUE_MESSAGES.pictureUnreadable)
  if (size.width * size.height > MAX_PICTURE_PIXELS) return fail(400, CATALOGUE_MESSAGES.pictureTooManyPixels)
  return { bytes, contentType, ...size }
}
