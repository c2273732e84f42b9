import content from '../content.module.css'
import { heroStrip, productOverview, qualityCard } from '../data/landing-content'
import styles from './hero-strip.module.css'

/**
 * The strip under the hero (SPEC 2): Free Shipping, Secure Payments, 24/7 Support, a Quality
 * Product card and the Product Overview card with its export figure.
 */
export function HeroStrip() {
  return (
    <section className={`${content.container} ${styles.strip}`} aria-label="Why buy from us">
      <ul className={styles.grid}>
        {heroStrip.map((feature) => (
          <li key={feature.title} className={styles.item}>
            <img className={styles.icon} src={feature.icon} alt="" width={48} height={48} />
            <div>
              <p className={styles.title}>{feature.title}</p>
              <p className={styles.detail}>{feature.detail}</p>
            </div>
          </li>
        ))}
        <li className={`${styles.item} ${styles.quality}`}>
          <img className={styles.icon} src={qualityCard.icon} alt="" width={48} height={48} />
          <div>
            <p className={styles.title}>{qualityCard.title}</p>
            <p className={styles.detail}>{qualityCard.detail}</p>
          </div>
        </li>
        <li className={`${styles.item} ${styles.overview}`}>
          <p className={styles.figure}>{productOverview.figure}</p>
          <div>
            <p className={styles.title}>{productOverview.title}</p>
            <p className={styles.detail}>{productOverview.label}</p>
          </div>
        </li>
      </ul>
    </section>
  )
}
