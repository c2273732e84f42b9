import { Container, Text } from '@mantine/core'
import { Link } from 'react-router-dom'
import { WORDMARK_SIZE, brandAssets } from '../../ui/brand'
import { NewsletterBox } from './newsletter-box'
import { footerAboutLinks, footerQuickLinks } from './navigation'
import { PaymentStrip } from './payment-strip'
import { SocialLinks } from './social-links'
import classes from './footer.module.css'

/** Read once when the app loads; render stays pure. */
const COPYRIGHT_YEAR = new Date().getFullYear()

/** SPEC 2, Layout: links, newsletter, payment logos, social icons, company text, copyright. */
export function Footer() {
  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <div className={classes.columns}>
          <section className={classes.brand} aria-label="About Tanabana">
            <img src={brandAssets.wordmarkLight} width={WORDMARK_SIZE.width} height={WORDMARK_SIZE.height} alt="Tanabana" loading="lazy" />
            {/* placeholder company details (SPEC 2) */}
            <Text size="sm" className={classes.muted}>
              Fabrics, furnishing textiles and yarn for India&apos;s businesses since 1970. Tanabana Textiles Pvt. Ltd., 14
              Weavers&apos; Lane, Ring Road, Surat, Gujarat 395002, India.
            </Text>
            <SocialLinks />
          </section>
          <LinkColumn title="Quick Links" links={footerQuickLinks} />
          <LinkColumn title="About" links={footerAboutLinks} />
          <section aria-labelledby="footer-newsletter-title">
            <h2 id="footer-newsletter-title" className={classes.columnTitle}>
              Newsletter
            </h2>
            <Text size="sm" className={classes.muted} mb="sm">
              New weaves, mill offers and trade news, once a month.
            </Text>
            <NewsletterBox />
          </section>
        </div>
        <PaymentStrip />
        <p className={classes.copyright}>© {COPYRIGHT_YEAR} Tanabana Textiles Pvt. Ltd. All rights reserved.</p>
      </Container>
    </footer>
  )
}

function LinkColumn({ title, links }: { title: string; links: ReadonlyArray<{ label: string; to: string }> }) {
  return (
    <nav aria-label={title}>
      <h2 className={classes.columnTitle}>{title}</h2>
      <ul className={classes.linkList}>
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className={classes.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
