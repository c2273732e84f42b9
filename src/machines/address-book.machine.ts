import { assign, enqueueActions, fromPromise, setup } from 'xstate'
import type { Address } from '../../contracts/address'
import { addressService } from '../services/address-service'
import { notifier, type Toast } from '../services/notifier'
import { addressFormMachine } from './address-form.machine'

export interface AddressBookInput {
  /** Shown on cards without a name, and the default name of a new address (SPEC 2, SPEC 5). */
  readonly userName: string
}

export interface AddressBookContext {
  readonly userName: string
  readonly addresses: readonly Address[]
  readonly selectedId: string | null
  /** The card whose selection or deletion is in flight or being confirmed. */
  readonly pendingId: string | null
  /** The address open in the edit popup. */
  readonly editing: Address | null
}

export type AddressBookEvent =
  | { type: 'addresses.reload' }
  | { type: 'addresses.select'; id: string }
  | { type: 'addresses.askDelete'; id: string }
  | { type: 'addresses.cancelDelete' }
  | { type: 'addresses.confirmDelete' }
  | { type: 'addresses.openAdd' }
  | { type: 'addresses.openEdit'; id: string }

/** Told to the owning machine (checkout) whenever the selected address is known anew. */
export interface AddressChangedEvent {
  readonly type: 'checkout.addressChanged'
  readonly address: Address | null
}

export function selectedAddressOf(context: Pick<AddressBookContext, 'addresses' | 'selectedId'>): Address | null {
  return context.addresses.find((a) => a._id === context.selectedId) ?? null
}

/**
 * The saved addresses of checkout step 1 (SPEC 2; SPEC 4; SPEC 8). Loads the list (the server
 * marks the current one `selected`); choosing a card saves the selection on the server at once
 * ('Address selected successfully' / 'Something went wrong'); deleting asks first, then shows
 * 'Address Deleted Successfully', while a failure only re-enables the buttons; the add and edit
 * popups run as a child form. Any change reloads the list (the spec's reloadAddress). Every time
 * the selection is known anew it is reported to the parent, if there is one.
 */
export const addressBookMachine = setup({
  types: {
    context: {} as AddressBookContext,
    events: {} as AddressBookEvent,
    input: {} as AddressBookInput,
  },
  actors: {
    loadAddresses: fromPromise<readonly Address[]>(({ signal }) => addressService.list(signal)),
    selectAddress: fromPromise<unknown, { id: string }>(({ input, signal }) => addressService.select(input.id, signal)),
    deleteAddress: fromPromise<unknown, { id: string }>(({ input, signal }) => addressService.remove(input.id, signal)),
    addressForm: addressFormMachine,
  },
  actions: {
    notify: (_, toast: Toast) => notifier.notify(toast),
    reportSelection: enqueueActions(({ context, enqueue, self }) => {
      if (!self._parent) return
      const event: AddressChangedEvent = { type: 'checkout.addressChanged', address: selectedAddressOf(context) }
      enqueue.sendTo(self._parent, event)
    }),
  },
  guards: {
    isOtherCard: ({ context, event }) => event.type === 'addresses.select' && event.id !== context.selectedId,
    isKnownCard: ({ context, event }) => 'id' in event && context.addresses.some((a) => a._id === event.id),
    wasSaved: ({ event }) => 'output' in event && (event.output as { saved?: boolean } | undefined)?.saved === true,
  },
}).createMachine({
  id: 'addressBook',
  context: ({ input }) => ({ userName: input.userName, addresses: [], selectedId: null, pendingId: null, editing: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAddresses',
        src: 'loadAddresses',
        onDone: {
          target: 'ready',
          actions: [
            assign(({ event }) => ({
              addresses: event.output,
              selectedId: event.output.find((a) => a.selected)?._id ?? null,
              pendingId: null,
            })),
            'reportSelection',
          ],
        },
        onError: { target: 'failed', actions: [assign({ addresses: [], selectedId: null, pendingId: null }), 'reportSelection'] },
      },
    },
    /** Try again: the only way back from a failed load (changes reload the list by themselves). */
    failed: { on: { 'addresses.reload': 'loading' } },
    ready: {
      on: {
        'addresses.select': {
          guard: 'isOtherCard',
          target: 'selecting',
          actions: assign({ pendingId: ({ event }) => event.id }),
        },
        'addresses.askDelete': {
          guard: 'isKnownCard',
          target: 'confirmingDelete',
          actions: assign({ pendingId: ({ event }) => event.id }),
        },
        'addresses.openAdd': 'adding',
        'addresses.openEdit': {
          guard: 'isKnownCard',
          target: 'editing',
          actions: assign({ editing: ({ context, event }) => context.addresses.find((a) => a._id === event.id) ?? null }),
        },
      },
    },
    selecting: {
      invoke: {
        id: 'selectAddress',
        src: 'selectAddress',
        input: ({ context }) => ({ id: context.pendingId ?? '' }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ context }) => ({
              selectedId: context.pendingId,
              // one selected at a time, as the server now has it
              addresses: context.addresses.map((a) => ({ ...a, selected: a._id === context.pendingId })),
              pendingId: null,
            })),
            'reportSelection',
            { type: 'notify', params: { tone: 'success', message: 'Address selected successfully' } },
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            assign({ pendingId: null }),
            { type: 'notify', params: { tone: 'error', message: 'Something went wrong' } },
          ],
        },
      },
    },
    confirmingDelete: {
      on: {
        'addresses.cancelDelete': { target: 'ready', actions: assign({ pendingId: null }) },
        'addresses.confirmDelete': 'deleting',
      },
    },
    deleting: {
      invoke: {
        id: 'deleteAddress',
        src: 'deleteAddress',
        input: ({ context }) => ({ id: context.pendingId ?? '' }),
        onDone: {
          target: 'loading',
          actions: { type: 'notify', params: { tone: 'success', message: 'Address Deleted Successfully' } },
        },
        // SPEC 8: a failed deletion only re-enables the buttons
        onError: 'confirmingDelete',
      },
    },
    adding: {
      invoke: {
        id: 'addressForm',
        src: 'addressForm',
        input: ({ context }) => ({ mode: 'add' as const, userName: context.userName }),
        onDone: [{ guard: 'wasSaved', target: 'loading' }, { target: 'ready' }],
      },
    },
    editing: {
      invoke: {
        id: 'addressForm',
        src: 'addressForm',
        input: ({ context }) => ({ mode: 'edit' as const, userName: context.userName, address: context.editing ?? undefined }),
        onDone: [
          { guard: 'wasSaved', target: 'loading', actions: assign({ editing: null }) },
          { target: 'ready', actions: assign({ editing: null }) },
        ],
      },
    },
  },
})
