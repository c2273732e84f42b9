/*
 * The thank-you page's address (SPEC 2, /success-payment) carries the numbers of the orders the
 * purchase made (issue 28, point 8): `/success-payment?orders=TBN202605010001,TBN202605010002`.
 * In the URL, the numbers survive a reload, the server renders them into the page as the browser
 * does (no hydration mismatch), and nothing needs the order list to be read back.
 */

const THANK_YOU_PAGE = '/success-payment'

/** The query parameter with the purchase's order numbers, comma-joined as SPEC 7's lists are. */
export const ORDERS_PARAM = 'orders'

/**
 * What an order number may look like on this page: the store's numbers are letters and digits
 * (`TBN` and 12 digits); anything else in a hand-made address is left out rather than shown as
 * if the store had said it.
 */
const ORDER_NUMBER = /^[A-Za-z0-9-]{1,40}$/

/** More numbers than any real purchase: a hand-made address cannot make the page endless. */
const MOST_NUMBERS = 100

/** The thank-you page's address for a purchase with these order numbers. */
export function thankYouPath(orderNumbers: readonly string[]): string {
  const shown = orderNumbers.filter((n) => ORDER_NUMBER.test(n)).slice(0, MOST_NUMBERS)
  return shown.length > 0 ? `${THANK_YOU_PAGE}?${ORDERS_PARAM}=${shown.join(',')}` : THANK_YOU_PAGE
}

/** The order numbers a thank-you page's query names, in order, without repeats. */
export function orderNumbersFrom(search: string): string[] {
  const listed = new URLSearchParams(search).get(ORDERS_PARAM) ?? ''
  const numbers = listed
    .split(',')
    .map((n) => n.trim())
    .filter((n) => ORDER_NUMBER.test(n))
  return [...new Set(numbers)].slice(0, MOST_NUMBERS)
}
