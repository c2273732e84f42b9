import type { HttpHandler } from 'msw'
import { uploadCataloguePicture } from '../../use-cases/admin/catalogue-pictures'
import { adminHandler, type AdminHandlerContext } from './admin-endpoint-handler'

/** Catalogue pictures (issue 30): the upload. Their sizes are answered with the media (mocks/handlers/media-handlers.ts). */
export function cataloguePictureHandlers(context: AdminHandlerContext): HttpHandler[] {
  return [adminHandler(context, 'uploadPicture', (input, { caller }) => uploadCataloguePicture(context.backend, caller.staff, input))]
}
