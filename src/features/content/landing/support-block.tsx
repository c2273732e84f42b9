import content from '../content.module.css'
import { companyContact, contactLinks } from '../data/company-contact'
import { imageUrl } from '../data/image-url'
import styles from './support-block.module.css'

const channels = [
  { label: 'Call Us', detail: companyContact.phoneDisplay, href: contactLinks.phone, icon: 'icon-phone.svg' },
  { label: 'WhatsApp', detail: 'Chat with our team', href: contactLinks.whatsapp, icon: 'icon-chat.svg' },
  { label: 'Message', detail: 'Send us an SMS', href: contactLinks.message, icon: 'icon-message.svg' },
  { label: 'Email', detail: companyContact.email, href: contactLinks.email, icon: 'icon-email.svg' },
] as const

/** The support block (SPEC 1): phone, WhatsApp, message and email buttons. */
export function SupportBlock() {
  return (
    <section className={`${content.section} ${styles.band}`} aria-labelledby="support-block-title">
      <div className={`${content.container} ${styles.layout}`}>
        <div>
          <p className={content.eyebrow} style={{ color: 'var(--tb-saffron)' }}>
            24/7 Support
          </p>
          <h2 id="support-block-title" className={content.sectionTitle}>
            Talk to a Fabric Expert
          </h2>
          <p className={`${content.lead} ${styles.leadText}`}>
            Questions about a construction, a shade or an order? Our team answers by phone and email around the clock.
          </p>
        </div>
        <ul className={styles.buttons}>
          {channels.map((channel) => (
            <li key={channel.label}>
              <a
                className={styles.button}
                href={channel.href}
                {...(channel.label === 'WhatsApp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <img src={imageUrl(channel.icon)} alt="" width={40} height={40} loading="lazy" />
                <span>
                  {channel.label}
                  <span className={styles.detail}>{channel.detail}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
