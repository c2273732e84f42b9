import type { HttpHandler } from 'msw'
import { addReview, editUser, submitSupport } from '../use-cases/account'
import type { BackendContext } from '../use-cases/backend-context'
import { endpointHandler, signedInHandler } from './endpoint-handler'

/** Profile, support requests and reviews. */
export function accountHandlers(backend: BackendContext): HttpHandler[] {
  return [
    signedInHandler(backend, 'editUser', (input, { userId }) => editUser(backend, userId, input)),
    endpointHandler(backend, 'support', (input, { userId }) => submitSupport(backend, userId, input)),
    signedInHandler(backend, 'addReview', (input, { userId }) => addReview(backend, userId, input)),
  ]
}
