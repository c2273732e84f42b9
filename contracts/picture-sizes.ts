/*
 * The sizes the store serves an uploaded catalogue picture in (issue 30): made once, on upload,
 * by the server, and named in the storefront's srcset so a phone downloads the card's size, not
 * the original. One home for the server that makes them, the fake backend that answers them in
 * mock mode, and the storefront that asks for them.
 */

/** Where the store's pictures are served (seed/media/media-urls.ts builds their addresses). */
export const MEDIA_PREFIX = '/media'
/** Where uploaded pictures are served: `${UPLOAD_PREFIX}/<id>` is the original. */
export const UPLOAD_PREFIX = `${MEDIA_PREFIX}/upload`

/**
 * Each size's width in pixels (the height follows the picture's shape). A browser takes the
 * smallest size at least as wide as the drawn width times the screen's density (measured in
 * Chromium: a 3x phone took the gallery's 1200 for a 165 px card when the card was 480).
 */
export const PICTURE_WIDTHS = {
  /** Thumbnails under the gallery (68 CSS px), the checkout's and the order's lines, up to 3x; a desktop's card at 1x. */
  thumb: 240,
  /** A product card: about 165 to 210 CSS px wide on a phone, up to 3x; a desktop's card at 2x. */
  card: 640,
  /** The product page's gallery: up to 650 CSS px wide, 2x on a desktop, 3x on a phone. */
  gallery: 1200,
} as const
export type PictureSize = keyof typeof PICTURE_WIDTHS

/** WebP for every browser that reads it, JPEG for the rest (the img's own src). */
export const PICTURE_FORMATS = { webp: 'image/webp', jpeg: 'image/jpeg' } as const
export type PictureFormat = keyof typeof PICTURE_FORMATS

const SIZES = Object.keys(PICTURE_WIDTHS) as PictureSize[]

/** Whether an address is an uploaded picture's original (and so has sizes). */
export const isUploadedPicture = (url: string): boolean => url.startsWith(`${UPLOAD_PREFIX}/`) && !url.slice(UPLOAD_PREFIX.length + 1).includes('/')

/** One size of an uploaded picture: `/media/upload/<id>/card.webp`. */
export const pictureSizeUrl = (url: string, size: PictureSize, format: PictureFormat): string => `${url}/${size}.${format}`

/**
 * The size and format a size's file name asks for (`card.webp`), or null for any other name:
 * what both backends' media routes answer 404 to.
 */
export function pictureSizeOf(fileName: string): { size: PictureSize; format: PictureFormat } | null {
  const [size = '', format = '', ...rest] = fileName.split('.')
  if (rest.length > 0 || !Object.hasOwn(PICTURE_WIDTHS, size) || !Object.hasOwn(PICTURE_FORMATS, format)) return null
  return { size: size as PictureSize, format: format as PictureFormat }
}

/**
 * The srcset of an uploaded picture in one format (every size, by width), or undefined for any
 * other address: the catalogue's generated swatches are SVG and fit any width.
 */
export function pictureSrcSet(url: string, format: PictureFormat): string | undefined {
  if (!isUploadedPicture(url)) return undefined
  return SIZES.map((size) => `${pictureSizeUrl(url, size, format)} ${PICTURE_WIDTHS[size]}w`).join(', ')
}

/**
 * The one address a reader outside the store takes for a picture (a link preview's og:image, a
 * search engine's JSON-LD image): an upload's gallery JPEG, which every reader decodes and which
 * stays small, rather than the original of up to 10 MB; any other picture as it is.
 */
export const sharedPictureUrl = (url: string): string => (isUploadedPicture(url) ? pictureSizeUrl(url, 'gallery', 'jpeg') : url)

/** The largest catalogue picture staff may upload, in bytes (buyers' limit is contracts/upload-rules.ts's). */
export const MAX_CATALOGUE_PICTURE_BYTES = 10 * 1024 * 1024
/** The most pixels a picture may hold (a 60-megapixel camera's), so decoding stays bounded. */
export const MAX_PICTURE_PIXELS = 60_000_000
