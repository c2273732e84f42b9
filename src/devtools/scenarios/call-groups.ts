import { endpoints, type EndpointName } from '../../../contracts/endpoints'
import type { ScenarioTarget } from '../../../contracts/mock-control'

export type CallGroup = 'Auth' | 'Account' | 'Catalogue' | 'Wishlist' | 'Cart and coupons' | 'Addresses' | 'Orders' | 'Payments' | 'Other'

/** The domain of every row of the endpoint table; a new row without one fails the type check. */
const groupOf: Record<EndpointName, CallGroup> = {
  signin: 'Auth',
  googleAuth: 'Auth',
  facebookLogin: 'Auth',
  signup: 'Auth',
  loginOtp: 'Auth',
  verifyOtp: 'Auth',
  logout: 'Auth',
  logoutAll: 'Auth',
  editUser: 'Account',
  support: 'Account',
  addReview: 'Account',
  products: 'Catalogue',
  product: 'Catalogue',
  productReviews: 'Catalogue',
  highlights: 'Catalogue',
  categoryNames: 'Catalogue',
  categories: 'Catalogue',
  wishlist: 'Wishlist',
  wishlistAdd: 'Wishlist',
  wishlistRemove: 'Wishlist',
  wishlistMoveToCart: 'Wishlist',
  cart: 'Cart and coupons',
  cartTotal: 'Cart and coupons',
  addToCart: 'Cart and coupons',
  updateCart: 'Cart and coupons',
  removeFromCart: 'Cart and coupons',
  applyCoupon: 'Cart and coupons',
  removeCoupon: 'Cart and coupons',
  addresses: 'Addresses',
  addAddress: 'Addresses',
  editAddress: 'Addresses',
  selectAddress: 'Addresses',
  deleteAddress: 'Addresses',
  orderList: 'Orders',
  cancelOrder: 'Orders',
  buy: 'Orders',
  confirmPayment: 'Payments',
  payNow: 'Payments',
  payment: 'Payments',
  demoGatewayDecide: 'Payments',
}

export interface CallRow {
  readonly target: ScenarioTarget
  /** 'POST /buy', 'GET (public IP lookup)', 'every call'. */
  readonly label: string
}

/** Every call a scenario can target, grouped by domain, in the endpoint table's order. */
export function callGroups(): ReadonlyArray<{ group: CallGroup; rows: readonly CallRow[] }> {
  const groups = new Map<CallGroup, CallRow[]>()
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const { method, path } = endpoints[name]
    const rows = groups.get(groupOf[name]) ?? []
    rows.push({ target: name, label: `${method} ${path}` })
    groups.set(groupOf[name], rows)
  }
  groups.set('Other', [
    { target: 'geolocation', label: 'GET IP geolocation (header location line)' },
    { target: 'gatewayCapture', label: "the demo gateway's capture (slow: it arrives after the return)" },
    { target: '*', label: 'every call without its own mode' },
  ])
  return [...groups].map(([group, rows]) => ({ group, rows }))
}
