import content from '../content.module.css'
import { services } from '../data/landing-content'
import { SectionHeading } from '../shared/section-heading'
import cards from './cards.module.css'

/** The three services (SPEC 1). */
export function ServicesSection() {
  return (
    <section className={`${content.section} ${content.sectionAlt}`} aria-labelledby="services-title">
      <div className={content.container}>
        <SectionHeading
          id="services-title"
          eyebrow="What We Do"
          title="Our Services"
          lead="From the first strike-off to the last bale, our mills and partners finish fabric to your brief."
          centered
        />
        <ul className={cards.grid3}>
          {services.map((service) => (
            <li key={service.title} className={cards.card}>
              <img className={cards.cardImage} src={service.image} alt="" width={320} height={200} loading="lazy" />
              <div className={cards.cardBody}>
                <h3 className={cards.cardTitle}>{service.title}</h3>
                <p className={cards.cardText}>{service.desc}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
