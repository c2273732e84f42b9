export interface FaqItem {
  readonly id: string
  readonly question: string
  readonly answer: string
}

/*
 * SPEC 2 and 9: four items. The original carried placeholder text; these answers say only
 * what the rest of the spec already promises (policy text of SPEC 9, the order flow of SPEC 2).
 */
export const faqItems: readonly FaqItem[] = [
  {
    id: 'ordering',
    question: 'How do I order fabric or yarn?',
    answer:
      'Open a product, choose a colour and the quantity in metres, and add it to your cart. From the cart, Checkout takes you through three steps: the delivery address, the shipping option and the payment method.',
  },
  {
    id: 'delivery',
    question: 'How long does delivery take?',
    answer:
      'Orders are delivered in 3 to 10 working days. Order History shows every order, and Track My Order shows where it is: placed, ongoing, shipped or delivered.',
  },
  {
    id: 'returns',
    question: 'Can I return or cancel an order?',
    answer:
      'Returns apply only to defective, damaged or incorrect items and must be reported within 3 days of delivery; refunds take 7 to 10 business days. You can cancel within 12 hours of ordering or before dispatch, whichever is earlier.',
  },
  {
    id: 'samples',
    question: 'Can I see a fabric before ordering in bulk?',
    answer:
      'Every product page lists the fabric type, pattern, colours and the price per metre, with reviews from other buyers. For swatches or a bulk quotation, send us your request from Support & Help and our team will get back to you.',
  },
]
