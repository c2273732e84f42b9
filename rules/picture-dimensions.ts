import type { ImageType } from '../contracts/upload-rules'

/*
 * A picture's size in pixels, read from its header without decoding it: how both backends count
 * a catalogue picture's pixels before anything decodes it (a 20,000 x 20,000 PNG of a few
 * hundred KB would otherwise take gigabytes to open), and how the fake backend, which cannot
 * decode, tells the back office the size of what it kept. The server's decoding (sharp) then
 * checks the same limit again on what it actually reads.
 */

export interface PictureDimensions {
  readonly width: number
  readonly height: number
}

const u16be = (b: Uint8Array, at: number): number | undefined => (at + 2 <= b.length ? ((b[at] as number) << 8) | (b[at + 1] as number) : undefined)
const u16le = (b: Uint8Array, at: number): number | undefined => (at + 2 <= b.length ? (b[at] as number) | ((b[at + 1] as number) << 8) : undefined)
const u24le = (b: Uint8Array, at: number): number | undefined => (at + 3 <= b.length ? (u16le(b, at) as number) + (b[at + 2] as number) * 0x10000 : undefined)
const u32be = (b: Uint8Array, at: number): number | undefined => (at + 4 <= b.length ? (u16be(b, at) as number) * 0x10000 + (u16be(b, at + 2) as number) : undefined)
const u32le = (b: Uint8Array, at: number): number | undefined => (at + 4 <= b.length ? (u16le(b, at) as number) + (u16le(b, at + 2) as number) * 0x10000 : undefined)
const tagAt = (b: Uint8Array, at: number): string => String.fromCharCode(...b.subarray(at, at + 4))

const sized = (width: number | undefined, height: number | undefined): PictureDimensions | null =>
  width !== undefined && height !== undefined && width > 0 && height > 0 ? { width, height } : null

/** PNG: the IHDR chunk comes first, right after the signature. */
function pngDimensions(b: Uint8Array): PictureDimensions | null {
  return tagAt(b, 12) === 'IHDR' ? sized(u32be(b, 16), u32be(b, 20)) : null
}

/** GIF: the logical screen's width and height follow the 6-byte signature. */
function gifDimensions(b: Uint8Array): PictureDimensions | null {
  return sized(u16le(b, 6), u16le(b, 8))
}

/** WebP: its first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended, with the canvas size). */
function webpDimensions(b: Uint8Array): PictureDimensions | null {
  const chunk = tagAt(b, 12)
  if (chunk === 'VP8 ') {
    // frame tag (3 bytes), start code 9d 01 2a, then 14-bit width and height
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null
    const w = u16le(b, 26)
    const h = u16le(b, 28)
    return sized(w === undefined ? w : w & 0x3fff, h === undefined ? h : h & 0x3fff)
  }
  if (chunk === 'VP8L') {
    const bits = b[20] === 0x2f ? u32le(b, 21) : undefined
    return bits === undefined ? null : sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1)
  }
  if (chunk === 'VP8X') {
    const w = u24le(b, 24)
    const h = u24le(b, 27)
    return sized(w === undefined ? w : w + 1, h === undefined ? h : h + 1)
  }
  return null
}

/**
 * The EXIF orientation in a JPEG's APP1 segment (1 to 8), or 1 without one. 5 to 8 turn the
 * picture a quarter, so it shows with its width and height swapped.
 */
function exifOrientation(b: Uint8Array, segment: number, end: number): number {
  const tiff = segment + 10 // after the marker, the length and 'Exif\0\0'
  if (tagAt(b, segment + 4) !== 'Exif' || tiff + 8 > end) return 1
  const little = b[tiff] === 0x49 && b[tiff + 1] === 0x49
  if (!little && !(b[tiff] === 0x4d && b[tiff + 1] === 0x4d)) return 1
  const u16 = little ? u16le : u16be
  const u32 = little ? u32le : u32be
  const ifd = tiff + (u32(b, tiff + 4) ?? end)
  const entries = u16(b, ifd) ?? 0
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12
    if (entry + 12 > end) return 1
    if (u16(b, entry) === 0x0112) return u16(b, entry + 8) ?? 1
  }
  return 1
}

/** The start-of-frame markers (C0 to CF) carry the frame's size; C4, C8 and CC are other tables. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc

/** JPEG: walks the segments to the first start of frame; the size as shown, after any EXIF turn. */
function jpegDimensions(b: Uint8Array): PictureDimensions | null {
  let at = 2
  let orientation = 1
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null
    const marker = b[at + 1] as number
    if (marker === 0xff) {
      at += 1 // fill byte
      continue
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2 // markers without a length
      continue
    }
    if (marker === 0xd9 || marker === 0xda) return null // the image data began before any frame size
    const length = u16be(b, at + 2)
    if (length === undefined || length < 2) return null
    if (marker === 0xe1 && orientation === 1) orientation = exifOrientation(b, at, Math.min(b.length, at + 2 + length))
    if (isStartOfFrame(marker)) {
      const size = sized(u16be(b, at + 7), u16be(b, at + 5))
      return size && orientation >= 5 && orientation <= 8 ? { width: size.height, height: size.width } : size
    }
    at += 2 + length
  }
  return null
}

/**
 * A picture's width and height as it shows (a JPEG's EXIF turn applied), read from its header;
 * null when the header does not hold a size (a damaged or truncated file).
 */
export function pictureDimensions(bytes: Uint8Array, type: ImageType): PictureDimensions | null {
  switch (type) {
    case 'image/png':
      return pngDimensions(bytes)
    case 'image/gif':
      return gifDimensions(bytes)
    case 'image/webp':
      return webpDimensions(bytes)
    case 'image/jpeg':
      return jpegDimensions(bytes)
  }
}
