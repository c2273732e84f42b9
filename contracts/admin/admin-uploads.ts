import { Schema } from 'effect'
import { Amount, FilePart } from '../common'

/**
 * POST /admin/uploads (multipart, one `picture`): a catalogue picture, judged by its bytes (JPEG,
 * PNG, WebP or GIF, at most MAX_CATALOGUE_PICTURE_BYTES and MAX_PICTURE_PIXELS). The store keeps
 * the original and makes its sizes (contracts/picture-sizes.ts) once, now.
 */
export const CataloguePictureRequest = Schema.Struct({ picture: FilePart })
export type CataloguePictureRequest = typeof CataloguePictureRequest.Type

/** The original's address (a product's `images` names it) and its size in pixels. */
export const CataloguePictureResponse = Schema.Struct({ url: Schema.String, width: Amount, height: Amount })
export type CataloguePictureResponse = typeof CataloguePictureResponse.Type
