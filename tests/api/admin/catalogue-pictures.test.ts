import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import type { AuditEntry } from '../../../contracts/admin/admin-audit'
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../../contracts/admin/audit-actions'
import { CATALOGUE_MESSAGES } from '../../../contracts/admin/catalogue-messages'
import {
  MAX_CATALOGUE_PICTURE_BYTES,
  PICTURE_FORMATS,
  PICTURE_WIDTHS,
  pictureSizeUrl,
  type PictureFormat,
  type PictureSize,
} from '../../../contracts/picture-sizes'
import { uploadMessages } from '../../../contracts/upload-rules'
import { accountService } from '../../../src/services/account-service'
import { pngFile, signInAs } from '../../support/api-calls'
import { serveBackend } from '../../support/backend-under-test'
import { lacks } from '../support/capabilities'
import { callStaff, callStaffRaw, signInStaff, staffOf } from '../support/staff-calls'

const backend = serveBackend()

/*
 * Catalogue pictures (issue 30, point 2): POST /admin/uploads judges a picture by its bytes,
 * keeps the original and answers its address and size; the server makes every size in WebP and
 * JPEG, once, and serves them for ever at `<address>/<size>.<format>`. The fake backend cannot
 * resize (capabilities.ts, pictureSizes): each size's address answers the original there.
 */

const SIZES = Object.keys(PICTURE_WIDTHS) as PictureSize[]
const FORMATS = Object.keys(PICTURE_FORMATS) as PictureFormat[]

/** A 1600 x 1000 PNG with a transparent half, made here with sharp. */
async function widePng(): Promise<File> {
  const half = await sharp({ create: { width: 800, height: 1000, channels: 4, background: { r: 51, g: 60, b: 140, alpha: 1 } } }).png().toBuffer()
  const bytes = await sharp({ create: { width: 1600, height: 1000, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: half, left: 0, top: 0 }])
    .png()
    .toBuffer()
  return new File([new Uint8Array(bytes)], 'indigo-ikat.png', { type: 'image/png' })
}

/** A 2000 x 1500 camera JPEG that says it must be turned a quarter (EXIF orientation 6), so it shows 1500 x 2000. */
async function turnedJpeg(): Promise<File> {
  const bytes = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 179, g: 58, b: 40 } } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer()
  return new File([new Uint8Array(bytes)], 'IMG_2041.JPG', { type: 'image/jpeg' })
}

/** A PNG signature and an IHDR chunk declaring 8000 x 8000 pixels (64 megapixels), and nothing else. */
function hugeHeaderPng(): File {
  const bytes = new Uint8Array(33)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
  const view = new DataView(bytes.buffer)
  view.setUint32(16, 8000)
  view.setUint32(20, 8000)
  bytes.set([8, 6, 0, 0, 0], 24)
  return new File([bytes], 'huge.png', { type: 'image/png' })
}

const media = (url: string) => fetch(`${backend.origin}${url}`)
const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer())

async function pictureEntries(owner: string): Promise<AuditEntry[]> {
  const { entries } = await callStaff(backend, 'audit', { limit: '100' }, owner)
  return entries.filter((e) => e.action === AUDIT_ACTIONS.pictureUpload)
}

