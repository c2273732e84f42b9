import { createActorContext } from '@xstate/react'
import { cartMachine } from '../machines/cart.machine'

/** The signed-in user's cart, shared by the header badge, the cart page and checkout. */
export const CartContext = createActorContext(cartMachine)

/** The badge's number: how many products are in the cart. */
export function useCartCount(): number {
  return CartContext.useSelector((s) => s.context.lines.length)
}
