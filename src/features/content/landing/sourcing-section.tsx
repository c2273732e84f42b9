import content from '../content.module.css'
import { sourcing } from '../data/landing-content'
import styles from './sourcing-section.module.css'

/** The sourcing promise: Best Price, On Time Delivery, VIP Assistance, Trade financing (SPEC 1). */
export function SourcingSection() {
  return (
    <section className={`${content.section} ${styles.band}`} aria-labelledby="sourcing-title">
      <div className={`${content.container} ${styles.layout}`}>
        <div>
          <p className={content.eyebrow} style={{ color: 'var(--tb-saffron)' }}>
            Fabric &amp; Yarn Sourcing
          </p>
          <h2 id="sourcing-title" className={content.sectionTitle}>
            {sourcing.title}
          </h2>
          <p className={`${content.lead} ${styles.leadText}`}>{sourcing.desc}</p>
        </div>
        <ul className={styles.highlights}>
          {sourcing.highlights.map((item) => (
            <li key={item.title} className={styles.highlight}>
              <img src={item.icon} alt="" width={52} height={52} loading="lazy" />
              {item.title}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
