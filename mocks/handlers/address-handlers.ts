import type { HttpHandler } from 'msw'
import type { BackendContext } from '../use-cases/backend-context'
import { signedInHandler } from './endpoint-handler'

/** The address book's rules load with its first call (all-handlers.ts). */
const addresses = () => import('../use-cases/addresses')

/*
 * PUT /address/select/:id is listed before PUT /address/:id only for the reader: a path
 * parameter matches one segment, so the two never compete.
 */
export function addressHandlers(backend: BackendContext): HttpHandler[] {
  return [
    signedInHandler(backend, 'addresses', async (_, { userId }) => (await addresses()).listAddresses(backend, userId)),
    signedInHandler(backend, 'addAddress', async (input, { userId }) => (await addresses()).addAddress(backend, userId, input)),
    signedInHandler(backend, 'selectAddress', async (input, { userId }) => (await addresses()).selectAddress(backend, userId, input)),
    signedInHandler(backend, 'editAddress', async (input, { userId }) => (await addresses()).editAddress(backend, userId, input)),
    signedInHandler(backend, 'deleteAddress', async (input, { userId }) => (await addresses()).deleteAddress(backend, userId, input)),
  ]
}
