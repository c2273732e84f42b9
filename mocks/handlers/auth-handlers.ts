import type { HttpHandler } from 'msw'
import {
  endEverySession,
  endSession,
  facebookSignIn,
  googleSignIn,
  requestLoginOtp,
  requestSignupOtp,
  signIn,
  verifyOtp,
} from '../use-cases/auth'
import type { BackendContext } from '../use-cases/backend-context'
import { bearerToken, endpointHandler, signedInHandler } from './endpoint-handler'

/** Sign-in, one-time codes, social sign-in and logging out. */
export function authHandlers(backend: BackendContext): HttpHandler[] {
  return [
    endpointHandler(backend, 'signin', (input) => signIn(backend, input)),
    endpointHandler(backend, 'googleAuth', (input) => googleSignIn(backend, input)),
    endpointHandler(backend, 'facebookLogin', (input) => facebookSignIn(backend, input)),
    endpointHandler(backend, 'signup', (input) => requestSignupOtp(backend, input)),
    endpointHandler(backend, 'loginOtp', (input) => requestLoginOtp(backend, input)),
    endpointHandler(backend, 'verifyOtp', (input) => verifyOtp(backend, input)),
    signedInHandler(backend, 'logout', (_, { request }) => endSession(backend, bearerToken(request) ?? '')),
    signedInHandler(backend, 'logoutAll', (_, { userId }) => endEverySession(backend, userId)),
  ]
}
