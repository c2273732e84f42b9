import content from '../content.module.css'
import { companyContact, contactLinks } from '../data/company-contact'
import type { PolicyDocument } from '../data/policy-terms'
import { ArticleDate } from './article-date'
import { SectionHeading } from './section-heading'
import styles from './policy-view.module.css'

/**
 * A policy page (/tNc, /privacy-policy): the document's sections and the support contact
 * address SPEC 2 asks both pages to carry.
 */
export function PolicyView({ document: doc }: { readonly document: PolicyDocument }) {
  return (
    <div className={content.page}>
      <header className={content.pageHeader}>
        <div className={content.container}>
          <SectionHeading id="policy-title" level={1} eyebrow="Legal" title={doc.title} lead={doc.intro} />
          <span className={styles.updated}>
            Last updated <ArticleDate date={doc.updated} />
          </span>
        </div>
      </header>
      <div className={`${content.container} ${content.section} ${styles.layout}`}>
        <div className={content.prose}>
          {doc.sections.map((section) => (
            <section key={section.heading} aria-label={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </div>
        <aside className={styles.contactCard} aria-labelledby="policy-contact-title">
          <h2 id="policy-contact-title">Questions?</h2>
          <p>Our support team answers every query about orders, returns and your data.</p>
          <p>
            Email:{' '}
            <a className={`${content.link} ${styles.email}`} href={contactLinks.email}>
              {companyContact.email}
            </a>
          </p>
          <p>
            Phone:{' '}
            <a className={content.link} href={contactLinks.phone}>
              {companyContact.phoneDisplay}
            </a>
          </p>
        </aside>
      </div>
    </div>
  )
}
