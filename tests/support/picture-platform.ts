import { vi } from 'vitest'

/*
 * A stand-in for the browser's picture decoder and canvas encoder, which Node and happy-dom lack
 * (happy-dom's createImageBitmap takes no Blob, its canvas encodes nothing; neither has a Worker,
 * so the storefront prepares pictures on the page). The storefront's own code
 * (src/lib/picture-scaling.ts) runs as it is on top of it; the real decoder and encoder, in the
 * worker, are exercised by the e2e tests in Chromium (tests/e2e-live/picture-upload.spec.ts).
 *
 * Its pictures are a few header bytes that say their size: a real PNG signature or JPEG start,
 * then 'FAKE', width and height, then filler to the wanted byte size. Anything else does not
 * decode, as a PDF or a truncated photo would not.
 */

const MARK = [0x46, 0x41, 0x4b, 0x45] // 'FAKE'
const PNG_START = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG_START = [0xff, 0xd8, 0xff, 0xe0]

function picture(start: number[], width: number, height: number, bytes: number): Uint8Array {
  const head = new Uint8Array(start.length + 12)
  head.set(start)
  head.set(MARK, start.length)
  const view = new DataView(head.buffer)
  view.setUint32(start.length + 4, width)
  view.setUint32(start.length + 8, height)
  const all = new Uint8Array(Math.max(bytes, head.length))
  all.set(head)
  return all
}

/** A PNG of `width` x `height` that the stand-in decodes, `bytes` long. */
export const fakePng = (name: string, width: number, height: number, bytes = 2048): File =>
  new File([picture(PNG_START, width, height, bytes) as BlobPart], name, { type: 'image/png' })

/** A JPEG of `width` x `height` that the stand-in decodes, `bytes` long. */
export const fakeJpeg = (name: string, width: number, height: number, bytes = 2048): File =>
  new File([picture(JPEG_START, width, height, bytes) as BlobPart], name, { type: 'image/jpeg' })

/** A file that starts like a PNG and claims to be one, but is cut off: it does not decode. */
export const brokenPng = (name = 'broken.png'): File => new File([new Uint8Array([...PNG_START, 0, 0, 0, 13, 1, 2])], name, { type: 'image/png' })

/** A PDF, named and declared as a picture, as a renamed download would be. */
export const pdfNamedAsPicture = (name = 'scan.jpg'): File => new File(['%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n'], name, { type: 'image/jpeg' })

/** A real PDF, as picked from a phone's downloads. */
export const pdf = (name = 'invoice.pdf'): File => new File(['%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n'], name, { type: 'application/pdf' })

async function sizeOf(blob: Blob): Promise<{ width: number; height: number } | null> {
  const bytes = new Uint8Array(await blob.slice(0, 24).arrayBuffer())
  for (const start of [PNG_START, JPEG_START]) {
    const at = start.length
    if (start.every((b, i) => bytes[i] === b) && MARK.every((b, i) => bytes[at + i] === b)) {
      const view = new DataView(bytes.buffer, bytes.byteOffset)
      return { width: view.getUint32(at + 4), height: view.getUint32(at + 8) }
    }
  }
  return null
}

export interface PicturePlatform {
  /** The options each createImageBitmap call was given. */
  readonly decodeOptions: unknown[]
  /** Each encoding asked of a canvas: its size and quality. */
  readonly encodings: { width: number; height: number; quality: number | undefined }[]
  /** Holds every decode until the returned function is called (to see the screen meanwhile). */
  holdDecoding(): () => void
  /** How many bytes an encoding of this size and quality comes to (a JPEG's ~0.4 bytes a pixel at 0.85 by default). */
  encodedBytes: (width: number, height: number, quality: number) => number
}

/** Puts the stand-in in place of createImageBitmap and OffscreenCanvas until the test file ends. */
export function installPicturePlatform(): PicturePlatform {
  let gate: Promise<void> = Promise.resolve()
  const platform: PicturePlatform = {
    decodeOptions: [],
    encodings: [],
    holdDecoding() {
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      gate = held
      return () => {
        release()
        if (gate === held) gate = Promise.resolve()
      }
    },
    encodedBytes: (width, height, quality) => Math.round(width * height * quality * 0.5),
  }

  vi.stubGlobal('createImageBitmap', async (source: Blob, options?: unknown) => {
    platform.decodeOptions.push(options)
    await gate
    const size = source instanceof Blob ? await sizeOf(source) : null
    if (!size) throw new DOMException('The source image could not be decoded.', 'InvalidStateError')
    return { ...size, close: () => {} }
  })

  class StandInCanvas {
    constructor(
      readonly width: number,
      readonly height: number,
    ) {}
    getContext() {
      return { fillStyle: '', imageSmoothingQuality: 'low', fillRect: () => {}, drawImage: () => {} }
    }
    async convertToBlob(options?: { type?: string; quality?: number }) {
      const quality = options?.quality ?? 0.92
      platform.encodings.push({ width: this.width, height: this.height, quality: options?.quality })
      return new Blob([picture(JPEG_START, this.width, this.height, platform.encodedBytes(this.width, this.height, quality)) as BlobPart], {
        type: options?.type ?? 'image/png',
      })
    }
  }
  vi.stubGlobal('OffscreenCanvas', StandInCanvas)
  return platform
}

/** The size a stand-in picture says it has. */
export const sizeOfPicture = sizeOf
