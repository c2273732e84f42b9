import { uploadUrl } from '../media/media-urls'
import { fail, type BackendContext } from './backend-context'

const isImage = (file: File) => file.type.startsWith('image/')

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  const chunk = 0x8000
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk))
  return btoa(binary)
}

/** Refuses anything that is not a picture, as the review and profile forms promise. */
export function assertImages(files: readonly File[]): void {
  if (files.some((f) => !isImage(f))) fail(400, 'Only image files are allowed')
}

/** Keeps an uploaded picture and answers the address it is served from. */
export async function storeUpload(ctx: BackendContext, file: File): Promise<string> {
  const prepared = await ctx.prepareImage(file)
  const record = {
    _id: ctx.newId(),
    contentType: prepared.type || 'application/octet-stream',
    base64: toBase64(new Uint8Array(await prepared.arrayBuffer())),
    createdAt: new Date(ctx.now()).toISOString(),
  }
  ctx.db.put('uploads', [...ctx.db.get('uploads'), record])
  return uploadUrl(record._id)
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
