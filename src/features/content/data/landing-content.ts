import type {
  AboutBlock,
  ChooseUsMetric,
  Service,
  SourceHighlight,
  Statistic,
  Testimonial,
} from '../../../../contracts/content'
import { imageUrl } from './image-url'

/*
 * The landing page's static copy (SPEC 1 and 2). Names, figures and headings are the spec's,
 * word for word; the longer descriptions are ours.
 */

export const FOUNDED_YEAR = 1970
export const YEARS_OF_EXPERIENCE = '25+'

export const hero = {
  headline: 'Quality is Our First Priority',
  tagline: 'Fabrics and yarn from the looms of India, sourced for businesses since 1970.',
  cta: 'Explore Fabrics',
} as const

export interface StripFeature {
  readonly icon: string
  readonly title: string
  readonly detail: string
}

/** The strip under the hero (SPEC 2, Landing). */
export const heroStrip: readonly StripFeature[] = [
  { icon: imageUrl('icon-free-shipping.svg'), title: 'Free Shipping', detail: 'Order Above $200' },
  { icon: imageUrl('icon-secure-payments.svg'), title: 'Secure Payments', detail: 'Secure card payments' },
  { icon: imageUrl('icon-support.svg'), title: '24/7 Support', detail: 'Phone and Email Service' },
]

export const qualityCard = {
  icon: imageUrl('icon-quality-product.svg'),
  title: 'Quality Product',
  detail: 'Inspected roll by roll, with a 30-day money-back guarantee',
} as const

export const productOverview = { title: 'Product Overview', figure: '1102', label: 'Export Product' } as const

export const aboutBlurb: AboutBlock = {
  desc:
    `Founded in ${FOUNDED_YEAR}, Tanabana has spent ${YEARS_OF_EXPERIENCE} years connecting Indian mills, ` +
    'weavers and dye houses with the businesses that turn their cloth into garments, furnishings and ' +
    'homeware. We trade fabric and yarn by the metre and by the tonne, with the same care for every order.',
  content: [
    'Trends the Current Market',
    '100% Satisfaction Guarantee',
    'Quality Control System',
    'Commitment to Customers',
  ],
  svgUrl: imageUrl('about-loom.svg'),
  images: [imageUrl('about-yarn.svg'), imageUrl('about-fabric.svg')],
}

export const services: readonly Service[] = [
  {
    image: imageUrl('service-digital-printing.svg'),
    title: 'Digital Fabric Printing',
    desc: 'Short runs and sampling printed straight from your artwork, with colour matched to your approved strike-off.',
  },
  {
    image: imageUrl('service-fabric-dyeing.svg'),
    title: 'Fabric Dyeing',
    desc: 'Piece and yarn dyeing in reactive and vat colours, lab-dip approved and checked for fastness before bulk.',
  },
  {
    image: imageUrl('service-satin-weaving.svg'),
    title: 'Satin Weaving',
    desc: 'Smooth, lustrous satins woven on modern looms in cotton, viscose and silk blends for apparel and bedding.',
  },
]

export const sourcing = {
  title: 'Sourcing Made Simple',
  desc: 'Tell us the fibre, count and construction you need; we find the mill, negotiate the price and see the order to your door.',
  highlights: [
    { icon: imageUrl('icon-best-price.svg'), title: 'Best Price' },
    { icon: imageUrl('icon-on-time-delivery.svg'), title: 'On Time Delivery' },
    { icon: imageUrl('icon-vip-assistance.svg'), title: 'VIP Assistance' },
    { icon: imageUrl('icon-trade-financing.svg'), title: 'Trade financing' },
  ] satisfies readonly SourceHighlight[],
} as const

export const statistics: readonly Statistic[] = [
  { icon: imageUrl('icon-yarn-sold.svg'), title: 'Yarn Sold', figures: '$400+ Cr' },
  { icon: imageUrl('icon-average-order.svg'), title: 'Average Order', figures: '$19 Lakhs+' },
  { icon: imageUrl('icon-yarn-sourced.svg'), title: 'Yarn Sourced', figures: '1.5 Cr Kg' },
  { icon: imageUrl('icon-satisfied-customer.svg'), title: 'Satisfied Customer', figures: '78k+' },
]

export const testimonialsTitle = 'What Customers Say About Us ?'

export const testimonials: readonly Testimonial[] = [
  {
    id: 1,
    name: 'Meera Iyer',
    designation: 'Founder, Kaveri Home Linens',
    review:
      'We moved our bedsheet sourcing to Tanabana two seasons ago. The percale arrives exactly to the thread count we order, and their team flagged a shade variation before dispatch instead of after.',
    image: imageUrl('avatar-1.svg'),
  },
  {
    id: 2,
    name: 'Arjun Malhotra',
    designation: 'Procurement Head, Northline Apparel',
    review:
      'Trade financing made it possible to book our winter wool early. Deliveries landed on the promised dates and the paperwork for export was handled without a single follow-up from our side.',
    image: imageUrl('avatar-2.svg'),
  },
  {
    id: 3,
    name: 'Farah Siddiqui',
    designation: 'Designer, Farah Studio',
    review:
      'Their digital printing team turned my hand-painted motifs into sampling yardage in a week. Colours matched the strike-off, and the satin base has a beautiful fall.',
    image: imageUrl('avatar-3.svg'),
  },
]

export const skillsTitle = 'Why Choose Us'

/** SPEC 1 lists 'Strategy' twice (87 and 85); both are shown as written. */
export const skills: readonly ChooseUsMetric[] = [
  { title: 'Strategy', value: '87' },
  { title: 'Positive Feedback', value: '91' },
  { title: 'Strategy', value: '85' },
  { title: 'Service', value: '96' },
]

export interface Certificate {
  readonly image: string
  readonly name: string
}

export const certificates: readonly Certificate[] = [
  { image: imageUrl('cert-quality-management.svg'), name: 'Quality management certificate' },
  { image: imageUrl('cert-organic-textile.svg'), name: 'Organic textile certificate' },
  { image: imageUrl('cert-safe-textile.svg'), name: 'Tested safe textile certificate' },
  { image: imageUrl('cert-registered-exporter.svg'), name: 'Registered exporter certificate' },
]
