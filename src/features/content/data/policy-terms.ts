import { companyContact } from './company-contact'

export interface PolicySection {
  readonly heading: string
  readonly paragraphs: readonly string[]
}

export interface PolicyDocument {
  readonly title: string
  readonly updated: string
  readonly intro: string
  readonly sections: readonly PolicySection[]
}

/*
 * The figures every policy text repeats (SPEC 1 and 9), kept in one place so the terms,
 * the privacy policy and the about page cannot disagree.
 */
export const policyFacts = {
  delivery: '3-10 working days',
  returnNoticeDays: 3,
  refundTime: '7-10 business days',
  cancellationHours: 12,
  courts: 'Delhi',
  minimumAge: 18,
} as const

export const termsDocument: PolicyDocument = {
  title: 'Terms & Conditions',
  updated: '2025-03-01',
  intro:
    'These terms govern every purchase made on the Tanabana storefront. By creating an account or placing an order you accept them on behalf of your business.',
  sections: [
    {
      heading: 'Who may buy',
      paragraphs: [
        'Tanabana is a business-to-business marketplace. Accounts and orders are for registered business entities only.',
        `The storefront is not intended for people under ${policyFacts.minimumAge} years of age, and we do not knowingly accept orders from them.`,
      ],
    },
    {
      heading: 'Orders and prices',
      paragraphs: [
        'Prices are quoted per metre unless the product says otherwise. An order is confirmed once we acknowledge it; we may decline an order when stock, pricing or payment cannot be verified, and any amount already paid is then refunded in full.',
        'Colours on screen can differ slightly from the physical fabric. Request a swatch before bulk orders where the exact shade matters.',
      ],
    },
    {
      heading: 'Delivery',
      paragraphs: [
        `Orders are delivered within ${policyFacts.delivery} of dispatch, depending on the destination. Scheduled deliveries arrive on the date chosen at checkout.`,
        'Orders above $200 ship free. Delivery times can lengthen during public holidays, strikes or severe weather, and we will tell you when they do.',
      ],
    },
    {
      heading: 'Returns',
      paragraphs: [
        `Any problem with a delivery must be notified to us within ${policyFacts.returnNoticeDays} days of delivery, with photographs of the goods and the packaging.`,
        'Returns are accepted only for defective, damaged or incorrect items. Fabric that has been cut, washed or processed cannot be returned unless the defect could only be found that way.',
      ],
    },
    {
      heading: 'Refunds',
      paragraphs: [
        `Once a return is approved, the refund reaches the original payment method within ${policyFacts.refundTime}.`,
      ],
    },
    {
      heading: 'Cancellation',
      paragraphs: [
        `An order may be cancelled within ${policyFacts.cancellationHours} hours of ordering or before dispatch, whichever is earlier. After that it can only be handled as a return.`,
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        `These terms are governed by the laws of India. The courts of ${policyFacts.courts} have exclusive jurisdiction over any dispute arising from them.`,
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about these terms: write to ${companyContact.email}.`],
    },
  ],
}
