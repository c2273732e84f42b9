import { onlyInStockMessage, withinStock } from '../contracts/stock-rules'
import { fail } from './rule-error'

/**
 * Refuses a cart quantity above the colour's stock (409, 'Only 436 m in stock'), so a cart never
 * holds more than the stock when it is written. Stock can still fall below a line later (another
 * buyer's order): Place Order checks again (rules/orders.ts), and the cart marks such a line.
 */
export function refuseAboveStock(quantity: number, stock: number): void {
  if (!withinStock(quantity, stock)) fail(409, onlyInStockMessage(stock))
}
