/** The accepted payment methods shown in the footer (SPEC 2: about 15 logos), drawn in public/brand/payments. */
export const paymentMethods = [
  { file: 'visa', name: 'Visa' },
  { file: 'mastercard', name: 'Mastercard' },
  { file: 'rupay', name: 'RuPay' },
  { file: 'upi', name: 'UPI' },
  { file: 'amex', name: 'American Express' },
  { file: 'paypal', name: 'PayPal' },
  { file: 'paytm', name: 'Paytm' },
  { file: 'phonepe', name: 'PhonePe' },
  { file: 'googlepay', name: 'Google Pay' },
  { file: 'netbanking', name: 'Net Banking' },
  { file: 'maestro', name: 'Maestro' },
  { file: 'diners', name: 'Diners Club' },
  { file: 'discover', name: 'Discover' },
  { file: 'jcb', name: 'JCB' },
  { file: 'cash-on-delivery', name: 'Cash on Delivery' },
] as const

export const paymentLogoUrl = (file: string) => `${import.meta.env.BASE_URL}brand/payments/${file}.svg`
