import type { AddressInput } from '../../../contracts/address'
import type { User } from '../../../contracts/user'
import { addressService } from '../../../src/services/address-service'
import { authService } from '../../../src/services/auth-service'
import { tokenStore } from '../../../src/services/token-store'
import { requestSignupCode } from './answered-codes'

export interface Buyer {
  readonly user: User
  readonly token: string
  readonly email: string
  readonly password: string
}

export const DELIVERY_ADDRESS: AddressInput = {
  name: '',
  tag: 'Home',
  address: '2 Mall Road',
  city: 'Shimla',
  state: 'Himachal Pradesh',
  pinCode: '171001',
  alternativePhoneNumber: '9000011111',
  country: 'India',
}

let registered = 0

/**
 * A new buyer, registered the way the storefront does it (POST /user/signup, then verifyOtp with
 * the code), on any backend. Leaves the app signed out.
 */
export async function registerBuyer(name = 'New Buyer'): Promise<Buyer> {
  registered += 1
  const email = `buyer.${registered}.${Date.now().toString(36)}@example.com`
  const password = 'Handloom#2025'
  const otp = await requestSignupCode(email)
  const session = await authService.verifyOtp({ type: 'signin', name, email, password, phone: '9811122233', otp })
  return { ...session, email, password }
}

/** A new buyer with a delivery address, signed in. */
export async function registerBuyerReadyToBuy(name?: string): Promise<Buyer> {
  const buyer = await registerBuyer(name)
  tokenStore.set(buyer.token)
  await addressService.add(DELIVERY_ADDRESS)
  return buyer
}

/**
 * Starts a call with `token` as the app's token and puts the previous one back at once: the
 * client reads the token when the call starts, so calls of several buyers can run at the same moment.
 */
export function as<T>(token: string | null, call: () => Promise<T>): Promise<T> {
  const previous = tokenStore.get()
  tokenStore.set(token)
  try {
    return call()
  } finally {
    tokenStore.set(previous)
  }
}
