import type { AddressInput } from '../../contracts/address'
import { apiClient } from './api-client'
import type { HttpClient } from './http-client'

/** Saved delivery addresses (SPEC 7). */
export function createAddressService(http: HttpClient) {
  return {
    list: (signal?: AbortSignal) => http.call('addresses', {}, { signal }).then((r) => r.data),
    add: (body: AddressInput, signal?: AbortSignal) => http.call('addAddress', body, { signal }),
    edit: (id: string, body: AddressInput, signal?: AbortSignal) =>
      http.call('editAddress', { id, ...body }, { signal }),
    select: (id: string, signal?: AbortSignal) => http.call('selectAddress', { id }, { signal }),
    remove: (id: string, signal?: AbortSignal) => http.call('deleteAddress', { id }, { signal }),
  }
}

export type AddressService = ReturnType<typeof createAddressService>
export const addressService = createAddressService(apiClient)
