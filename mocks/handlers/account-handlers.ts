import type { HttpHandler } from 'msw'
import type { BackendContext } from '../use-cases/backend-context'
import { endpointHandler, signedInHandler } from './endpoint-handler'

/** The account's rules load with its first call (all-handlers.ts). */
const account = () => import('../use-cases/account')

/** Profile, support requests and reviews. */
export function accountHandlers(backend: BackendContext): HttpHandler[] {
  return [
    signedInHandler(backend, 'editUser', async (input, { userId }) => (await account()).editUser(backend, userId, input)),
    endpointHandler(backend, 'support', async (input, { userId }) => (await account()).submitSupport(backend, userId, input)),
    signedInHandler(backend, 'addReview', async (input, { userId }) => (await account()).addReview(backend, userId, input)),
  ]
}
