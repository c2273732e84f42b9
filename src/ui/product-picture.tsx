import type { ImgHTMLAttributes } from 'react'
import { pictureSources, type PictureSize } from '../lib/picture-sources'
import classes from './product-picture.module.css'

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt'>

interface ProductPictureProps extends ImgProps {
  readonly src: string
  readonly alt: string
  /**
   * How wide the picture is drawn, as the `sizes` attribute says it: the layout's CSS in media
   * conditions, so the browser picks the smallest size that fills it at the screen's density.
   */
  readonly sizes: string
  /** The size whose JPEG is the img's src where no srcset is read: the one the layout mostly needs. */
  readonly fallback: PictureSize
}

/**
 * A product's picture (issue 30). A catalogue picture uploaded through the back office comes in
 * sizes (contracts/picture-sizes.ts): it is offered as WebP to every browser that reads it, JPEG
 * to the rest, at the size `sizes` asks for, so a phone downloads a card's size, not the original.
 * Any other picture (the seed's SVG swatches) is the same plain <img> as before.
 */
export function ProductPicture({ src, alt, sizes, fallback, ...img }: ProductPictureProps) {
  const sources = pictureSources(src, fallback)
  if (!sources) return <img src={src} alt={alt} {...img} />
  return (
    <picture className={classes.picture}>
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img src={sources.src} srcSet={sources.jpeg} sizes={sizes} alt={alt} {...img} />
    </picture>
  )
}
