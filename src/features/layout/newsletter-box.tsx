import { Button, TextInput } from '@mantine/core'
import classes from './footer.module.css'

/**
 * The newsletter email box. SPEC QUIRK (kept on purpose, listed in README 'Spec notes'): the
 * Subscribe button does nothing in the original product, so it has no handler here either.
 */
export function NewsletterBox() {
  return (
    <div className={classes.newsletter}>
      <TextInput
        type="email"
        label="Email address"
        placeholder="you@company.in"
        autoComplete="email"
        classNames={{ label: classes.newsletterLabel, input: classes.newsletterInput }}
        className={classes.newsletterField}
      />
      <Button type="button" color="turmeric.3" className={classes.subscribe}>
        Subscribe
      </Button>
    </div>
  )
}
