// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { notAddedMessage, sniffImageType, uploadMessages } from '../../contracts/upload-rules'

/* contracts/upload-rules.ts: a picture is known by its first bytes, whatever its name or declared type. */

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)))

describe('sniffImageType', () => {
  it('knows PNG, JPEG, GIF and WEBP by their first bytes', () => {
    expect(sniffImageType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13]))).toBe('image/png')
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toBe('image/jpeg')
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe1], 'Exif'))).toBe('image/jpeg') // a phone photo starts with its EXIF
    expect(sniffImageType(bytes('GIF87a', [1, 0]))).toBe('image/gif')
    expect(sniffImageType(bytes('GIF89a', [1, 0]))).toBe('image/gif')
    expect(sniffImageType(bytes('RIFF', [36, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp')
  })

  it('says null for a PDF, SVG, HTML, HEIC, other RIFF files and anything too short', () => {
    expect(sniffImageType(bytes('%PDF-1.7\n%'))).toBeNull()
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'))).toBeNull()
    expect(sniffImageType(bytes('<!doctype html><script>alert(1)</script>'))).toBeNull()
    expect(sniffImageType(bytes([0, 0, 0, 24], 'ftypheic'))).toBeNull()
    expect(sniffImageType(bytes('RIFF', [36, 0, 0, 0], 'WAVEfmt '))).toBeNull()
    expect(sniffImageType(bytes([0x89, 0x50, 0x4e, 0x47]))).toBeNull()
    expect(sniffImageType(new Uint8Array())).toBeNull()
  })
})

describe('upload messages', () => {
  it('names the files the review popup did not add', () => {
    expect(uploadMessages.choosePicture).toBe('Choose a picture (JPEG, PNG, WebP or GIF)')
    expect(notAddedMessage(['notes.txt', 'cv.pdf'])).toBe('Choose a picture (JPEG, PNG, WebP or GIF). Not added: notes.txt, cv.pdf')
  })
})
