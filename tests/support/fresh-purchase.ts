import type { BackendContext } from '../../mocks/use-cases/backend-context'
import { composePurchase } from '../../rules/orders'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'

/*
 * The seed's orders were all placed days ago, so none may still be cancelled (issue 29: 12 hours
 * or dispatch). Tests of the buyer's cancel need a purchase just made: this puts one in the fake
 * backend's store as POST /buy would have left it (rules/orders.ts composes it), with fixed ids so
 * paths generated at load time and the tests that play them name the same orders. Its orders share
 * one placing time, so the list keeps them in the order they were stored.
 */

/** The number of the fresh purchase's n-th order (from 1). */
export const freshOrderId = (n: number) => `TBN-FRESH-${String(n).padStart(4, '0')}`
/** The fresh purchase's orders when it has two lines, as most tests make it. */
export const FRESH_ORDER_IDS = [freshOrderId(1), freshOrderId(2)] as const
export const FRESH_PURCHASE_ID = 'fresh-purchase'

/**
 * Adds a purchase of `lines` lines (two by default) the demo buyer made at the backend's `now`;
 * returns its order numbers, in the order Order History lists them.
 */
export function placeFreshPurchase(backend: BackendContext, lines = 2): readonly string[] {
  const products = backend.db.get('products').filter((p) => (p.productVarieties[0]?.stock ?? 0) > 0)
  const address = backend.db.get('addresses').find((a) => a.userId === DEMO_BUYER.id && a.selected)
  if (!address || products.length < lines) throw new Error('the seed has no selected address or too few products in stock')
  const numbers = Array.from({ length: lines }, (_, i) => freshOrderId(i + 1))
  const { orders } = composePurchase(
    {
      ids: numbers.map((orderId, i) => ({ _id: `fresh-order-${i + 1}`, orderId })),
      user: { _id: DEMO_BUYER.id, name: DEMO_BUYER.name },
      address,
      placedAt: backend.now(),
      paymentMethod: 'Cash on Delivery',
      purchaseId: FRESH_PURCHASE_ID,
    },
    products.slice(0, lines).map((product, i) => {
      const variety = product.productVarieties[0]!
      return { product, color: variety.color, quantity: i + 1, price: variety.discountedPrice * (i + 1) }
    }),
  )
  backend.db.put('orders', [...backend.db.get('orders'), ...orders])
  return numbers
}
