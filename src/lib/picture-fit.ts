import { MAX_UPLOAD_BYTES, type ImageType } from '../../contracts/upload-rules'

/** A picture's size in pixels, as it shows (after its EXIF orientation). */
export interface PictureSize {
  readonly width: number
  readonly height: number
}

/** One try at encoding a scaled picture: its size and the JPEG quality (0 to 1). */
export interface EncodingAttempt extends PictureSize {
  readonly quality: number
}

/** The qualities tried at each size, best first: 0.85 is hard to tell from the original. */
const QUALITIES = [0.85, 0.7] as const
/** Each later size is this much of the one before, when no quality fitted the byte limit. */
const SHRINK = 0.75
/** Sizes tried before giving up: a photo that fits none of them is no photo. */
const SIZES_TRIED = 4

/**
 * The size that fits `size` within `longSide` on its longer side, keeping the shape; never larger
 * than the picture is, and never below 1 px on either side.
 */
export function fitWithin(size: PictureSize, longSide: number): PictureSize {
  const scale = Math.min(1, longSide / Math.max(size.width, size.height))
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  }
}

/** What is known of a picked picture once it decoded: the type its bytes show, its bytes, its size. */
export interface PickedPicture {
  readonly type: ImageType | null
  readonly bytes: number
  readonly size: PictureSize
}

/**
 * Whether a picture may be sent as it is: of a type the store keeps, within the byte limit and
 * no longer than `longSide`. Re-encoding such a picture would only lose quality (and a GIF its
 * animation).
 */
export function canSendAsItIs(picture: PickedPicture, longSide: number): boolean {
  return picture.type !== null && picture.bytes <= MAX_UPLOAD_BYTES && Math.max(picture.size.width, picture.size.height) <= longSide
}

/**
 * The encodings to try, in order, until one is within the byte limit: the fitted size at each
 * quality, then smaller sizes. A 1280 px JPEG is far below 5 MB, so the first nearly always fits;
 * the rest are for pictures of pure noise.
 */
export function encodingAttempts(size: PictureSize, longSide: number): EncodingAttempt[] {
  const attempts: EncodingAttempt[] = []
  let side = longSide
  for (let i = 0; i < SIZES_TRIED; i++) {
    const fitted = fitWithin(size, side)
    for (const quality of QUALITIES) attempts.push({ ...fitted, quality })
    side = Math.round(side * SHRINK)
  }
  return attempts
}

/** The name a re-encoded picture is sent under: the picked file's name, as a JPEG. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '').trim()
  return `${base || 'picture'}.jpg`
}
