import type { HttpHandler } from 'msw'
import type { BackendContext } from '../use-cases/backend-context'
import { endEverySession, endSession } from '../use-cases/sessions'
import { bearerToken, endpointHandler, signedInHandler } from './endpoint-handler'

/** Signing in and its codes load with the first such call (all-handlers.ts). */
const auth = () => import('../use-cases/auth')

/** Sign-in, one-time codes, social sign-in and logging out. */
export function authHandlers(backend: BackendContext): HttpHandler[] {
  return [
    endpointHandler(backend, 'signin', async (input) => (await auth()).signIn(backend, input)),
    endpointHandler(backend, 'googleAuth', async (input) => (await auth()).googleSignIn(backend, input)),
    endpointHandler(backend, 'facebookLogin', async (input) => (await auth()).facebookSignIn(backend, input)),
    endpointHandler(backend, 'signup', async (input) => (await auth()).requestSignupOtp(backend, input)),
    endpointHandler(backend, 'loginOtp', async (input) => (await auth()).requestLoginOtp(backend, input)),
    endpointHandler(backend, 'verifyOtp', async (input) => (await auth()).verifyOtp(backend, input)),
    signedInHandler(backend, 'logout', (_, { request }) => endSession(backend, bearerToken(request) ?? '')),
    signedInHandler(backend, 'logoutAll', (_, { userId }) => endEverySession(backend, userId)),
  ]
}
