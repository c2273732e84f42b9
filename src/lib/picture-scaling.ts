import { MAX_UPLOAD_BYTES, SNIFF_BYTES, sniffImageType, uploadMessages } from '../../contracts/upload-rules'
import { canSendAsItIs, encodingAttempts, jpegName, type EncodingAttempt, type PictureSize } from './picture-fit'

/** A picked file made ready to send, or refused with the words to show under the field. */
export type PreparedPicture = { readonly kind: 'ready'; readonly file: File } | { readonly kind: 'refused'; readonly message: string }

/** A decoded picture, drawn the right way up. */
interface Decoded extends PictureSize {
  readonly source: CanvasImageSource
  close(): void
}

/**
 * Decodes with createImageBitmap, which Chromium does off the main thread, turning the picture as
 * its EXIF orientation says, as a phone's portrait photo must be. Rejects when the bytes do not
 * decode. Without createImageBitmap (old Safari, never in a worker), an <img> decodes it; it
 * honours EXIF too.
 */
async function decode(file: File): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
    return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() }
  }
  const url = URL.createObjectURL(file)
  const img = new Image()
  img.src = url
  try {
    await img.decode()
  } catch (error) {
    URL.revokeObjectURL(url)
    throw error
  }
  return { source: img, width: img.naturalWidth, height: img.naturalHeight, close: () => URL.revokeObjectURL(url) }
}

/** A canvas the size of `attempt` holding the picture on white (a PNG's transparency becomes white, not JPEG's black). */
function draw(picture: Decoded, { width, height }: PictureSize): OffscreenCanvas | HTMLCanvasElement {
  const canvas = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(width, height) : Object.assign(document.createElement('canvas'), { width, height })
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null
  if (!context) throw new Error('no 2d canvas')
  context.fillStyle = '#fff'
  context.fillRect(0, 0, width, height)
  context.imageSmoothingQuality = 'high'
  context.drawImage(picture.source, 0, 0, width, height)
  return canvas
}

/** Encodes the canvas as a JPEG (drawing a 12-megapixel picture small happens here too: about 100 ms without a GPU). */
function encode(canvas: OffscreenCanvas | HTMLCanvasElement, quality: number): Promise<Blob> {
  if (!('toBlob' in canvas)) return canvas.convertToBlob({ type: 'image/jpeg', quality })
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the canvas did not encode'))), 'image/jpeg', quality),
  )
}

/** The first encoding within the byte limit, or null when none is. */
async function scaled(picture: Decoded, attempts: readonly EncodingAttempt[], signal?: AbortSignal): Promise<Blob | null> {
  let canvas: OffscreenCanvas | HTMLCanvasElement | null = null
  for (const attempt of attempts) {
    signal?.throwIfAborted()
    if (!canvas || canvas.width !== attempt.width || canvas.height !== attempt.height) canvas = draw(picture, attempt)
    const blob = await encode(canvas, attempt.quality)
    if (blob.size <= MAX_UPLOAD_BYTES) return blob
  }
  return null
}

const REFUSED: PreparedPicture = { kind: 'refused', message: uploadMessages.choosePicture }

async function prepare(file: File, longSide: number, signal?: AbortSignal): Promise<PreparedPicture> {
  const type = sniffImageType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()))
  if (!type) return REFUSED
  const picture = await decode(file).catch(() => null)
  if (!picture) return REFUSED
  try {
    signal?.throwIfAborted()
    if (canSendAsItIs({ type, bytes: file.size, size: picture }, longSide)) return { kind: 'ready', file }
    const blob = await scaled(picture, encodingAttempts(picture, longSide), signal)
    return blob ? { kind: 'ready', file: new File([blob], jpegName(file.name), { type: 'image/jpeg' }) } : REFUSED
  } finally {
    picture.close()
  }
}

/**
 * Makes a picked file ready to upload, on the thread it is called on (src/lib/picture-downscale.ts
 * calls it in a worker where it can): refuses what is no picture by its bytes, whatever its name
 * or declared type, and what claims to be one but does not decode; sends a small picture of a
 * kept type as it is; scales any other down to `longSide` as a JPEG under the server's byte limit.
 * Resolves with a refusal rather than rejecting; rejects only once `signal` aborted.
 */
export async function preparePictureHere(file: File, longSide: number, signal?: AbortSignal): Promise<PreparedPicture> {
  try {
    return await prepare(file, longSide, signal)
  } catch (error) {
    if (signal?.aborted) throw error
    return REFUSED // a canvas the browser would not make or encode: no picture to send
  }
}
