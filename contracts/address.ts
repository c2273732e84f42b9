import { Schema } from 'effect'

/** Address (SPEC 3). One address at a time has selected: true. */
export const Address = Schema.Struct({
  _id: Schema.NonEmptyString,
  name: Schema.optional(Schema.String),
  tag: Schema.optional(Schema.String),
  address: Schema.String,
  city: Schema.String,
  state: Schema.String,
  pinCode: Schema.optional(Schema.Union([Schema.String, Schema.Number])),
  alternativePhoneNumber: Schema.Union([Schema.String, Schema.Number]),
  country: Schema.optional(Schema.String),
  selected: Schema.optional(Schema.Boolean),
})
export type Address = typeof Address.Type

/** The fields of the add and edit forms (SPEC 5): pinCode and tag are optional. */
export const AddressInput = Schema.Struct({
  name: Schema.String,
  tag: Schema.optional(Schema.String),
  address: Schema.NonEmptyString,
  city: Schema.NonEmptyString,
  state: Schema.NonEmptyString,
  pinCode: Schema.optional(Schema.String),
  alternativePhoneNumber: Schema.String.check(Schema.isPattern(/^\d{10}$/)),
  country: Schema.NonEmptyString,
})
export type AddressInput = typeof AddressInput.Type

export const AddressesResponse = Schema.Struct({ data: Schema.Array(Address) })
export type AddressesResponse = typeof AddressesResponse.Type

export const AddressIdParams = Schema.Struct({ id: Schema.NonEmptyString })
export type AddressIdParams = typeof AddressIdParams.Type

/** PUT /address/{id}: the id travels in the path, the fields in the body. */
export const EditAddressRequest = Schema.Struct({ id: Schema.NonEmptyString, ...AddressInput.fields })
export type EditAddressRequest = typeof EditAddressRequest.Type
