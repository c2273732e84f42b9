// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { MAX_UPLOAD_BYTES, PICTURE_LONG_SIDE, uploadMessages } from '../../contracts/upload-rules'
import { preparePicture } from '../../src/lib/picture-downscale'
import { brokenPng, fakeJpeg, fakePng, installPicturePlatform, pdf, pdfNamedAsPicture, sizeOfPicture } from '../support/picture-platform'

/*
 * src/lib/picture-downscale.ts on the stand-in decoder and encoder (tests/support/picture-platform.ts;
 * Node has no Worker, so src/lib/picture-scaling.ts runs in the test's thread): what is refused,
 * what is sent as it is, and what is scaled to what.
 */

const platform = installPicturePlatform()
beforeEach(() => {
  platform.decodeOptions.length = 0
  platform.encodings.length = 0
  platform.encodedBytes = (width, height, quality) => Math.round(width * height * quality * 0.5)
})

const refused = { kind: 'refused', message: uploadMessages.choosePicture }

describe('preparePicture', () => {
  it('refuses a PDF by its bytes, whatever its name and declared type, without decoding it', async () => {
    expect(await preparePicture(pdf(), PICTURE_LONG_SIDE.profile)).toEqual(refused)
    expect(await preparePicture(pdfNamedAsPicture('me.jpg'), PICTURE_LONG_SIDE.profile)).toEqual(refused)
    expect(platform.decodeOptions).toEqual([])
  })

  it('refuses a file that starts like a picture but does not decode', async () => {
    expect(await preparePicture(brokenPng(), PICTURE_LONG_SIDE.profile)).toEqual(refused)
  })

  it('sends a small picture as it is, after decoding it the right way up', async () => {
    const small = fakePng('me.png', 300, 300)
    expect(await preparePicture(small, PICTURE_LONG_SIDE.profile)).toEqual({ kind: 'ready', file: small })
    expect(platform.decodeOptions).toEqual([{ imageOrientation: 'from-image' }])
    expect(platform.encodings).toEqual([])
  })

  it('scales a 12-megapixel photo of 6.6 MB down to the long side, as a JPEG under the limit', async () => {
    const photo = fakeJpeg('IMG_2041.jpeg', 4000, 3000, 6_600_000)
    const prepared = await preparePicture(photo, PICTURE_LONG_SIDE.profile)
    if (prepared.kind !== 'ready') throw new Error('refused')
    expect(prepared.file.name).toBe('IMG_2041.jpg')
    expect(prepared.file.type).toBe('image/jpeg')
    expect(prepared.file.size).toBeLessThanOrEqual(MAX_UPLOAD_BYTES)
    expect(await sizeOfPicture(prepared.file)).toEqual({ width: 512, height: 384 })
    expect(platform.encodings).toEqual([{ width: 512, height: 384, quality: 0.85 }])
  })

  it('scales a picture that is small in pixels but above the byte limit', async () => {
    const heavy = fakePng('scan.png', 500, 500, MAX_UPLOAD_BYTES + 1)
    const prepared = await preparePicture(heavy, PICTURE_LONG_SIDE.profile)
    expect(prepared.kind).toBe('ready')
    expect(platform.encodings).toEqual([{ width: 500, height: 500, quality: 0.85 }])
  })

  it('lowers the quality, then the size, until the encoding is under the limit', async () => {
    // as if each pixel took 8 bytes: 1280 x 960 never fits, 960 x 720 does at the lower quality
    platform.encodedBytes = (width, height, quality) => Math.round(width * height * 8 * quality)
    const prepared = await preparePicture(fakeJpeg('weave.jpg', 4000, 3000, 3_000_000), PICTURE_LONG_SIDE.review)
    expect(prepared.kind).toBe('ready')
    expect(platform.encodings).toEqual([
      { width: 1280, height: 960, quality: 0.85 },
      { width: 1280, height: 960, quality: 0.7 },
      { width: 960, height: 720, quality: 0.85 },
    ])
  })

  it('refuses a picture no encoding brings under the limit', async () => {
    platform.encodedBytes = () => MAX_UPLOAD_BYTES + 1
    expect(await preparePicture(fakeJpeg('noise.jpg', 4000, 3000, 9_000_000), PICTURE_LONG_SIDE.review)).toEqual(refused)
  })

  it('stops when its signal aborts', async () => {
    const release = platform.holdDecoding()
    const abort = new AbortController()
    const prepared = preparePicture(fakeJpeg('IMG.jpg', 4000, 3000, 6_000_000), PICTURE_LONG_SIDE.profile, abort.signal)
    abort.abort()
    release()
    await expect(prepared).rejects.toThrow(/abort/i)
    expect(platform.encodings).toEqual([])
  })
})
