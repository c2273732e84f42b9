import type { HttpHandler } from 'msw'
import { addAddress, deleteAddress, editAddress, listAddresses, selectAddress } from '../use-cases/addresses'
import type { BackendContext } from '../use-cases/backend-context'
import { signedInHandler } from './endpoint-handler'

/*
 * PUT /address/select/:id is listed before PUT /address/:id only for the reader: a path
 * parameter matches one segment, so the two never compete.
 */
export function addressHandlers(backend: BackendContext): HttpHandler[] {
  return [
    signedInHandler(backend, 'addresses', (_, { userId }) => listAddresses(backend, userId)),
    signedInHandler(backend, 'addAddress', (input, { userId }) => addAddress(backend, userId, input)),
    signedInHandler(backend, 'selectAddress', (input, { userId }) => selectAddress(backend, userId, input)),
    signedInHandler(backend, 'editAddress', (input, { userId }) => editAddress(backend, userId, input)),
    signedInHandler(backend, 'deleteAddress', (input, { userId }) => deleteAddress(backend, userId, input)),
  ]
}
