import content from '../content.module.css'
import { certificates } from '../data/landing-content'
import { SectionHeading } from '../shared/section-heading'
import styles from './certificates-section.module.css'

/** The four certificate images (SPEC 1). */
export function CertificatesSection() {
  return (
    <section className={`${content.section} ${content.sectionAlt}`} aria-labelledby="certificates-title">
      <div className={content.container}>
        <SectionHeading id="certificates-title" eyebrow="Trust" title="Our Certificates" centered />
        <ul className={styles.grid}>
          {certificates.map((cert) => (
            <li key={cert.name} className={styles.item}>
              <img src={cert.image} alt={cert.name} width={200} height={230} loading="lazy" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
