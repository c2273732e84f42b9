import { PICTURE_WIDTHS } from '../../contracts/picture-sizes'

/** How a kind of upload is kept in localStorage: its longest side, the size kept as it is, and the JPEG quality. */
interface Shrinking {
  readonly maxSide: number
  readonly keepBelowBytes: number
  readonly quality: number
}

/** A buyer's upload: enough for a review thumbnail or an avatar. */
const BUYER_PICTURE: Shrinking = { maxSide: 360, keepBelowBytes: 96 * 1024, quality: 0.72 }

/**
 * A catalogue picture (issue 30): the gallery's width, the largest size the storefront asks for,
 * at a quality that keeps a weave's threads, in a few hundred KB.
 */
const CATALOGUE_PICTURE: Shrinking = { maxSide: PICTURE_WIDTHS.gallery, keepBelowBytes: 256 * 1024, quality: 0.85 }

/**
 * Re-encodes a large photo as a smaller JPEG so uploads fit in localStorage (the browser turns it
 * upright by its EXIF orientation and drops the rest of its metadata). Where the browser cannot
 * decode it (or for SVG), the file is kept unchanged and the db's quota guard decides.
 */
async function shrink(file: File, { maxSide, keepBelowBytes, quality }: Shrinking): Promise<File> {
  if (file.size <= keepBelowBytes || file.type === 'image/svg+xml') return file
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas === 'undefined') return file
  try {
    const bitmap = await createImageBitmap(file)
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height))
    const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale))
    const context = canvas.getContext('2d')
    if (context) {
      // a transparent PNG shows on white, as the server's JPEG sizes do
      context.fillStyle = '#ffffff'
      context.fillRect(0, 0, canvas.width, canvas.height)
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    }
    bitmap.close()
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality })
    return new File([blob], file.name.replace(/\.\w+$/, '') + '.jpg', { type: 'image/jpeg' })
  } catch {
    return file
  }
}

/** A buyer's profile or review picture, at 360 px at most. */
export const shrinkImage = (file: File): Promise<File> => shrink(file, BUYER_PICTURE)

/** A catalogue picture, at the gallery's width at most. */
export const shrinkCataloguePicture = (file: File): Promise<File> => shrink(file, CATALOGUE_PICTURE)
