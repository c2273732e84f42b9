import { pictureSrcSet } from '../../contracts/picture-sizes'

export interface CataloguePictureProps {
  /** The picture's address: an upload's original (which has sizes) or a generated swatch. */
  readonly url: string
  readonly alt: string
  /** The box it is drawn in, in CSS pixels; the browser picks the size that fills it. */
  readonly width: number
  readonly height: number
  readonly className?: string
}

/**
 * A catalogue picture at the size it is drawn: an upload comes in the store's sizes (WebP, JPEG
 * for the rest) so a thumbnail never downloads the 10 MB original; any other address as it is.
 */
export function CataloguePicture({ url, alt, width, height, className }: CataloguePictureProps) {
  const webp = pictureSrcSet(url, 'webp')
  const jpeg = pictureSrcSet(url, 'jpeg')
  const sizes = `${width}px`
  const image = (
    <img src={url} srcSet={jpeg} sizes={jpeg ? sizes : undefined} alt={alt} width={width} height={height} loading="lazy" decoding="async" className={className} style={{ objectFit: 'cover' }} />
  )
  if (!webp) return image
  return (
    <picture>
      <source type="image/webp" srcSet={webp} sizes={sizes} />
      {image}
    </picture>
  )
}
