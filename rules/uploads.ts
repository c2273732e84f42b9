import { fail } from './rule-error'
import { MAX_UPLOAD_BYTES, sniffImageType } from './validation'

/** The most bytes sniffImageType looks at (WEBP: 'RIFF', 4 size bytes, 'WEBP'). */
const SNIFF_BYTES = 12

/**
 * Checks uploaded pictures by their bytes, never by the type the sender declared: anything that
 * is not a PNG, JPEG, GIF or WEBP is refused (400), and so is a picture above 5 MB (413).
 * Answers each file with the type its bytes show.
 */
export async function judgeImages(files: readonly File[]): Promise<{ file: File; contentType: string }[]> {
  const judged: { file: File; contentType: string }[] = []
  for (const file of files) {
    const contentType = sniffImageType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()))
    if (!contentType) fail(400, 'Only image files are allowed')
    if (file.size > MAX_UPLOAD_BYTES) fail(413, 'Image is too large (5 MB at most)')
    judged.push({ file, contentType })
  }
  return judged
}
