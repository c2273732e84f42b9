import { UnstyledButton } from '@mantine/core'
import { useId } from 'react'
import buttons from '../../ui/chrome-buttons.module.css'
import classes from './footer.module.css'

/**
 * The newsletter email box. SPEC QUIRK (kept on purpose, listed in docs/spec-notes.md): the
 * Subscribe button does nothing in the original product, so it has no handler here either.
 * A native label and input styled like Mantine's TextInput: Mantine's Input family would add
 * about 4 KB gzip to every page's first load for this one below-the-fold field.
 */
export function NewsletterBox() {
  const inputId = useId()
  return (
    <div className={classes.newsletter}>
      <div className={classes.newsletterField}>
        <label htmlFor={inputId} className={classes.newsletterLabel}>
          Email address
        </label>
        <input id={inputId} type="email" placeholder="you@company.in" autoComplete="email" className={classes.newsletterInput} />
      </div>
      <UnstyledButton className={`${buttons.button} ${buttons.turmeric} ${classes.subscribe}`}>Subscribe</UnstyledButton>
    </div>
  )
}
