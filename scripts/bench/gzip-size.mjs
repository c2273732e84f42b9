// Gzip sizes of built files, at zlib's default level: the figure `vite build` prints beside
// each chunk, so the benchmark and the build log agree.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

const cache = new Map()

export function gzipSizeOfBuffer(buffer) {
  return gzipSync(buffer).length
}

/** Gzip size of a file on disk, remembered per path (builds do not change during a run). */
export function gzipSizeOfFile(path) {
  if (!cache.has(path)) cache.set(path, gzipSizeOfBuffer(readFileSync(path)))
  return cache.get(path)
}

/** Forget remembered sizes, after a rebuild into the same folder. */
export function forgetGzipSizes() {
  cache.clear()
}
