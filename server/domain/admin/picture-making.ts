import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp'
import { CATALOGUE_MESSAGES } from '../../../contracts/admin/catalogue-messages'
import { MAX_PICTURE_PIXELS, PICTURE_FORMATS, PICTURE_WIDTHS, type PictureFormat, type PictureSize } from '../../../contracts/picture-sizes'
import type { ImageType } from '../../../contracts/upload-rules'
import type { JudgedCataloguePicture } from '../../../rules/catalogue-pictures'
import { fail, RuleError } from '../../../rules/rule-error'

/*
 * Makes a catalogue picture's sizes with sharp (libvips; docs/decisions/0024-pictures-made-with-sharp.md).
 * sharp does its work on libuv's threads, never on the event loop; server/domain/work-limit.ts
 * bounds how many pictures are made at once, so uploads leave threads for everything else.
 */

// libvips keeps recent images and operations in memory for reuse; a picture is made once and
// never again, so the cache would only hold on to memory
sharp.cache(false)

/**
 * How every picture is opened: turned upright by its EXIF orientation; no more pixels than the
 * store takes (checked on what is decoded, after rules/catalogue-pictures.ts counted the header's);
 * refused when its data is damaged rather than served half-grey. ('warning', sharp's strictest,
 * refuses camera files that every browser shows.)
 */
const OPEN: SharpOptions = { autoOrient: true, limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' }

/** The sizes' quality: a WebP at 80 and a mozjpeg JPEG at 82 look alike, the WebP about a third smaller. */
const ENCODE: Record<PictureFormat, (image: Sharp) => Sharp> = {
  webp: (image) => image.webp({ quality: 80 }),
  // JPEG has no transparency: a transparent PNG's background shows white, as on the card
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }),
}

/** An original re-encoded (to drop its metadata), in its own format, near-losslessly. */
const REENCODE: Record<ImageType, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 92 }),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp({ quality: 92 }),
  'image/gif': (image) => image.gif(),
}

export interface MadeSize {
  readonly size: PictureSize
  readonly format: PictureFormat
  readonly bytes: Uint8Array<ArrayBuffer>
}

export interface MadePicture {
  /** The picture kept as the original: its own bytes, or re-encoded upright and without metadata. */
  readonly original: { readonly bytes: Uint8Array<ArrayBuffer>; readonly contentType: ImageType; readonly width: number; readonly height: number }
  /** Every size of contracts/picture-sizes.ts in every format. */
  readonly sizes: readonly MadeSize[]
}

const SIZES = Object.keys(PICTURE_WIDTHS) as PictureSize[]
const FORMATS = Object.keys(PICTURE_FORMATS) as PictureFormat[]

const bytesOf = (buffer: Buffer): Uint8Array<ArrayBuffer> => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength) as Uint8Array<ArrayBuffer>

/**
 * Whether the file carries something besides its pixels: EXIF (a phone's location, the camera's
 * serial number), XMP, IPTC or text chunks, or an orientation to apply. Such a file is kept
 * re-encoded; any other is kept byte for byte (its colour profile, if any, stays with it).
 */
const carriesMetadata = (meta: Metadata): boolean =>
  (meta.orientation ?? 1) !== 1 || Boolean(meta.exif || meta.xmp || meta.iptc || meta.tifftagPhotoshop) || (meta.comments?.length ?? 0) > 0

async function made(picture: JudgedCataloguePicture): Promise<MadePicture> {
  const input = Buffer.from(picture.bytes.buffer, picture.bytes.byteOffset, picture.bytes.byteLength)
  const meta = await sharp(input, OPEN).metadata()
  const { width, height } = meta.autoOrient
  const originalBytes = carriesMetadata(meta) ? bytesOf(await REENCODE[picture.contentType](sharp(input, OPEN)).toBuffer()) : picture.bytes

  // one decode, to the gallery's width at most (never wider than the picture); the smaller sizes
  // are made from that, in sRGB 8-bit whatever the file held (CMYK, 16-bit, grey)
  const largest = await sharp(input, OPEN)
    .resize({ width: PICTURE_WIDTHS.gallery, withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
  const raw = { width: largest.info.width, height: largest.info.height, channels: largest.info.channels }
  const sizes: MadeSize[] = []
  for (const size of SIZES) {
    const resized = () => sharp(largest.data, { raw }).resize({ width: Math.min(PICTURE_WIDTHS[size], raw.width) })
    for (const format of FORMATS) sizes.push({ size, format, bytes: bytesOf(await ENCODE[format](resized()).toBuffer()) })
  }
  return { original: { bytes: originalBytes, contentType: picture.contentType, width, height }, sizes }
}

/**
 * The original to keep and every size, from a picture rules/catalogue-pictures.ts accepted. A
 * picture libvips cannot read (damaged past its header) is refused with 400, as is one whose
 * decoded pixels pass the limit the header's did not.
 */
export async function makeCataloguePicture(picture: JudgedCataloguePicture): Promise<MadePicture> {
  try {
    return await made(picture)
  } catch (error) {
    if (error instanceof RuleError) throw error
    const message = error instanceof Error ? error.message : ''
    return fail(400, /pixel limit/i.test(message) ? CATALOGUE_MESSAGES.pictureTooManyPixels : CATALOGUE_MESSAGES.pictureUnreadable)
  }
}
