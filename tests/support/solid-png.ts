import { crc32, deflateSync } from 'node:zlib'

/*
 * Real pictures for the catalogue's tests: a PNG of one colour, made here (every byte a decoder
 * reads: the signature, IHDR, the pixels deflated, IEND), so the store's judge reads its size and
 * a browser decodes it.
 */

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length)
  const view = new DataView(out.buffer)
  view.setUint32(0, data.length)
  out.set(new TextEncoder().encode(type), 4)
  out.set(data, 8)
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)))
  return out
}

/** The bytes of a `width` x `height` PNG filled with one RGB colour. */
export function solidPngBytes(width: number, height: number, [r, g, b]: readonly [number, number, number]): Uint8Array {
  const header = new Uint8Array(13)
  const view = new DataView(header.buffer)
  view.setUint32(0, width)
  view.setUint32(4, height)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits per channel, truecolour, no interlace
  const row = new Uint8Array(1 + width * 3)
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3)
  const pixels = new Uint8Array(row.length * height)
  for (let y = 0; y < height; y++) pixels.set(row, y * row.length)
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', new Uint8Array(deflateSync(pixels))),
    chunk('IEND', new Uint8Array(0)),
  ]
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    all.set(part, at)
    at += part.length
  }
  return all
}
