import type { CataloguePictureRequest, CataloguePictureResponse } from '../../../contracts/admin/admin-uploads'
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../../contracts/admin/audit-actions'
import type { Staff } from '../../../contracts/admin/staff'
import { judgeCataloguePicture } from '../../../rules/catalogue-pictures'
import { uploadUrl } from '../../../seed/media/media-urls'
import { uploads, uploadSizes } from '../../db/schema'
import type { ServerContext } from '../context'
import type { WorkLimit } from '../work-limit'
import { recordAudit } from './audit-log'
import { makeCataloguePicture } from './picture-making'

/** The longest file name the audit entry keeps (a name is the sender's text, of any length). */
const AUDITED_NAME_CHARS = 120

/**
 * POST /admin/uploads (owner and catalogue staff): judges the picture by its bytes
 * (rules/catalogue-pictures.ts), makes its sizes (within `making`, the process's bound on pictures
 * made at once), then keeps the original, every size and the audit entry in one transaction,
 * which opens only once the slow part is done. Answers the original's address and size; its sizes
 * are served from `<address>/<size>.<format>` (server/http/media-routes.ts).
 */
export async function uploadCataloguePicture(
  ctx: ServerContext,
  staff: Staff,
  input: CataloguePictureRequest,
  making: WorkLimit,
): Promise<CataloguePictureResponse> {
  const judged = await judgeCataloguePicture(input.picture)
  const { original, sizes } = await making.run(() => makeCataloguePicture(judged))
  const id = ctx.newId()
  const url = uploadUrl(id)
  return ctx.db.transaction(async (tx) => {
    await tx.insert(uploads).values({
      id,
      contentType: original.contentType,
      bytes: original.bytes,
      width: original.width,
      height: original.height,
      createdAt: new Date(ctx.now()).toISOString(),
    })
    await tx.insert(uploadSizes).values(sizes.map(({ size, format, bytes }) => ({ uploadId: id, size, format, bytes })))
    await recordAudit(ctx, tx, staff, {
      action: AUDIT_ACTIONS.pictureUpload,
      entity: AUDIT_ENTITIES.picture,
      entityId: id,
      after: {
        url,
        name: input.picture.name.slice(0, AUDITED_NAME_CHARS),
        contentType: original.contentType,
        bytes: original.bytes.byteLength,
        width: original.width,
        height: original.height,
      },
    })
    return { url, width: original.width, height: original.height }
  })
}
