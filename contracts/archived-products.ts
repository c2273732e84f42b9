/*
 * What a buyer is told of a product staff archived (issue 30): its card, its cart line and the
 * checkout say it is no longer sold. Its own module so that the storefront's pages carry these
 * two lines and not the back office's catalogue messages (contracts/admin/catalogue-messages.ts
 * answers them to the backends' callers).
 */
export const ARCHIVED_PRODUCT_MESSAGES = {
  /** The buyer's cart or Place Order holding a product staff archived. */
  noLongerSold: 'This product is no longer sold',
  /** The cart holding such a line: its total leaves the line out, and Checkout waits for its removal. */
  removeNoLongerSold: 'Remove what is no longer sold to check out. The total leaves it out.',
} as const
