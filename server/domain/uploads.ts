import { eq } from 'drizzle-orm'
import { uploadUrl } from '../../seed/media/media-urls'
import type { Tx } from '../db/connection'
import { uploads } from '../db/schema'
import type { ServerContext } from './context'

/** Keeps a judged picture in the database (any process can serve it) and answers its address. */
export async function storeUpload(ctx: ServerContext, tx: Tx, picture: { readonly file: File; readonly contentType: string }): Promise<string> {
  const id = ctx.newId()
  await tx.insert(uploads).values({
    id,
    contentType: picture.contentType,
    bytes: new Uint8Array(await picture.file.arrayBuffer()),
    createdAt: new Date(ctx.now()).toISOString(),
  })
  return uploadUrl(id)
}

/** An upload's bytes for GET /media/upload/:id, or null for an unknown id. */
export async function readUpload(ctx: ServerContext, id: string): Promise<{ contentType: string; bytes: Uint8Array } | null> {
  const [row] = await ctx.db.select({ contentType: uploads.contentType, bytes: uploads.bytes }).from(uploads).where(eq(uploads.id, id))
  return row ?? null
}