describe('uploading a catalogue picture', () => {
  test('a PNG and a turned JPEG are kept with their size as shown, served for ever, and audited', async () => {
    const catalogue = await signInStaff(backend, 'catalogue')
    const me = await staffOf(backend, catalogue)
    const png = await widePng()
    const jpeg = await turnedJpeg()

    const pngAnswer = await callStaff(backend, 'uploadPicture', { picture: png }, catalogue)
    const jpegAnswer = await callStaff(backend, 'uploadPicture', { picture: jpeg }, catalogue)
    expect(pngAnswer).toEqual({ url: expect.stringMatching(/^\/media\/upload\/[A-Za-z0-9_-]+$/), width: 1600, height: 1000 })
    expect(jpegAnswer).toEqual({ url: expect.stringMatching(/^\/media\/upload\/[A-Za-z0-9_-]+$/), width: 1500, height: 2000 })

    // a PNG with nothing but pixels is kept byte for byte, under its sniffed type
    const pngOriginal = await media(pngAnswer.url)
    expect(pngOriginal.status).toBe(200)
    expect(pngOriginal.headers.get('Content-Type')).toBe('image/png')
    expect(pngOriginal.headers.get('Cache-Control')).toContain('immutable')
    expect(await bytesOf(pngOriginal)).toEqual(new Uint8Array(await png.arrayBuffer()))

    const jpegOriginal = await media(jpegAnswer.url)
    expect(jpegOriginal.headers.get('Content-Type')).toBe('image/jpeg')
    if (!lacks('pictureSizes')) {
      // the server keeps the camera's picture upright, without its EXIF
      const kept = await sharp(await bytesOf(jpegOriginal)).metadata()
      expect({ width: kept.width, height: kept.height, exif: kept.exif, orientation: kept.orientation }).toEqual({
        width: 1500,
        height: 2000,
        exif: undefined,
        orientation: undefined,
      })
    }

    const owner = await signInStaff(backend, 'owner')
    const entries = await pictureEntries(owner)
    expect(entries).toHaveLength(2)
    for (const [answer, file] of [
      [pngAnswer, png],
      [jpegAnswer, jpeg],
    ] as const) {
      expect(entries.find((e) => e.entityId === answer.url.split('/').pop())).toMatchObject({
        staffId: me.id,
        entity: AUDIT_ENTITIES.picture,
        after: { url: answer.url, name: file.name, width: answer.width, height: answer.height },
      })
    }
  })

  test.skipIf(lacks('pictureSizes'))('every size in WebP and JPEG, at its width and never wider than the picture; 404 for any other', async () => {
    const catalogue = await signInStaff(backend, 'catalogue')
    const wide = await callStaff(backend, 'uploadPicture', { picture: await widePng() }, catalogue)
    const small = await callStaff(
      backend,
      'uploadPicture',
      { picture: new File([new Uint8Array(await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ebb534' } }).png().toBuffer())], 'small.png') },
      catalogue,
    )
    for (const [picture, width] of [
      [wide, 1600],
      [small, 300],
    ] as const) {
      for (const size of SIZES) {
        for (const format of FORMATS) {
          const answer = await media(pictureSizeUrl(picture.url, size, format))
          expect(answer.status, `${size}.${format}`).toBe(200)
          expect(answer.headers.get('Content-Type')).toBe(PICTURE_FORMATS[format])
          expect(answer.headers.get('Cache-Control')).toContain('immutable')
          const made = await sharp(await bytesOf(answer)).metadata()
          expect({ format: made.format, width: made.width }, `${size}.${format}`).toEqual({ format, width: Math.min(PICTURE_WIDTHS[size], width) })
        }
      }
    }
    // the card's JPEG has no transparency: the PNG's transparent half shows white
    const card = await sharp(await bytesOf(await media(pictureSizeUrl(wide.url, 'card', 'jpeg'))))
      .extract({ left: 400, top: 100, width: 1, height: 1 })
      .raw()
      .toBuffer()
    expect([...card].every((channel) => channel > 245)).toBe(true)

    // unknown sizes and formats, unknown pictures, and a buyer's picture (kept without sizes)
    await signInAs()
    const buyers = (await accountService.editUser({ name: 'Aarav Mehta', dob: '1992-08-14', profile_pic: pngFile() })).profile_pic ?? ''
    for (const url of [
      `${wide.url}/card.avif`,
      `${wide.url}/poster.webp`,
      `${wide.url}/card.webp.jpeg`,
      pictureSizeUrl('/media/upload/no-such-picture', 'card', 'webp'),
      pictureSizeUrl(buyers, 'thumb', 'jpeg'),
    ]) {
      expect((await media(url)).status, url).toBe(404)
    }
    expect((await media(buyers)).status).toBe(200)
  })

  test.skipIf(!lacks('pictureSizes'))('the fake answers every size’s address with the picture it kept, so a srcset works in mock mode', async () => {
    const catalogue = await signInStaff(backend, 'catalogue')
    const png = await widePng()
    const { url } = await callStaff(backend, 'uploadPicture', { picture: png }, catalogue)
    const original = new Uint8Array(await png.arrayBuffer())
    for (const size of SIZES) {
      for (const format of FORMATS) {
        const answer = await media(pictureSizeUrl(url, size, format))
        expect(answer.headers.get('Content-Type')).toBe('image/png')
        expect(await bytesOf(answer)).toEqual(original)
      }
    }
    expect((await media(`${url}/card.avif`)).status).toBe(404)
  })
})

describe('pictures the store refuses', () => {
  test('by their bytes, size and pixels, with the same words on every backend, and nothing is kept', async () => {
    const catalogue = await signInStaff(backend, 'catalogue')
    const refusal = async (picture: File) => {
      const answer = await callStaffRaw(backend, 'uploadPicture', { picture }, { session: catalogue })
      return { status: answer.status, msg: (answer.body as { msg?: string } | null)?.msg }
    }
    // a text file named and typed as a PNG
    expect(await refusal(new File(['not a picture at all'], 'fabric.png', { type: 'image/png' }))).toEqual({ status: 400, msg: uploadMessages.notAnImage })
    // one byte over 10 MB, whatever its bytes hold after a PNG's signature
    const oversize = new Uint8Array(MAX_CATALOGUE_PICTURE_BYTES + 1)
    oversize.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    expect(await refusal(new File([oversize], 'big.png', { type: 'image/png' }))).toEqual({ status: 413, msg: CATALOGUE_MESSAGES.pictureTooLarge })
    // a few bytes declaring 64 megapixels: refused before anything decodes them
    expect(await refusal(hugeHeaderPng())).toEqual({ status: 400, msg: CATALOGUE_MESSAGES.pictureTooManyPixels })
    // a PNG's signature and then nothing a picture holds
    expect(await refusal(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], 'cut.png'))).toEqual({
      status: 400,
      msg: CATALOGUE_MESSAGES.pictureUnreadable,
    })
    expect(await pictureEntries(await signInStaff(backend, 'owner'))).toEqual([])
  })
})
