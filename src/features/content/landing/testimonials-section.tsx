import content from '../content.module.css'
import { testimonials, testimonialsTitle } from '../data/landing-content'
import { FiveStars } from '../shared/five-stars'
import { SectionHeading } from '../shared/section-heading'
import cards from './cards.module.css'
import styles from './testimonials-section.module.css'

/** 'What Customers Say About Us ?' (SPEC 2): photo, five stars, review, name, designation. */
export function TestimonialsSection() {
  return (
    <section className={`${content.section} ${content.sectionAlt}`} aria-labelledby="testimonials-title">
      <div className={content.container}>
        <SectionHeading id="testimonials-title" eyebrow="Testimonials" title={testimonialsTitle} centered />
        <ul className={cards.grid3}>
          {testimonials.map((t) => (
            <li key={t.id}>
              <figure className={styles.quote}>
                <FiveStars className={styles.stars} />
                <blockquote className={styles.text}>{t.review}</blockquote>
                <figcaption className={styles.person}>
                  <img src={t.image} alt={`Portrait of ${t.name}`} width={56} height={56} loading="lazy" />
                  <span>
                    <cite className={styles.name}>{t.name}</cite>
                    <span className={styles.designation} style={{ display: 'block' }}>
                      {t.designation}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
