import type { CataloguePictureRequest, CataloguePictureResponse } from '../../../contracts/admin/admin-uploads'
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../../contracts/admin/audit-actions'
import type { Staff } from '../../../contracts/admin/staff'
import { sniffImageType } from '../../../contracts/upload-rules'
import { judgeCataloguePicture } from '../../../rules/catalogue-pictures'
import { pictureDimensions } from '../../../rules/picture-dimensions'
import { uploadUrl } from '../../../seed/media/media-urls'
import type { BackendContext } from '../backend-context'
import { keepCataloguePicture } from '../uploads'
import { recordAudit } from './audit-log'

/** The longest file name the audit entry keeps, as on the server. */
const AUDITED_NAME_CHARS = 120

/**
 * POST /admin/uploads (the mirror of server/domain/admin/catalogue-pictures.ts): judged by the
 * same rule (rules/catalogue-pictures.ts), kept in the fake's uploads (the browser's keeps it at
 * the gallery's size: mocks/media/shrink-image.ts) with its size in pixels, and audited. The fake
 * cannot make sizes: each size's address answers the kept picture (mocks/handlers/media-handlers.ts).
 */
export async function uploadCataloguePicture(ctx: BackendContext, staff: Staff, input: CataloguePictureRequest): Promise<CataloguePictureResponse> {
  const judged = await judgeCataloguePicture(input.picture)
  const prepared = await ctx.prepareCataloguePicture(new File([judged.bytes], input.picture.name, { type: judged.contentType }))
  const bytes = new Uint8Array(await prepared.arrayBuffer())
  const contentType = sniffImageType(bytes) ?? judged.contentType
  const { width, height } = pictureDimensions(bytes, contentType) ?? judged
  const id = keepCataloguePicture(ctx, bytes, contentType, { width, height })
  const url = uploadUrl(id)
  recordAudit(ctx, staff, {
    action: AUDIT_ACTIONS.pictureUpload,
    entity: AUDIT_ENTITIES.picture,
    entityId: id,
    after: { url, name: input.picture.name.slice(0, AUDITED_NAME_CHARS), contentType, bytes: bytes.byteLength, width, height },
  })
  return { url, width, height }
}
