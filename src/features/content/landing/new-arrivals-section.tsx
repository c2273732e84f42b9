import { Link } from 'react-router-dom'
import { CatalogueContext, useCatalogue } from '../../../state/catalogue-context'
import { ProductCard } from '../../catalogue/public/product-card'
import content from '../content.module.css'
import { SectionHeading } from '../shared/section-heading'
import styles from './new-arrivals.module.css'
import layouts from './section-layouts.module.css'

/** A card's width (new-arrivals.module.css): two columns 16 px apart on a phone, then three of at most about 275 px. */
const ARRIVAL_CARD_SIZES = '(max-width: 599.98px) calc(50vw - 24px), 275px'

/** Three new arrivals (SPEC 9: the first 3 products of the store, picked by the backend), with a link to all of them. */
export function NewArrivalsSection() {
  const arrivals = useCatalogue().newArrivals
  const status = CatalogueContext.useSelector((s) => s.value)
  const catalogue = CatalogueContext.useActorRef()

  return (
    <section className={content.section} aria-labelledby="new-arrivals-title">
      <div className={`${content.container} ${layouts.introBeside}`}>
        <div className={layouts.intro}>
          <SectionHeading
            id="new-arrivals-title"
            eyebrow="Fresh From the Mills"
            title="New Arrivals"
            lead="The latest weaves, prints and yarns to reach our warehouse."
          />
          {/* SPEC 4: Today's Deals maps to new arrivals */}
          <Link className={content.link} to="/products?todaysDeals=true">
            View All New Arrivals
          </Link>
        </div>
        <ul className={styles.grid}>
          {arrivals.length > 0 ? (
            arrivals.map((product) => (
              <li key={product._id}>
                <ProductCard product={product} sizes={ARRIVAL_CARD_SIZES} />
              </li>
            ))
          ) : status === 'failed' ? (
            <li className={styles.empty}>
              New arrivals could not be loaded.{' '}
              <button type="button" className={styles.retry} onClick={() => catalogue.send({ type: 'catalogue.reload' })}>
                Try again
              </button>
            </li>
          ) : status === 'ready' ? (
            <li className={styles.empty}>New arrivals are on their way.</li>
          ) : (
            [0, 1, 2].map((i) => <li key={i} className={styles.placeholder} aria-hidden="true" />)
          )}
        </ul>
      </div>
    </section>
  )
}
