import content from '../content.module.css'
import { statistics } from '../data/landing-content'
import styles from './statistics-strip.module.css'

/** The statistics strip (SPEC 1): each figure under its title, read title first. */
export function StatisticsStrip() {
  return (
    <section className={content.section} aria-labelledby="statistics-title">
      <div className={content.container}>
        <h2 id="statistics-title" className={`${content.sectionTitle} ${content.headingCentered}`}>
          Our Numbers
        </h2>
        <ul className={styles.grid}>
          {statistics.map((stat) => (
            <li key={stat.title} className={styles.stat}>
              <img src={stat.icon} alt="" width={52} height={52} loading="lazy" />
              <p className={styles.title}>{stat.title}</p>
              <p className={styles.figures}>{stat.figures}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
