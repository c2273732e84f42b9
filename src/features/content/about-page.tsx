import styles from './about/about-page.module.css'
import { ContactFooter } from './about/contact-footer'
import content from './content.module.css'
import { aboutContent } from './data/about-content'
import { SectionHeading } from './shared/section-heading'

/**
 * About Us (SPEC 2): story, mission, vision, core values, refund and shipping policy, legal
 * disclaimer and a contact footer.
 */
export function AboutPage() {
  return (
    <div className={content.page}>
      <header className={content.pageHeader}>
        <div className={content.container}>
          <SectionHeading id="about-title" level={1} eyebrow="Since 1970" title={aboutContent.title} lead={aboutContent.intro} />
        </div>
      </header>

      <section className={content.section} aria-labelledby="about-story-title">
        <div className={`${content.container} ${styles.story}`}>
          <div>
            <SectionHeading id="about-story-title" title="Our Story" />
            <div className={content.prose}>
              {aboutContent.story.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <img className={styles.storyImage} src={aboutContent.image} alt="A loom weaving gold and rose weft through cream warp threads" width={320} height={220} />
        </div>
      </section>

      <section className={`${content.section} ${content.sectionAlt}`} aria-label="Mission and vision">
        <div className={`${content.container} ${styles.pair}`}>
          <div className={styles.statement}>
            <h2>Our Mission</h2>
            <p>{aboutContent.mission}</p>
          </div>
          <div className={styles.statement}>
            <h2>Our Vision</h2>
            <p>{aboutContent.vision}</p>
          </div>
        </div>
      </section>

      <section className={content.section} aria-labelledby="about-values-title">
        <div className={content.container}>
          <SectionHeading id="about-values-title" title="Core Values" />
          <ul className={styles.values}>
            {aboutContent.coreValues.map((value) => (
              <li key={value.title} className={styles.value}>
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`${content.section} ${content.sectionAlt}`} aria-labelledby="about-policy-title">
        <div className={content.container}>
          <SectionHeading id="about-policy-title" title="Refund & Shipping Policy" />
          <ul className={styles.policyList}>
            {aboutContent.refundAndShipping.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className={content.section} aria-labelledby="about-disclaimer-title">
        <div className={content.container}>
          <SectionHeading id="about-disclaimer-title" title="Legal Disclaimer" />
          <p className={styles.disclaimer}>{aboutContent.disclaimer}</p>
        </div>
      </section>

      <ContactFooter />
    </div>
  )
}
