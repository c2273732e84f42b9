import { and, eq, notExists } from 'drizzle-orm'
import type { PictureFormat, PictureSize } from '../../contracts/picture-sizes'
import { countUploads } from '../../rules/uploads'
import { fail } from '../../rules/rule-error'
import { uploadIdOf, uploadUrl } from '../../seed/media/media-urls'
import type { Tx } from '../db/connection'
import { reviews, uploads, uploadSizes, users } from '../db/schema'
import type { ServerContext } from './context'

type JudgedPicture = { readonly file: File; readonly contentType: string }

/** Keeps a judged picture in the database (any process can serve it) and answers its address. */
async function storeUpload(ctx: ServerContext, tx: Tx, picture: JudgedPicture): Promise<string> {
  const id = ctx.newId()
  await tx.insert(uploads).values({
    id,
    contentType: picture.contentType,
    bytes: new Uint8Array(await picture.file.arrayBuffer()),
    createdAt: new Date(ctx.now()).toISOString(),
  })
  return uploadUrl(id)
}

/**
 * Keeps a buyer's judged pictures and answers their addresses, after counting them against the
 * buyer's daily limit (rules/uploads.ts; 429 past it, and nothing is kept). The buyer's row is
 * locked, so uploads sent at once are counted one after the other.
 */
export async function storeUploads(ctx: ServerContext, tx: Tx, userId: string, pictures: readonly JudgedPicture[]): Promise<string[]> {
  if (pictures.length === 0) return []
  const [row] = await tx.select({ day: users.uploadsDay, count: users.uploadsThatDay }).from(users).where(eq(users.id, userId)).for('update')
  if (!row) return fail(401, 'Unauthorized')
  const tally = countUploads(row.day === null ? null : { day: row.day, count: row.count }, pictures.length, ctx.now())
  await tx.update(users).set({ uploadsDay: tally.day, uploadsThatDay: tally.count }).where(eq(users.id, userId))
  const urls: string[] = []
  for (const picture of pictures) urls.push(await storeUpload(ctx, tx, picture))
  return urls
}

/**
 * Deletes a profile picture its buyer replaced, unless something still shows it: a review keeps
 * its reviewer's picture address (reviewerPic), and no user may hold it as profile picture. An
 * address that is not an upload (a generated avatar) is left alone.
 */
export async function dropReplacedPicture(tx: Tx, url: string | null): Promise<void> {
  const id = url === null ? null : uploadIdOf(url)
  if (url === null || id === null) return
  const shownNowhere = and(
    notExists(tx.select({ one: reviews.id }).from(reviews).where(eq(reviews.reviewerPic, url))),
    notExists(tx.select({ one: users.id }).from(users).where(eq(users.profilePic, url))),
  )
  await tx.delete(uploads).where(and(eq(uploads.id, id), shownNowhere))
}

/** An upload's bytes for GET /media/upload/:id, or null for an unknown id. */
export async function readUpload(ctx: ServerContext, id: string): Promise<{ contentType: string; bytes: Uint8Array } | null> {
  const [row] = await ctx.db.select({ contentType: uploads.contentType, bytes: uploads.bytes }).from(uploads).where(eq(uploads.id, id))
  return row ?? null
}

/**
 * One size of a catalogue picture for GET /media/upload/:id/:size.:format, or null when there is
 * none (an unknown id, or a buyer's picture: those are kept as they were sent, without sizes).
 */
export async function readUploadSize(ctx: ServerContext, id: string, size: PictureSize, format: PictureFormat): Promise<Uint8Array | null> {
  const [row] = await ctx.db
    .select({ bytes: uploadSizes.bytes })
    .from(uploadSizes)
    .where(and(eq(uploadSizes.uploadId, id), eq(uploadSizes.size, size), eq(uploadSizes.format, format)))
  return row?.bytes ?? null
}
