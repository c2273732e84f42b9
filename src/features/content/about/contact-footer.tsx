import content from '../content.module.css'
import { companyContact, contactLinks } from '../data/company-contact'
import { imageUrl } from '../data/image-url'
import styles from './about-page.module.css'

/** The about page's closing contact band: phone, email and address. */
export function ContactFooter() {
  return (
    <section className={`${content.section} ${styles.footer}`} aria-labelledby="about-contact-title">
      <div className={content.container}>
        <h2 id="about-contact-title" className={content.sectionTitle}>
          Get in Touch With Us
        </h2>
        <ul className={styles.footerGrid}>
          <li className={styles.footerItem}>
            <img src={imageUrl('icon-phone.svg')} alt="" width={40} height={40} loading="lazy" />
            <span>
              <span className={styles.footerLabel}>Phone</span>
              <a href={contactLinks.phone}>{companyContact.phoneDisplay}</a>
            </span>
          </li>
          <li className={styles.footerItem}>
            <img src={imageUrl('icon-email.svg')} alt="" width={40} height={40} loading="lazy" />
            <span>
              <span className={styles.footerLabel}>Email</span>
              <a href={contactLinks.email}>{companyContact.email}</a>
            </span>
          </li>
          <li className={styles.footerItem}>
            <img src={imageUrl('icon-location.svg')} alt="" width={40} height={40} loading="lazy" />
            <span>
              <span className={styles.footerLabel}>Address</span>
              {companyContact.address.join(', ')}
            </span>
          </li>
        </ul>
      </div>
    </section>
  )
}
