import type { SupportField } from '../../machines/support.machine'

export type SupportFormVariant = 'contact' | 'profile'

export interface SupportFieldCopy {
  readonly label: string
  readonly placeholder: string
}

export interface SupportFormCopy {
  readonly fields: Readonly<Record<SupportField, SupportFieldCopy>>
  readonly submit: string
}

/*
 * One form, two wordings: the contact page asks for "contact details" and a "message"
 * (SPEC 2 /contact-us), the profile's Support & Help for "email or phone" and a "query".
 * Both send the same three fields of SPEC 3 (name, contactDetails, message).
 */
export const supportFormCopy: Readonly<Record<SupportFormVariant, SupportFormCopy>> = {
  contact: {
    fields: {
      name: { label: 'Name', placeholder: 'Your full name' },
      contactDetails: { label: 'Contact Details', placeholder: 'Email address or phone number' },
      message: { label: 'Message', placeholder: 'How can we help you?' },
    },
    submit: 'Send Message',
  },
  profile: {
    fields: {
      name: { label: 'Name', placeholder: 'Your full name' },
      contactDetails: { label: 'Email or Phone', placeholder: 'Where should we reply?' },
      message: { label: 'Query', placeholder: 'Describe your query' },
    },
    submit: 'Submit',
  },
}

/** SPEC 4: a submitting form's button reads 'Submiting...' (the spec's spelling). */
export const SUBMITTING_LABEL = 'Submiting...'
