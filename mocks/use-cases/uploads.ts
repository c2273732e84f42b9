import { countUploads } from '../../rules/uploads'
import { sniffImageType } from '../../contracts/upload-rules'
import { uploadIdOf, uploadUrl } from '../../seed/media/media-urls'
import type { BackendContext } from './backend-context'
import { updateUser } from './users'

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  const chunk = 0x8000
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk))
  return btoa(binary)
}

/** Keeps a picture's bytes in the uploads collection and answers its id. */
function keepUpload(ctx: BackendContext, bytes: Uint8Array, contentType: string, size?: { width: number; height: number }): string {
  const record = { _id: ctx.newId(), contentType, base64: toBase64(bytes), createdAt: new Date(ctx.now()).toISOString(), ...size }
  ctx.db.put('uploads', [...ctx.db.get('uploads'), record])
  return record._id
}

/**
 * Keeps a picture that judgeImages (rules/uploads.ts) accepted and answers the address it is
 * served from. The kept type is what the kept bytes show: the browser may have re-encoded them.
 */
async function storeUpload(ctx: BackendContext, picture: { file: File; contentType: string }): Promise<string> {
  const prepared = await ctx.prepareImage(picture.file)
  const bytes = new Uint8Array(await prepared.arrayBuffer())
  return uploadUrl(keepUpload(ctx, bytes, sniffImageType(bytes) ?? picture.contentType))
}

/**
 * Keeps a catalogue picture (issue 30) with its size in pixels and answers its id. The fake
 * cannot make sizes: mocks/handlers/media-handlers.ts answers each size's address with these bytes.
 */
export function keepCataloguePicture(ctx: BackendContext, bytes: Uint8Array, contentType: string, size: { width: number; height: number }): string {
  return keepUpload(ctx, bytes, contentType, size)
}

/**
 * Keeps a buyer's judged pictures and answers their addresses, after counting them against the
 * buyer's daily limit (rules/uploads.ts; 429 past it, and nothing is kept). The count is taken
 * before the first await, so two uploads sent at once are counted one after the other.
 */
export async function storeUploads(ctx: BackendContext, userId: string, pictures: readonly { file: File; contentType: string }[]): Promise<string[]> {
  if (pictures.length === 0) return []
  updateUser(ctx, userId, (user) => ({ ...user, uploads: countUploads(user.uploads ?? null, pictures.length, ctx.now()) }))
  const urls: string[] = []
  for (const picture of pictures) urls.push(await storeUpload(ctx, picture))
  return urls
}

/**
 * Deletes a profile picture its buyer replaced, unless something still shows it: a review keeps
 * its reviewer's picture address, and no user may hold it as profile picture. An address that is
 * not an upload (a generated avatar) is left alone.
 */
export function dropReplacedPicture(ctx: BackendContext, url: string | null): void {
  const id = url === null ? null : uploadIdOf(url)
  if (id === null) return
  const inReview = ctx.db.get('products').some((p) => p.rating.some((r) => r.userId?.profile_pic === url))
  const onProfile = ctx.db.get('users').some((u) => u.profile_pic === url)
  if (inReview || onProfile) return
  ctx.db.put('uploads', ctx.db.get('uploads').filter((u) => u._id !== id))
}

/** The stored bytes of an upload, or null if it is unknown (or was evicted to save space). */
export function readUpload(ctx: BackendContext, id: string): { contentType: string; bytes: Uint8Array<ArrayBuffer> } | null {
  const record = ctx.db.get('uploads').find((u) => u._id === id)
  if (!record) return null
  const binary = atob(record.base64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return { contentType: record.contentType, bytes }
}

/** A catalogue picture's stored bytes (one kept with its size in pixels), or null for any other id. */
export function readCataloguePicture(ctx: BackendContext, id: string): { contentType: string; bytes: Uint8Array<ArrayBuffer> } | null {
  const isCatalogue = ctx.db.get('uploads').some((u) => u._id === id && u.width !== undefined)
  return isCatalogue ? readUpload(ctx, id) : null
}
