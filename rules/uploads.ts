import { MAX_UPLOAD_BYTES, SNIFF_BYTES, sniffImageType, uploadMessages } from '../contracts/upload-rules'
import { fail } from './rule-error'

/**
 * Checks uploaded pictures by their bytes, never by the type the sender declared: anything that
 * is not a PNG, JPEG, GIF or WEBP is refused (400), and so is a picture above 5 MB (413).
 * Answers each file with the type its bytes show.
 */
export async function judgeImages(files: readonly File[]): Promise<{ file: File; contentType: string }[]> {
  const judged: { file: File; contentType: string }[] = []
  for (const file of files) {
    const contentType = sniffImageType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()))
    if (!contentType) fail(400, uploadMessages.notAnImage)
    if (file.size > MAX_UPLOAD_BYTES) fail(413, uploadMessages.tooLarge)
    judged.push({ file, contentType })
  }
  return judged
}

/**
 * Pictures one buyer may upload per UTC day, profile and review pictures alike. Four reviews with
 * all five pictures, or a dozen tries at a profile picture, is more than a buyer needs in a day,
 * and at 5 MB a picture it keeps what one account can add to the store under 100 MB a day.
 */
export const MAX_UPLOADS_PER_DAY = 20

/** The refusal past the daily limit (429). */
export const TOO_MANY_UPLOADS = `You can upload at most ${MAX_UPLOADS_PER_DAY} pictures a day. Please try again tomorrow`

/** A buyer's uploads on one UTC day (YYYY-MM-DD). */
export interface UploadTally {
  readonly day: string
  readonly count: number
}

/**
 * Counts `adding` more pictures onto a buyer's tally at `now` (epoch ms), or refuses them all
 * (429) when they would pass the daily limit. A new UTC day starts from zero; a calendar day
 * rather than a sliding 24 hours, so the tally is two numbers on the buyer's row.
 */
export function countUploads(tally: UploadTally | null, adding: number, now: number): UploadTally {
  const day = new Date(now).toISOString().slice(0, 10)
  const count = (tally?.day === day ? tally.count : 0) + adding
  if (count > MAX_UPLOADS_PER_DAY) fail(429, TOO_MANY_UPLOADS)
  return { day, count }
}
