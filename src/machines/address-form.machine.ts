import { assign, fromPromise, setup } from 'xstate'
import type { Address, AddressInput } from '../../contracts/address'
import type { MessageResponse } from '../../contracts/common'
import { addressService } from '../services/address-service'
import { serverMessageOr } from '../services/api-error'
import { notifier, type Toast } from '../services/notifier'
import { validationMessages } from '../../contracts/form-rules'
import { checkForm, isValidPhone, withoutFieldError, type FieldErrors, type FormCheck } from '../lib/validation'

/** Every field of the add and edit popups, as typed. */
export interface AddressFields {
  readonly name: string
  readonly tag: string
  readonly address: string
  readonly city: string
  readonly state: string
  readonly pinCode: string
  readonly alternativePhoneNumber: string
  readonly country: string
}

export type AddressField = keyof AddressFields

/** A place picked on the map: it fills city and state, and the country is India. */
export interface PickedPlace {
  readonly city: string
  readonly state: string
  readonly country: string
}

export interface AddressFormInput {
  readonly mode: 'add' | 'edit'
  /** The address being edited (edit mode). */
  readonly address?: Address
  /** SPEC 5: a blank name becomes the user's name. */
  readonly userName: string
}

/** How the buyer fills the form: typing everything, or picking the place on a map. */
export type EntryMode = 'manual' | 'map'

export interface AddressFormContext {
  readonly mode: 'add' | 'edit'
  /** Manual by default (SPEC 2); kept across a failed save. */
  readonly entry: EntryMode
  readonly addressId: string | null
  readonly userName: string
  readonly fields: AddressFields
  /** The last place picked on the map, shown beside it. */
  readonly picked: PickedPlace | null
  /** The fields the last submit found wrong, marked under each until the buyer edits it. */
  readonly fieldErrors: FieldErrors<AddressField>
}

export type AddressFormEvent =
  | { type: 'addressForm.change'; field: AddressField; value: string }
  | { type: 'addressForm.useMap' }
  | { type: 'addressForm.useManual' }
  | { type: 'addressForm.pickPlace'; place: PickedPlace }
  | { type: 'addressForm.submit' }
  | { type: 'addressForm.cancel' }

/** What the popup ends with: whether the address list changed. */
export interface AddressFormOutput {
  readonly saved: boolean
}

/** New addresses are in India unless the buyer says otherwise. */
export const DEFAULT_COUNTRY = 'India'

const emptyFields: AddressFields = {
  name: '',
  tag: '',
  address: '',
  city: '',
  state: '',
  pinCode: '',
  alternativePhoneNumber: '',
  country: DEFAULT_COUNTRY,
}

function fieldsOf(address: Address): AddressFields {
  return {
    name: address.name ?? '',
    tag: address.tag ?? '',
    address: address.address,
    city: address.city,
    state: address.state,
    pinCode: address.pinCode === undefined ? '' : String(address.pinCode),
    alternativePhoneNumber: String(address.alternativePhoneNumber),
    country: address.country ?? DEFAULT_COUNTRY,
  }
}

/** SPEC 5, in its order: the required fields first, then the phone; the toast and the fields to mark. */
export function checkAddressForm(fields: AddressFields): FormCheck<AddressField> {
  return checkForm(fields, {
    required: ['alternativePhoneNumber', 'address', 'city', 'state', 'country'],
    formats: [{ field: 'alternativePhoneNumber', isValid: isValidPhone, message: validationMessages.invalidPhone }],
  })
}

/** The toast a submit shows; null when the form may be sent. */
export function addressFormError(fields: AddressFields): string | null {
  return checkAddressForm(fields).message
}

/** The body sent to the server: trimmed, the name defaulted, optional fields left out when blank. */
export function toAddressInput(fields: AddressFields, userName: string): AddressInput {
  const tag = fields.tag.trim()
  const pinCode = fields.pinCode.trim()
  return {
    name: fields.name.trim() || userName,
    address: fields.address.trim(),
    city: fields.city.trim(),
    state: fields.state.trim(),
    alternativePhoneNumber: fields.alternativePhoneNumber.trim(),
    country: fields.country.trim(),
    ...(tag ? { tag } : {}),
    ...(pinCode ? { pinCode } : {}),
  }
}

interface SaveInput {
  readonly mode: 'add' | 'edit'
  readonly addressId: string | null
  readonly body: AddressInput
}

