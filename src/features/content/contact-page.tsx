import { SupportForm } from '../support/public/support-form'
import styles from './contact/contact-page.module.css'
import { LocationBlock } from './contact/location-block'
import content from './content.module.css'
import { SectionHeading } from './shared/section-heading'

/** Contact Us (SPEC 2): the Get In Touch form, sent to support, beside the location block. */
export function ContactPage() {
  return (
    <div className={content.page}>
      <header className={content.pageHeader}>
        <div className={content.container}>
          <SectionHeading
            id="contact-title"
            level={1}
            eyebrow="Contact Us"
            title="We'd Love to Hear From You"
            lead="Ask about a fabric, a bulk order or a delivery. Our team replies by phone or email."
          />
        </div>
      </header>
      <section className={content.section} aria-label="Contact form and location">
        <div className={`${content.container} ${styles.layout}`}>
          <div className={styles.formCard}>
            <h2>Get In Touch</h2>
            <p>Fill in the form and we will get back to you within one working day.</p>
            <SupportForm variant="contact" />
          </div>
          <LocationBlock />
        </div>
      </section>
    </div>
  )
}
