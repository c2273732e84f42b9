import { sniffImageType } from '../../rules/validation'
import { uploadUrl } from '../../seed/media/media-urls'
import type { BackendContext } from './backend-context'

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  const chunk = 0x8000
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk))
  return btoa(binary)
}

/**
 * Keeps a picture that judgeImages (rules/uploads.ts) accepted and answers the address it is
 * served from. The kept type is what the kept bytes show: the browser may have re-encoded them.
 */
export async function storeUpload(ctx: BackendContext, picture: { file: File; contentType: string }): Promise<string> {
  const prepared = await ctx.prepareImage(picture.file)
  const bytes = new Uint8Array(await prepared.arrayBuffer())
  const record = {
    _id: ctx.newId(),
    contentType: sniffImageType(bytes) ?? picture.contentType,
    base64: toBase64(bytes),
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
