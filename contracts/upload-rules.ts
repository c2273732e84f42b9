/*
 * What a picture must be to be uploaded (a profile picture, a review's images), in one home: the
 * storefront refuses and scales pictures by these numbers before it sends them, and both
 * backends (rules/uploads.ts) refuse anything else with the words below.
 */

/** The largest picture the server keeps, in bytes, before any resizing. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

/** The picture types the store keeps, known by their first bytes. */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp'

/** The most bytes sniffImageType looks at (WEBP: 'RIFF', 4 size bytes, 'WEBP'). */
export const SNIFF_BYTES = 12

const startsWith = (bytes: Uint8Array, expected: readonly number[], at = 0): boolean =>
  bytes.length >= at + expected.length && expected.every((b, i) => bytes[at + i] === b)

const ascii = (text: string): number[] => Array.from(text, (c) => c.charCodeAt(0))

/**
 * The picture type a file's first bytes show, or null for anything else, whatever the file
 * claims to be by its name or its declared type. SVG is not accepted: it can carry script.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp'
  return null
}

/**
 * The longest side, in pixels, the storefront sends a picture at; larger ones are scaled down in
 * the browser first (src/lib/picture-downscale.ts). The server keeps the bytes it is sent and
 * serves them as they are, so this is what every later viewer downloads.
 * - profile: shown at most 112 CSS px (My Account), cropped to a circle: 512 covers a 3x screen
 *   with the crop's room, in a few tens of KB of JPEG.
 * - review: 80 px thumbnails today, but a review photo is a buyer's evidence of a weave or a
 *   colour: 1280 keeps the threads legible if it is ever opened larger, in a few hundred KB.
 */
export const PICTURE_LONG_SIDE = { profile: 512, review: 1280 } as const

export const uploadMessages = {
  /** The backends' refusal of a file whose bytes are no accepted picture (400). */
  notAnImage: 'Only image files are allowed',
  /** The backends' refusal of a picture above MAX_UPLOAD_BYTES (413). */
  tooLarge: 'Image is too large (5 MB at most)',
  /**
   * The storefront's refusal, before anything is sent, of a file that is no picture it can
   * read: its bytes are no accepted type, or they do not decode (issue 28, point 7).
   */
  choosePicture: 'Choose a picture (JPEG, PNG, WebP or GIF)',
} as const

/** The review popup's line for the files it did not add, named so the buyer knows which. */
export const notAddedMessage = (names: readonly string[]): string => `${uploadMessages.choosePicture}. Not added: ${names.join(', ')}`
