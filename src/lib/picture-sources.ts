import { pictureSizeUrl, pictureSrcSet, type PictureSize } from '../../contracts/picture-sizes'

export type { PictureSize }

/** What a <picture> needs to offer an uploaded catalogue picture's sizes. */
export interface PictureSources {
  /** Every size in WebP, for the <source> a browser that reads WebP takes. */
  readonly webp: string
  /** Every size in JPEG, the <img>'s own srcset. */
  readonly jpeg: string
  /** The <img>'s src, for a browser that reads no srcset: one size's JPEG. */
  readonly src: string
}

/**
 * The sources of a catalogue picture the store made sizes of (contracts/picture-sizes.ts), with
 * `fallback` as the img's src; null for any other picture (the seed's SVG swatches fit any width).
 */
export function pictureSources(url: string, fallback: PictureSize): PictureSources | null {
  const webp = pictureSrcSet(url, 'webp')
  const jpeg = pictureSrcSet(url, 'jpeg')
  return webp && jpeg ? { webp, jpeg, src: pictureSizeUrl(url, fallback, 'jpeg') } : null
}
