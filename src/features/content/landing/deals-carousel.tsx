import { useCallback, useEffect, useId, useRef, useState, type FocusEvent } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { Product } from '../../../../contracts/product'
import type { carouselMachine } from '../../../machines/carousel.machine'
import { useSight } from '../../../ui/use-sight'
import { ProductCard } from '../../catalogue/public/product-card'
import content from '../content.module.css'
import styles from './best-deals.module.css'

/** A slide's width (best-deals.module.css): two in a row 16 px apart up to 930 px, then 2.2 in a row of at most about 345 px each. */
const DEAL_CARD_SIZES = '(max-width: 930px) calc(50vw - 24px), 345px'

export interface DealsCarouselProps {
  readonly products: readonly Product[]
  /** The carousel machine that decides when to advance; this view reports hover, focus and sight to it. */
  readonly carousel: ActorRefFrom<typeof carouselMachine>
  /** Jump instead of sliding when the user asked for less motion. */
  readonly reducedMotion: boolean
  /** The slides are moving by themselves right now. */
  readonly autoAdvancing: boolean
  /** Tell the machine when the slides come in and out of sight (not when the state explorer chose its state). */
  readonly followsSight: boolean
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg width="18" height="18" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={direction === 'next' ? 'M6 3l5 5-5 5' : 'M10 3L5 8l5 5'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/**
 * The best-deals slides (SPEC 9: 2 in view, 2.2 from 931 px; they turn every 3000 ms, and from
 * the last back to the first, without end), advanced by the carousel machine. Pointer and
 * keyboard focus over the slides hold it, and so does their being out of sight; using the
 * arrows or swiping restarts the wait. With focus on a card the arrow keys scroll the row, as
 * any scrolling box.
 *
 * A row of the browser's own scrolling with snap points, not a carousel library (issue 28): the
 * deals now follow the hero, so the server renders them, and this is the same page on both
 * sides, to the pixel (a library's slides stand on a layer of their own once it runs), the
 * same status ('Slide 1 of 8'), no library to load first, and a phone's own swipe.
 */
export function DealsCarousel({ products, carousel, reducedMotion, autoAdvancing, followsSight }: DealsCarouselProps) {
  const row = useRef<HTMLUListElement>(null)
  const rowId = useId()
  const [selected, setSelected] = useState(0)
  const sightRef = useSight<HTMLDivElement>((inSight) => {
    if (followsSight) carousel.send({ type: inSight ? 'carousel.shown' : 'carousel.hidden' })
  })

  /** From one slide's start to the next one's, and the slide the row starts at now. */
  const position = useCallback(() => {
    const element = row.current
    const [first, second] = Array.from(element?.children ?? []) as HTMLElement[]
    const stride = first && second ? second.offsetLeft - first.offsetLeft : 0
    if (!element || stride <= 0) return null
    return { element, stride, at: Math.round(element.scrollLeft / stride), last: Math.round((element.scrollWidth - element.clientWidth) / stride) }
  }, [])

  /** One slide on or back; past the last the row starts over, before the first it goes to the end. */
  const step = useCallback(
    (by: 1 | -1) => {
      const now = position()
      if (!now) return
      const to = now.at + by > now.last ? 0 : now.at + by < 0 ? now.last : now.at + by
      now.element.scrollTo({ left: to * now.stride, behavior: reducedMotion ? 'instant' : 'smooth' })
    },
    [position, reducedMotion],
  )

  useEffect(() => {
    const subscription = carousel.on('carousel.advance', () => step(1))
    return () => subscription.unsubscribe()
  }, [carousel, step])

  // the status follows the row however it moved (arrows, keys, swipe, the machine)
  const frame = useRef(0)
  const scrolled = () => {
    cancelAnimationFrame(frame.current)
    frame.current = requestAnimationFrame(() => {
      const now = position()
      if (now) setSelected(Math.min(now.at, products.length - 1))
    })
  }
  useEffect(() => () => cancelAnimationFrame(frame.current), [])

  const navigated = () => carousel.send({ type: 'carousel.navigated' })
  const moveBy = (by: 1 | -1) => {
    step(by)
    navigated()
  }
  const focusLeft = (event: FocusEvent<HTMLDivElement>) => {
    // moving between two controls inside the carousel is not leaving it
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.send({ type: 'carousel.focusOut' })
  }

  return (
    <div
      onMouseEnter={() => carousel.send({ type: 'carousel.pointerEnter' })}
      onMouseLeave={() => carousel.send({ type: 'carousel.pointerLeave' })}
      onFocus={() => carousel.send({ type: 'carousel.focusIn' })}
      onBlur={focusLeft}
    >
      <div ref={sightRef} className={styles.carousel} role="region" aria-roledescription="carousel" aria-label="Best deals">
        {/* WAI-ARIA carousel pattern: slide changes are announced only when the user makes
            them, not every 3 s while the slides turn by themselves */}
        <span className={content.srOnly} role="status" aria-live={autoAdvancing ? 'off' : 'polite'} aria-atomic="true">
          {`Slide ${selected + 1} of ${products.length}`}
        </span>
        {/* the arrows sit in a row of their own above the slides, never over a card (issue 28) */}
        <div className={styles.controls}>
          <button type="button" className={styles.control} aria-label="Previous deals" aria-controls={rowId} onClick={() => moveBy(-1)}>
            <Chevron direction="previous" />
          </button>
          <button type="button" className={styles.control} aria-label="Next deals" aria-controls={rowId} onClick={() => moveBy(1)}>
            <Chevron direction="next" />
          </button>
        </div>
        <ul id={rowId} ref={row} className={styles.row} onScroll={scrolled} onPointerDown={navigated}>
          {products.map((product) => (
            <li key={product._id} className={styles.slide}>
              <ProductCard product={product} sizes={DEAL_CARD_SIZES} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
