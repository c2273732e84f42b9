import { preparePictureHere } from './picture-scaling'

/*
 * Prepares one picked picture off the main thread (src/lib/picture-downscale.ts starts it): the
 * drawing and encoding of a 12-megapixel photo would hold the page for 100 ms or more on a phone.
 */

export interface PictureJob {
  readonly file: File
  readonly longSide: number
}

self.onmessage = async (event: MessageEvent<PictureJob>) => {
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker answers its page: no origin to name
  self.postMessage(await preparePictureHere(event.data.file, event.data.longSide))
}