function messageOf(body: MessageResponse): string | undefined {
  return body.msg ?? body.message
}

/**
 * The add-address and edit-address popups (SPEC 2, Address popups; SPEC 5; SPEC 8). Manual
 * entry by default, or a map where a picked point fills city, state and country. Submitting
 * validates (a refused submit marks each wrong field until the buyer edits it, beside SPEC 8's
 * toast), then saves one call at a time. Edit shows the server's msg or 'Address updated
 * successfully', and on failure its msg or 'Something went wrong'; a failed add is silent, as
 * the spec says. The machine ends with `{ saved }` so the owner can reload the list.
 */
export const addressFormMachine = setup({
  types: {
    context: {} as AddressFormContext,
    events: {} as AddressFormEvent,
    input: {} as AddressFormInput,
    output: {} as AddressFormOutput,
  },
  actors: {
    saveAddress: fromPromise<MessageResponse, SaveInput>(({ input, signal }) =>
      input.mode === 'edit' && input.addressId
        ? addressService.edit(input.addressId, input.body, signal)
        : addressService.add(input.body, signal),
    ),
  },
  actions: {
    notify: (_, toast: Toast) => notifier.notify(toast),
    notifyServerMessage: (_, params: { message: string | undefined }) => {
      if (params.message) notifier.notify({ tone: 'success', message: params.message })
    },
  },
  guards: {
    isInvalid: ({ context }) => addressFormError(context.fields) !== null,
    isEdit: ({ context }) => context.mode === 'edit',
    isOnMap: ({ context }) => context.entry === 'map',
  },
}).createMachine({
  id: 'addressForm',
  context: ({ input }) => ({
    mode: input.mode,
    entry: 'manual',
    addressId: input.address?._id ?? null,
    userName: input.userName,
    fields: input.address ? fieldsOf(input.address) : emptyFields,
    picked: null,
    fieldErrors: {},
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'addressForm.change': {
          actions: assign({
            fields: ({ context, event }) => ({ ...context.fields, [event.field]: event.value }),
            fieldErrors: ({ context, event }) => withoutFieldError(context.fieldErrors, event.field),
          }),
        },
        'addressForm.useMap': { actions: assign({ entry: 'map' }) },
        'addressForm.useManual': { actions: assign({ entry: 'manual' }) },
        // a place fills city, state and country; only the map can pick one
        'addressForm.pickPlace': {
          guard: 'isOnMap',
          actions: assign({
            picked: ({ event }) => event.place,
            fields: ({ context, event }) => ({
              ...context.fields,
              city: event.place.city,
              state: event.place.state,
              country: event.place.country,
            }),
            // the map filled these three: their marks go, as if the buyer had typed them
            fieldErrors: ({ context }) =>
              (['city', 'state', 'country'] as const).reduce((errors, field) => withoutFieldError(errors, field), context.fieldErrors),
          }),
        },
        'addressForm.submit': [
          {
            guard: 'isInvalid',
            actions: [
              assign({ fieldErrors: ({ context }) => checkAddressForm(context.fields).fieldErrors }),
              { type: 'notify', params: ({ context }) => ({ tone: 'error', message: addressFormError(context.fields) ?? '' }) },
            ],
          },
          { target: 'saving' },
        ],
        'addressForm.cancel': 'cancelled',
      },
    },
    saving: {
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        input: ({ context }) => ({
          mode: context.mode,
          addressId: context.addressId,
          body: toAddressInput(context.fields, context.userName),
        }),
        onDone: [
          {
            guard: 'isEdit',
            target: 'saved',
            actions: {
              type: 'notify',
              params: ({ event }) => ({ tone: 'success', message: messageOf(event.output) ?? 'Address updated successfully' }),
            },
          },
          {
            target: 'saved',
            actions: { type: 'notifyServerMessage', params: ({ event }) => ({ message: messageOf(event.output) }) },
          },
        ],
        onError: [
          {
            guard: 'isEdit',
            target: 'editing',
            actions: {
              type: 'notify',
              params: ({ event }) => ({ tone: 'error', message: serverMessageOr(event.error, 'Something went wrong') }),
            },
          },
          // SPEC 8: a failed add is silent; the popup stays open with what was typed
          { target: 'editing' },
        ],
      },
    },
    saved: { type: 'final', output: { saved: true } },
    cancelled: { type: 'final', output: { saved: false } },
  },
  // the final state reached decides the output
  output: ({ event }) => event.output as AddressFormOutput,
})
