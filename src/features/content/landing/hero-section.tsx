import { preload } from 'react-dom'
import { Link } from 'react-router-dom'
import content from '../content.module.css'
import { hero } from '../data/landing-content'
import { HERO_IMAGE } from './hero-image'
import styles from './hero.module.css'

/**
 * The landing hero (SPEC 2): logo, headline and tagline over a woven background. The layout
 * change at 600 px is pure CSS (grid areas), so nothing jumps after the first paint.
 */
export function HeroSection() {
  // the background is asked for with the page, not once its stylesheet is in: on a server-rendered
  // landing React writes this as a <link rel="preload"> into the HTML
  preload(HERO_IMAGE, { as: 'image', fetchPriority: 'high' })
  return (
    <section className={styles.hero} aria-labelledby="hero-headline">
      <div className={`${content.container} ${styles.inner}`}>
        <img className={styles.logo} src={`${import.meta.env.BASE_URL}brand/tanabana-wordmark-light.svg`} alt="Tanabana" width={232} height={52} />
        <h1 id="hero-headline" className={styles.headline}>
          {hero.headline}
        </h1>
        <p className={styles.tagline}>{hero.tagline}</p>
        <div className={styles.actions}>
          <Link to="/products" className={styles.primaryAction}>
            {hero.cta}
          </Link>
          <Link to="/about-us" className={styles.secondaryAction}>
            Our Story
          </Link>
        </div>
      </div>
    </section>
  )
}
