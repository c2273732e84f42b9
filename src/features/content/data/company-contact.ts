/*
 * The company's static contact details, in one place: the landing support block, the contact
 * page's location block, the about page footer and the policy pages all read them here.
 */
export const companyContact = {
  /** Shown to people. */
  phoneDisplay: '+91 98765 43210',
  /** For tel: and sms: links (E.164). */
  phoneE164: '+919876543210',
  /** wa.me wants the number without '+' or spaces. */
  whatsappNumber: '919876543210',
  email: 'support@tanabana.in',
  // the same office as the site footer's company text
  address: ['Tanabana Textiles Pvt. Ltd.', "14 Weavers' Lane, Ring Road", 'Surat, Gujarat 395002, India'],
  hours: 'Support around the clock, 7 days a week',
} as const

export const contactLinks = {
  phone: `tel:${companyContact.phoneE164}`,
  whatsapp: `https://wa.me/${companyContact.whatsappNumber}`,
  message: `sms:${companyContact.phoneE164}`,
  email: `mailto:${companyContact.email}`,
} as const
