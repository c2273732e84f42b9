import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { sniffImageType } from '../../contracts/upload-rules'
import { pictureDimensions } from '../../rules/picture-dimensions'

/*
 * Both backends count a catalogue picture's pixels from its header before anything decodes it,
 * and the fake backend answers the size it reads there (rules/picture-dimensions.ts). Each
 * format's header is checked against what libvips (sharp) says of the same file.
 */

const canvas = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 200, g: 120, b: 40, alpha: 0.5 } } })

const cases: [string, () => Promise<Buffer>, { width: number; height: number }][] = [
  ['PNG', () => canvas(321, 123).png().toBuffer(), { width: 321, height: 123 }],
  ['GIF', () => canvas(64, 48).gif().toBuffer(), { width: 64, height: 48 }],
  ['baseline JPEG', () => canvas(640, 480).jpeg().toBuffer(), { width: 640, height: 480 }],
  ['progressive JPEG', () => canvas(641, 479).jpeg({ progressive: true }).toBuffer(), { width: 641, height: 479 }],
  ['JPEG turned a quarter by EXIF (shown taller than wide)', () => canvas(400, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer(), { width: 300, height: 400 }],
  ['JPEG turned upside down by EXIF (same shape)', () => canvas(400, 300).jpeg().withMetadata({ orientation: 3 }).toBuffer(), { width: 400, height: 300 }],
  ['lossy WebP (VP8)', () => canvas(333, 222).webp().toBuffer(), { width: 333, height: 222 }],
  ['lossless WebP (VP8L)', () => canvas(16383, 3).webp({ lossless: true }).toBuffer(), { width: 16383, height: 3 }],
  ['WebP with alpha (VP8X)', () => canvas(500, 260, 4).webp({ alphaQuality: 50 }).toBuffer(), { width: 500, height: 260 }],
]

describe('pictureDimensions', () => {
  test.each(cases)('%s: the size as it shows', async (_, make, expected) => {
    const bytes = new Uint8Array(await make())
    const type = sniffImageType(bytes)
    if (!type) throw new Error('sharp made no picture the store knows')
    expect(pictureDimensions(bytes, type)).toEqual(expected)
    const meta = await sharp(bytes).metadata()
    expect(expected).toEqual(meta.autoOrient)
  })

  test('null for a header cut short or without a size, never a wrong size', async () => {
    const jpeg = new Uint8Array(await canvas(640, 480).jpeg().toBuffer())
    const png = new Uint8Array(await canvas(10, 10).png().toBuffer())
    expect(pictureDimensions(jpeg.subarray(0, 20), 'image/jpeg')).toBeNull()
    expect(pictureDimensions(png.subarray(0, 20), 'image/png')).toBeNull()
    expect(pictureDimensions(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 4, 0, 0]), 'image/jpeg')).toBeNull()
    expect(pictureDimensions(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 \0\0\0\0'), 'image/webp')).toBeNull()
  })
})
