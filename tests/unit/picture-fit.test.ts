// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { MAX_UPLOAD_BYTES, PICTURE_LONG_SIDE } from '../../contracts/upload-rules'
import { canSendAsItIs, encodingAttempts, fitWithin, jpegName } from '../../src/lib/picture-fit'

/* src/lib/picture-fit.ts: the size a picture is sent at, and when it is sent as it is. */

describe('fitWithin', () => {
  it('scales the longer side down to the long side, keeping the shape', () => {
    expect(fitWithin({ width: 4000, height: 3000 }, 1280)).toEqual({ width: 1280, height: 960 })
    expect(fitWithin({ width: 3000, height: 4000 }, 512)).toEqual({ width: 384, height: 512 }) // a portrait photo
    expect(fitWithin({ width: 4032, height: 3024 }, 512)).toEqual({ width: 512, height: 384 })
  })

  it('never makes a picture larger, nor a side smaller than 1 px', () => {
    expect(fitWithin({ width: 300, height: 200 }, 512)).toEqual({ width: 300, height: 200 })
    expect(fitWithin({ width: 10_000, height: 10 }, 512)).toEqual({ width: 512, height: 1 })
  })
})

describe('canSendAsItIs', () => {
  const small = { type: 'image/png' as const, bytes: 40_000, size: { width: 400, height: 400 } }

  it('keeps a picture of a kept type within the byte limit and the long side', () => {
    expect(canSendAsItIs(small, PICTURE_LONG_SIDE.profile)).toBe(true)
    expect(canSendAsItIs({ ...small, bytes: MAX_UPLOAD_BYTES }, PICTURE_LONG_SIDE.profile)).toBe(true)
  })

  it('scales one that is longer than the long side, above the byte limit, or of no kept type', () => {
    expect(canSendAsItIs({ ...small, size: { width: 4000, height: 3000 } }, PICTURE_LONG_SIDE.profile)).toBe(false)
    expect(canSendAsItIs({ ...small, bytes: MAX_UPLOAD_BYTES + 1 }, PICTURE_LONG_SIDE.profile)).toBe(false)
    expect(canSendAsItIs({ ...small, type: null }, PICTURE_LONG_SIDE.profile)).toBe(false)
  })
})

describe('encodingAttempts', () => {
  it('tries the fitted size first at good quality, then lower quality, then smaller sizes', () => {
    const attempts = encodingAttempts({ width: 4000, height: 3000 }, 1280)
    expect(attempts.slice(0, 3)).toEqual([
      { width: 1280, height: 960, quality: 0.85 },
      { width: 1280, height: 960, quality: 0.7 },
      { width: 960, height: 720, quality: 0.85 },
    ])
    const areas = attempts.map((a) => a.width * a.height)
    expect(areas).toEqual([...areas].sort((a, b) => b - a)) // never larger than the try before
    expect(attempts.every((a) => Math.max(a.width, a.height) <= 1280)).toBe(true)
  })

  it('never scales a picture up', () => {
    expect(encodingAttempts({ width: 600, height: 400 }, 1280)[0]).toEqual({ width: 600, height: 400, quality: 0.85 })
  })
})

describe('jpegName', () => {
  it('names a re-encoded picture as a JPEG after the picked file', () => {
    expect(jpegName('IMG_2041.PNG')).toBe('IMG_2041.jpg')
    expect(jpegName('selvedge.close.webp')).toBe('selvedge.close.jpg')
    expect(jpegName('photo')).toBe('photo.jpg')
    expect(jpegName('.png')).toBe('picture.jpg')
  })
})
