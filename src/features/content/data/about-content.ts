import { imageUrl } from './image-url'
import { FOUNDED_YEAR, YEARS_OF_EXPERIENCE } from './landing-content'
import { policyFacts } from './policy-terms'

export interface CoreValue {
  readonly title: string
  readonly text: string
}

/** The /about-us page (SPEC 2): story, mission, vision, core values, policies, disclaimer. */
export const aboutContent = {
  title: 'About Us',
  intro: 'A trading house for fabric and yarn, rooted in the cloth markets of India.',
  image: imageUrl('about-loom.svg'),
  story: [
    `Tanabana began in ${FOUNDED_YEAR} as a single counter in the cloth market of Chandni Chowk in Delhi, matching the weavers of Panipat and Bhiwandi with tailoring houses across North India. The name is the Hindi for warp and weft: the two sets of threads that only make cloth when they cross. Today the business is run from Surat, at the heart of India's textile trade.`,
    `With ${YEARS_OF_EXPERIENCE} years of experience in organised trade, we now source cotton, linen, silk, wool and blended fabrics, and yarn by the tonne, for garment exporters, furnishing brands and designers. This storefront brings that network online, so a business anywhere in India can browse, compare and order with the same confidence as a visit to our counter.`,
  ],
  mission:
    'To make sourcing fabric and yarn simple, fair and transparent for every business, from a studio ordering its first fifty metres to an exporter booking a season.',
  vision:
    "To be India's most trusted marketplace for textiles, where every roll can be traced to its mill and every buyer gets the price and service once reserved for the largest houses.",
  coreValues: [
    { title: 'Quality first', text: 'Every lot is checked for construction, shade and defects before it leaves the warehouse.' },
    { title: 'Honest pricing', text: 'Clear prices per metre, no hidden charges, and free shipping on orders above $200.' },
    { title: 'Reliable delivery', text: `Delivered in ${policyFacts.delivery}, tracked from our warehouse to your door.` },
    { title: 'Long partnerships', text: 'We grow with the mills and the buyers we work with, season after season.' },
  ] satisfies readonly CoreValue[],
  refundAndShipping: [
    `Shipping: orders are delivered within ${policyFacts.delivery}. Orders above $200 ship free.`,
    `Returns: notify us within ${policyFacts.returnNoticeDays} days of delivery. Only defective, damaged or incorrect items are accepted.`,
    `Refunds: approved refunds reach the original payment method within ${policyFacts.refundTime}, backed by our 30-day money-back guarantee.`,
    `Cancellation: within ${policyFacts.cancellationHours} hours of ordering or before dispatch, whichever is earlier.`,
  ],
  disclaimer:
    `Tanabana serves registered business entities and is not intended for people under ${policyFacts.minimumAge}. Product photographs and colours are indicative; request a swatch where the exact shade matters. Figures shown on this site are based on our own records. All dealings are governed by the laws of India, subject to the jurisdiction of the courts of ${policyFacts.courts}.`,
} as const
