/*
 * How much of a fabric a buyer may hold in the cart (issue 28, point 1): never more than the
 * stock of its colour. One home for the storefront, which refuses it as the buyer types, and for
 * both backends, which refuse it at the cart (rules/cart-stock.ts).
 */

/** The unit stock and cart quantities are counted in: metres. */
export const QUANTITY_UNIT = 'm'

/** A quantity with its unit: '436 m'. */
export const metres = (quantity: number): string => `${quantity} ${QUANTITY_UNIT}`

/** What the buyer is told when they ask for more than the stock: 'Only 436 m in stock'. */
export const onlyInStockMessage = (stock: number): string => `Only ${metres(stock)} in stock`

/** Whether `quantity` metres of a colour with `stock` metres left may be in a cart. */
export const withinStock = (quantity: number, stock: number): boolean => quantity <= stock
