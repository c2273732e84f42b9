import type { Order } from '../../../contracts/order'
import { cartService } from '../../../src/services/cart-service'
import { catalogueService } from '../../../src/services/catalogue-service'
import { orderService } from '../../../src/services/order-service'
import { as, registerBuyerReadyToBuy, type Buyer } from './buyers'

/** One cart line a purchase bought: the variety and its metres. */
export interface BoughtLine {
  readonly productId: string
  readonly color: string
  readonly quantity: number
}

/** A new buyer's purchase: the buyer, what they bought, and its orders as the buyer reads them (one per line). */
export interface PlacedPurchase {
  readonly buyer: Buyer
  readonly lines: readonly BoughtLine[]
  readonly orders: readonly Order[]
}

let purchases = 0

/**
 * `lines` different fabrics to buy, `quantity` metres of each product's first colour: the first
 * products of the catalogue with that much in stock, after `skip` of them.
 */
export async function chooseLines(options: { lines?: number; quantity?: number; skip?: number } = {}): Promise<BoughtLine[]> {
  const { lines = 1, quantity = 2, skip = 0 } = options
  const all = await catalogueService.listProducts({}).then((r) => r.data)
  const products = all.filter((p) => (p.productVarieties[0]?.stock ?? 0) >= quantity).slice(skip, skip + lines)
  if (products.length < lines) throw new Error(`the catalogue has no ${lines} products with ${quantity} metres in stock`)
  return products.map((p) => ({ productId: p._id, color: p.productVarieties[0]?.color ?? '', quantity }))
}

/**
 * A new buyer buys `buy` (or the lines chooseLines picks) the way the storefront does (cart,
 * then POST /buy), on any backend. The buyer's token is left as the app's.
 */
export async function placePurchase(
  options: { buy?: readonly BoughtLine[]; lines?: number; quantity?: number; skip?: number; name?: string } = {},
): Promise<PlacedPurchase> {
  purchases += 1
  const buyer = await registerBuyerReadyToBuy(options.name ?? `Buyer ${purchases}`)
  const bought = options.buy ?? (await chooseLines(options))
  await as(buyer.token, async () => {
    for (const line of bought) await cartService.add(line)
  })
  await as(buyer.token, () => orderService.buy({ paymentMethod: 'Cash on Delivery', shippingOption: 'free' }, `purchase-${purchases}-${Date.now()}`))
  const orders = await buyerOrders(buyer)
  return { buyer, lines: bought, orders }
}

/** Every order of a buyer as their order history reads it, newest first. */
export async function buyerOrders(buyer: Pick<Buyer, 'token'>): Promise<Order[]> {
  return [...(await as(buyer.token, () => orderService.list(1, 100))).orders]
}

/** One order as its buyer reads it now. */
export async function buyerOrder(buyer: Pick<Buyer, 'token'>, id: string): Promise<Order> {
  const order = (await buyerOrders(buyer)).find((o) => o._id === id)
  if (!order) throw new Error(`order ${id} is not in its buyer's history`)
  return order
}

/** A variety's stock as the product's page reads it. */
export async function stockOf(line: Pick<BoughtLine, 'productId' | 'color'>): Promise<number> {
  const product = await catalogueService.product(line.productId)
  const variety = product.productVarieties.find((v) => v.color === line.color)
  if (!variety) throw new Error(`${line.productId} has no ${line.color}`)
  return variety.stock
}
