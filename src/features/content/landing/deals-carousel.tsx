import { Carousel } from '@mantine/carousel'
import '@mantine/carousel/styles.css'
import { useMediaQuery } from '@mantine/hooks'
import type { EmblaCarouselType } from 'embla-carousel'
import { useEffect, useRef, type FocusEvent } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { Product } from '../../../../contracts/product'
import type { carouselMachine } from '../../../machines/carousel.machine'
import { ProductCard } from '../../catalogue/public/product-card'
import styles from './best-deals.module.css'

export interface DealsCarouselProps {
  readonly products: readonly Product[]
  /** The carousel machine that decides when to advance; this view reports hover and focus to it. */
  readonly carousel: ActorRefFrom<typeof carouselMachine>
  /** Jump instead of sliding when the user asked for less motion. */
  readonly reducedMotion: boolean
  /** The slides are moving by themselves right now. */
  readonly autoAdvancing: boolean
}

// SPEC 9: 2 items, 2.2 from 931 px wide
const TWO_ITEMS = '50%'
const TWO_POINT_TWO_ITEMS = `${100 / 2.2}%`

/**
 * The best-deals slides (SPEC 9): infinite loop, advanced by the carousel machine. Pointer and
 * keyboard focus over the slides hold it; using the arrows or dragging restarts the wait.
 */
export function DealsCarousel({ products, carousel, reducedMotion, autoAdvancing }: DealsCarouselProps) {
  const wide = useMediaQuery('(min-width: 931px)', undefined, { getInitialValueInEffect: false })
  const embla = useRef<EmblaCarouselType | null>(null)
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const subscription = carousel.on('carousel.advance', () => embla.current?.scrollNext(reducedMotion))
    return () => subscription.unsubscribe()
  }, [carousel, reducedMotion])

  // WAI-ARIA carousel pattern: slide changes are announced only when the user makes them, not
  // every 3 s while the slides turn by themselves (Mantine's status region is always polite)
  useEffect(() => {
    root.current?.querySelector('[role="status"]')?.setAttribute('aria-live', autoAdvancing ? 'off' : 'polite')
  }, [autoAdvancing])

  const navigated = () => carousel.send({ type: 'carousel.navigated' })
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
      <Carousel
        ref={root}
        aria-label="Best deals"
        slideSize={wide ? TWO_POINT_TWO_ITEMS : TWO_ITEMS}
        slideGap="md"
        emblaOptions={{ loop: true, align: 'start' }}
        getEmblaApi={(api) => {
          embla.current = api
          api.on('pointerDown', navigated)
        }}
        previousControlProps={{ 'aria-label': 'Previous deals', onClick: navigated }}
        nextControlProps={{ 'aria-label': 'Next deals', onClick: navigated }}
        // the arrows sit in a row of their own above the slides, never over a card (issue 28)
        classNames={{ root: styles.carousel, controls: styles.controls, control: styles.control }}
        controlSize={44}
      >
        {products.map((product) => (
          <Carousel.Slide key={product._id} className={styles.slide}>
            <ProductCard product={product} />
          </Carousel.Slide>
        ))}
      </Carousel>
    </div>
  )
}
