import { ActionIcon } from '@mantine/core'
import { useFocusWithin, useHover } from '@mantine/hooks'
import { useEffect, useEffectEvent } from 'react'
import type { GalleryHold } from '../../machines/product-detail.machine'
import { ProductPicture } from '../../ui/product-picture'
import classes from './product.module.css'

interface ProductGalleryProps {
  readonly name: string
  readonly images: readonly string[]
  readonly index: number
  /** The shopper pressed pause. */
  readonly pausedByUser: boolean
  /** Auto-advance is off for good (prefers-reduced-motion): no pause control is needed. */
  readonly motionReduced: boolean
  readonly onShow: (index: number) => void
  readonly onNext: () => void
  readonly onPrevious: () => void
  readonly onHold: (reason: GalleryHold) => void
  readonly onRelease: (reason: GalleryHold) => void
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

function PauseIcon({ paused }: { paused: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {paused ? <path d="M7 4l13 8-13 8z" fill="currentColor" /> : <path d="M6 4h4v16H6zM14 4h4v16h-4z" fill="currentColor" />}
    </svg>
  )
}

/**
 * How wide the pictures are drawn (product.module.css): the stage fills the column, at most
 * 560 px up to 800 px wide, then about 650 px beside the summary; a thumbnail is 68 px inside its border.
 */
const STAGE_SIZES = '(max-width: 591.98px) calc(100vw - 32px), (max-width: 800px) 560px, 650px'
const THUMB_SIZES = '68px'

/**
 * The product's images with thumbnails (SPEC 2). The machine advances it every 8 s; pointer
 * or keyboard focus on the gallery holds it, and a pause control stops it until pressed again.
 */
export function ProductGallery(props: ProductGalleryProps) {
  const { name, images, index, pausedByUser, motionReduced, onShow, onNext, onPrevious, onHold, onRelease } = props
  const current = images[index]
  const several = images.length > 1
  const { ref: hoverRef, hovered } = useHover<HTMLElement>()
  const { ref: focusRef, focused } = useFocusWithin<HTMLElement>()
  // only a change of hover or focus is news for the machine, not a new callback identity
  const report = useEffectEvent((on: boolean, reason: GalleryHold) => (on ? onHold(reason) : onRelease(reason)))
  useEffect(() => report(hovered, 'hover'), [hovered])
  useEffect(() => report(focused, 'focus'), [focused])

  return (
    <section
      ref={(node) => {
        hoverRef(node)
        focusRef(node)
      }}
      className={classes.gallery}
      aria-roledescription="carousel"
      aria-label={`${name} images`}
    >
      <div className={classes.stage}>
        {current ? (
          <ProductPicture
            key={current}
            className={classes.stageImage}
            src={current}
            alt={several ? `${name}, image ${index + 1} of ${images.length}` : name}
            sizes={STAGE_SIZES}
            fallback="gallery"
            width={800}
            height={800}
            // the product's picture is the page's largest paint: fetched ahead of the thumbnails
            fetchPriority="high"
          />
        ) : (
          <div role="img" aria-label={`${name}: no image`} style={{ height: '100%' }} />
        )}
        {several && (
          <>
            <ActionIcon variant="white" color="dark" radius="xl" size="lg" className={`${classes.stageControl} ${classes.stagePrevious}`} onClick={onPrevious} aria-label="Previous image">
              <Chevron direction="left" />
            </ActionIcon>
            <ActionIcon variant="white" color="dark" radius="xl" size="lg" className={`${classes.stageControl} ${classes.stageNext}`} onClick={onNext} aria-label="Next image">
              <Chevron direction="right" />
            </ActionIcon>
            {!motionReduced && (
              <ActionIcon
                variant="white"
                color="dark"
                radius="xl"
                size="lg"
                className={classes.stagePause}
                onClick={() => (pausedByUser ? onRelease('user') : onHold('user'))}
                aria-label={pausedByUser ? 'Play slideshow' : 'Pause slideshow'}
              >
                <PauseIcon paused={pausedByUser} />
              </ActionIcon>
            )}
          </>
        )}
      </div>
      {several && (
        <ul className={classes.thumbs} aria-label="Choose an image">
          {images.map((src, i) => (
            <li key={`${src}-${i}`}>
              <button
                type="button"
                className={classes.thumb}
                aria-current={i === index}
                aria-label={`Show image ${i + 1} of ${images.length}`}
                onClick={() => onShow(i)}
              >
                <ProductPicture src={src} alt="" sizes={THUMB_SIZES} fallback="thumb" width={72} height={72} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
