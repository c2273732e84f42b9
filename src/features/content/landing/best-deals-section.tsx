import { useReducedMotion } from '../../../ui/use-reduced-motion'
import { useLayoutEffect } from 'react'
import { Link } from 'react-router-dom'
import { carouselMachine } from '../../../machines/carousel.machine'
import { CatalogueContext, useCatalogue } from '../../../state/catalogue-context'
import { startedByExplorer, useScreenMachine } from '../../../state/machine-registry'
import { useHydrated } from '../../../ui/use-hydrated'
import content from '../content.module.css'
import { SectionHeading } from '../shared/section-heading'
import styles from './best-deals.module.css'
import { DealsCarousel } from './deals-carousel'
import layouts from './section-layouts.module.css'

/** SPEC 9: the best-deals carousel advances every 3000 ms. */
export const BEST_DEALS_DELAY_MS = 3000

/** The carousel's shape (its row of arrows above two cards) while the deals load, so nothing moves when they arrive. */
function DealsPlaceholder() {
  return (
    <div aria-hidden="true">
      <div className={styles.placeholderControls} />
      <div className={styles.placeholderRow}>
        <div className={styles.placeholder} />
        <div className={styles.placeholder} />
      </div>
    </div>
  )
}

/**
 * Best deals (SPEC 1, 9): the products with the biggest discounts in an auto-advancing,
 * infinite carousel with a visible pause control; it holds still under the pointer, under
 * keyboard focus, while out of sight and under prefers-reduced-motion.
 */
export function BestDealsSection() {
  const deals = useCatalogue().bestDeals
  const status = CatalogueContext.useSelector((s) => s.value)
  // a server-rendered landing's hydration render draws what the server did (motion allowed)
  const hydrated = useHydrated()
  const reducedMotion = useReducedMotion(false, { getInitialValueInEffect: false }) && hydrated
  const input = { delayMs: BEST_DEALS_DELAY_MS }
  const [state, send, actor] = useScreenMachine(carouselMachine, input)
  const paused = state.matches('paused')

  // before the first paint, so a reduced-motion visitor never sees a moving carousel or a Pause
  // label (unless the state explorer opened the carousel in a chosen state: that one is kept,
  // whatever the motion preference and whether the slides are in sight)
  const followMotion = !startedByExplorer(actor)
  useLayoutEffect(() => {
    if (followMotion) send({ type: 'carousel.motionPreference', reduced: reducedMotion })
  }, [reducedMotion, send, followMotion])

  return (
    <section className={`${content.section} ${content.sectionAlt}`} aria-labelledby="best-deals-title">
      <div className={`${content.container} ${layouts.introBeside}`}>
        <div className={layouts.intro}>
          <SectionHeading
            id="best-deals-title"
            eyebrow="Limited Offers"
            title="Best Deals"
            lead="Our deepest discounts on fabric by the metre, refreshed as mills clear their stock."
          />
          {deals.length > 1 ? (
            <button
              type="button"
              className={styles.toggle}
              aria-label={paused ? 'Play best deals' : 'Pause best deals'}
              onClick={() => send({ type: paused ? 'carousel.play' : 'carousel.pause' })}
            >
              <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                {paused ? <path d="M3 1.5v13l11-6.5z" fill="currentColor" /> : <path d="M3 1.5h3.5v13H3zM9.5 1.5H13v13H9.5z" fill="currentColor" />}
              </svg>
              {paused ? 'Play' : 'Pause'}
            </button>
          ) : null}
          <Link className={content.link} to="/products">
            Shop All Fabrics
          </Link>
        </div>
        {/* the carousel is part of the page, the server's too: the deals follow the hero since
            issue 28, in a phone's second screen, no longer worth loading apart */}
        <div className={styles.stage}>
          {deals.length > 0 ? (
            <DealsCarousel
              products={deals}
              carousel={actor}
              reducedMotion={reducedMotion}
              autoAdvancing={state.matches('playing')}
              followsSight={followMotion}
            />
          ) : status === 'failed' && deals.length === 0 ? (
            // New Arrivals below offers the Try again that reloads both
            <p className={styles.empty}>Deals could not be loaded.</p>
          ) : status === 'ready' && deals.length === 0 ? (
            <p className={styles.empty}>No deals right now. New offers arrive every week.</p>
          ) : (
            <DealsPlaceholder />
          )}
        </div>
      </div>
    </section>
  )
}
