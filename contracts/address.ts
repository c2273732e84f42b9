import { Schema } from 'effect'
import { NonEmptyTextUpTo, RecordId, TEXT_MAX, TextUpTo } from './limits'

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
  name: TextUpTo(TEXT_MAX.personName),
  tag: Schema.optional(TextUpTo(TEXT_MAX.addressTag)),
  address: NonEmptyTextUpTo(TEXT_MAX.addressLine),
  city: NonEmptyTextUpTo(TEXT_MAX.place),
  state: NonEmptyTextUpTo(TEXT_MAX.place),
  pinCode: Schema.optional(TextUpTo(TEXT_MAX.pinCode)),
  alternativePhoneNumber: Schema.String.check(Schema.isPattern(/^\d{10}$/)),
  country: NonEmptyTextUpTo(TEXT_MAX.place),
})
export type AddressInput = typeof AddressInput.Type

export const AddressesResponse = Schema.Struct({ data: Schema.Array(Address) })
export type AddressesResponse = typeof AddressesResponse.Type

export const AddressIdParams = Schema.Struct({ id: RecordId })
export type AddressIdParams = typeof AddressIdParams.Type

/** PUT /address/{id}: the id travels in the path, the fields in the body. */
export const EditAddressRequest = Schema.Struct({ id: RecordId, ...AddressInput.fields })
export type EditAddressRequest = typeof EditAddressRequest.Type
