import content from '../content.module.css'
import { aboutBlurb, FOUNDED_YEAR, YEARS_OF_EXPERIENCE } from '../data/landing-content'
import { SectionHeading } from '../shared/section-heading'
import styles from './about-blurb.module.css'
import layouts from './section-layouts.module.css'

/** About blurb with its four selling points (SPEC 1). */
export function AboutBlurb() {
  const [yarn, fabric] = aboutBlurb.images
  return (
    <section className={content.section} aria-labelledby="about-blurb-title">
      <div className={`${content.container} ${layouts.halves}`}>
        <div className={styles.gallery}>
          <img className={styles.main} src={aboutBlurb.svgUrl} alt="A loom weaving gold and rose weft through cream warp threads" width={320} height={220} loading="lazy" />
          {yarn ? <img src={yarn} alt="Cones of maroon, teal and saffron yarn" width={320} height={220} loading="lazy" /> : null}
          {fabric ? <img src={fabric} alt="Folded bolts of dyed fabric" width={320} height={220} loading="lazy" /> : null}
        </div>
        <div>
          <SectionHeading id="about-blurb-title" eyebrow={`Since ${FOUNDED_YEAR}`} title="Weaving Trust Into Every Thread" lead={aboutBlurb.desc} />
          <p className={styles.badge}>
            <strong>{YEARS_OF_EXPERIENCE}</strong> Years of Experience
          </p>
          <ul className={styles.points}>
            {aboutBlurb.content.map((point) => (
              <li key={point} className={styles.point}>
                <span className={styles.tick} aria-hidden="true">
                  ✓
                </span>
                {point}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
