import { uploadCataloguePicture } from '../domain/admin/catalogue-pictures'
import type { ServerContext } from '../domain/context'
import { createWorkLimit } from '../domain/work-limit'
import type { AdminUseCases, PictureCallName } from './admin-use-cases'

/**
 * Pictures made at once by this process. Two keep a two-core machine busy while leaving two of
 * libuv's four threads for password hashing and everything else; more uploads wait their turn.
 */
const PICTURES_MADE_AT_ONCE = 2

/** The staff call about catalogue pictures (issue 30): an upload, its sizes made once, now. */
export function picturesUseCases(ctx: ServerContext): Pick<AdminUseCases, PictureCallName> {
  const making = createWorkLimit(PICTURES_MADE_AT_ONCE)
  return {
    uploadPicture: (input, { staff }) => uploadCataloguePicture(ctx, staff, input, making),
  }
}
