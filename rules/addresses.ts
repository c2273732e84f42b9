import type { AddressInput } from '../contracts/address'

/** The stored fields of an address from the add or edit form: trimmed, with SPEC 5's defaults. */
export function addressFields(input: AddressInput, userName: string) {
  return {
    // SPEC 5: a blank name means the user's own name
    name: input.name.trim() || userName,
    tag: input.tag ?? '',
    address: input.address.trim(),
    city: input.city.trim(),
    state: input.state.trim(),
    pinCode: input.pinCode ?? '',
    alternativePhoneNumber: input.alternativePhoneNumber,
    country: input.country.trim(),
  }
}

/** An address's own fields as stored (its id, owner, selection and time are the store's). */
export type AddressFields = ReturnType<typeof addressFields>
