/** Longest side of a kept upload: enough for a review thumbnail or an avatar. */
const MAX_SIDE = 360
/** Smaller files are kept as they are. */
const KEEP_BELOW_BYTES = 96 * 1024

/**
 * Re-encodes a large photo as a small JPEG so uploads fit in localStorage. Where the browser
 * cannot decode it (or for SVG), the file is kept unchanged and the db's quota guard decides.
 */
export async function shrinkImage(file: File): Promise<File> {
  if (file.size <= KEEP_BELOW_BYTES || file.type === 'image/svg+xml') return file
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas === 'undefined') return file
  try {
    const bitmap = await createImageBitmap(file)
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height))
    const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale))
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    bitmap.close()
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.72 })
    return new File([blob], file.name.replace(/\.\w+$/, '') + '.jpg', { type: 'image/jpeg' })
  } catch {
    return file
  }
}
