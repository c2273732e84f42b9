import { companyContact, contactLinks } from '../data/company-contact'
import { imageUrl } from '../data/image-url'
import styles from './contact-page.module.css'

/** The contact page's location block (SPEC 2): static phone, email and address. */
export function LocationBlock() {
  return (
    <section className={styles.locationCard} aria-labelledby="location-title">
      <h2 id="location-title">Our Location</h2>
      <ul className={styles.details}>
        <li className={styles.detail}>
          <img src={imageUrl('icon-location.svg')} alt="" width={40} height={40} />
          <address style={{ fontStyle: 'normal' }}>
            <span className={styles.label}>Address</span>
            {companyContact.address.map((line) => (
              <span key={line} style={{ display: 'block' }}>
                {line}
              </span>
            ))}
          </address>
        </li>
        <li className={styles.detail}>
          <img src={imageUrl('icon-phone.svg')} alt="" width={40} height={40} />
          <span>
            <span className={styles.label}>Phone</span>
            <a href={contactLinks.phone}>{companyContact.phoneDisplay}</a>
          </span>
        </li>
        <li className={styles.detail}>
          <img src={imageUrl('icon-email.svg')} alt="" width={40} height={40} />
          <span>
            <span className={styles.label}>Email</span>
            <a href={contactLinks.email}>{companyContact.email}</a>
          </span>
        </li>
      </ul>
      <p style={{ margin: '20px 0 0', color: 'rgba(250, 245, 236, 0.8)' }}>{companyContact.hours}</p>
    </section>
  )
}
