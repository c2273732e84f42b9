import { preparePictureHere, type PreparedPicture } from './picture-scaling'
import type { PictureJob } from './picture-scaling.worker'

export type { PreparedPicture } from './picture-scaling'

/** The worker could not run (no module workers, or a policy refused it): the page does the work. */
class WorkerUnavailable extends Error {}

function inWorker(job: PictureJob, signal?: AbortSignal): Promise<PreparedPicture> {
  return new Promise((resolve, reject) => {
    // one worker per picture: ending it is how a pick that was replaced stops
    const worker = new Worker(new URL('./picture-scaling.worker.ts', import.meta.url), { type: 'module', name: 'picture-scaling' })
    const end = () => {
      worker.terminate()
      signal?.removeEventListener('abort', abort)
    }
    const abort = () => {
      end()
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', abort, { once: true })
    worker.onmessage = (event: MessageEvent<PreparedPicture>) => {
      end()
      resolve(event.data)
    }
    worker.onerror = (event) => {
      event.preventDefault()
      end()
      reject(new WorkerUnavailable())
    }
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a Worker's postMessage takes no origin
    worker.postMessage(job)
  })
}

/**
 * Makes a picked file ready to upload (issue 28, point 7): refuses what is no picture by its
 * bytes, whatever its name or declared type, and what claims to be one but does not decode;
 * sends a small picture of a kept type as it is; scales any other down to `longSide` (see
 * PICTURE_LONG_SIDE) as a JPEG under the server's byte limit, so a 12-megapixel phone photo goes
 * through. Started when the file is picked, so Save has nothing left to wait for, and in a worker
 * where the browser can draw there (OffscreenCanvas), so typing never waits for it; elsewhere on
 * the page (src/lib/picture-scaling.ts). Resolves with a refusal rather than rejecting; rejects
 * only once `signal` aborted.
 */
export async function preparePicture(file: File, longSide: number, signal?: AbortSignal): Promise<PreparedPicture> {
  signal?.throwIfAborted()
  if (typeof Worker === 'function' && typeof OffscreenCanvas === 'function') {
    try {
      return await inWorker({ file, longSide }, signal)
    } catch (error) {
      if (!(error instanceof WorkerUnavailable)) throw error
    }
  }
  return preparePictureHere(file, longSide, signal)
}
