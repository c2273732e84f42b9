import type { Address } from '../../../contracts/address'
import type { Cart } from '../../../contracts/cart'
import type { Order } from '../../../contracts/order'
import type { Product } from '../../../contracts/product'
import { addressService } from '../../services/address-service'
import { authService, type Session } from '../../services/auth-service'
import { cartService } from '../../services/cart-service'
import { catalogueService } from '../../services/catalogue-service'
import { orderService } from '../../services/order-service'
import { tokenStore } from '../../services/token-store'
import { mockControls } from '../mock-controls'
import type { SandboxRunner } from './actor-outcomes'

/** Real records of the fake backend that the explorer's sample events and inputs are made of. */
export interface ExplorerData {
  /** The demo buyer, signed in inside the sandbox (the token is valid there only). */
  readonly session: Session
  readonly products: readonly Product[]
  readonly cart: Cart
  readonly addresses: readonly Address[]
  readonly orders: readonly Order[]
}

/** Signs the demo buyer in (inside a sandbox) and makes its token the current one until undone. */
export async function signInDemoBuyer(): Promise<{ session: Session; undo(): void }> {
  const previous = tokenStore.get()
  const session = await authService.signIn(mockControls().demoBuyer)
  tokenStore.set(session.token)
  return { session, undo: () => tokenStore.set(previous) }
}

/** Reads the demo buyer's data as the fake backend holds it now, answering normally. */
export function loadExplorerData(sandbox: SandboxRunner): Promise<ExplorerData> {
  const { forceScenarioForAll } = mockControls()
  return sandbox.run(async () => {
    forceScenarioForAll({ mode: 'success', options: {} })
    const signedIn = await sandbox.signIn()
    try {
      const [products, cart, addresses, orders] = await Promise.all([
        catalogueService.listProducts({}).then((r) => r.data),
        cartService.get(),
        addressService.list(),
        orderService.list(1, 5),
      ])
      return { session: signedIn.session, products, cart, addresses, orders: orders.orders }
    } finally {
      signedIn.undo()
      forceScenarioForAll(null)
    }
  })
}
