import { VisuallyHidden } from '@mantine/core'
import { paymentLogoUrl, paymentMethods } from './payment-methods'
import classes from './footer.module.css'

/** The accepted payment methods; each badge has its width and height, so the strip never reflows. */
export function PaymentStrip() {
  return (
    <section className={classes.payments} aria-labelledby="footer-payments-title">
      <VisuallyHidden component="h2" id="footer-payments-title">
        Accepted payment methods
      </VisuallyHidden>
      <ul className={classes.paymentList}>
        {paymentMethods.map((method) => (
          <li key={method.file}>
            <img src={paymentLogoUrl(method.file)} width={64} height={40} alt={method.name} loading="lazy" />
          </li>
        ))}
      </ul>
    </section>
  )
}
