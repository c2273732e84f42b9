import { companyContact } from './company-contact'
import { policyFacts, type PolicyDocument } from './policy-terms'

export const privacyDocument: PolicyDocument = {
  title: 'Privacy Policy',
  updated: '2025-03-01',
  intro:
    'This policy explains what Tanabana collects when your business uses the storefront, why we collect it and the choices you have.',
  sections: [
    {
      heading: 'What we collect',
      paragraphs: [
        'Account details you give us: name, email address, phone number, date of birth and, if you add one, a profile picture.',
        'Order details: delivery addresses, the products in your cart and wishlist, orders, tracking and the reviews you write.',
        'Messages you send through the Get In Touch and Support & Help forms.',
        'Your approximate location (postal code, city and country), looked up from your IP address to show delivery information in the header.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'To run your account, deliver and track orders, answer support requests, prevent fraud and meet our legal and tax obligations.',
        'We do not sell personal data. We share only what a payment provider, courier or sign-in provider needs to do its part of your order.',
      ],
    },
    {
      heading: 'Storage in your browser',
      paragraphs: [
        'The storefront keeps your session and a copy of the product lists in your browser storage so that pages load quickly. Logging out removes your session and every copy of your personal data from that browser.',
      ],
    },
    {
      heading: 'Retention and security',
      paragraphs: [
        'Order and invoice records are kept for as long as Indian tax law requires; other data is deleted when your account is closed. Data travels over encrypted connections and access is limited to the staff who need it.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        'You can correct your name, date of birth and picture in your profile at any time, and ask us for a copy of your data or for its deletion.',
      ],
    },
    {
      heading: 'Age',
      paragraphs: [
        `The storefront is for registered business entities and not for people under ${policyFacts.minimumAge}. We do not knowingly collect data about them.`,
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        `This policy is governed by the laws of India, and the courts of ${policyFacts.courts} have jurisdiction over any dispute.`,
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`For any privacy question or request, write to ${companyContact.email}.`],
    },
  ],
}
