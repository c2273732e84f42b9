import type { SigninRequest, VerifyOtpRequest } from '../../contracts/auth'
import type { User } from '../../contracts/user'
import { apiClient } from './api-client'
import type { HttpClient } from './http-client'

export interface Session {
  readonly user: User
  readonly token: string
}

/** Sign-in, sign-up and one-time-code calls of SPEC 7. */
export function createAuthService(http: HttpClient) {
  const session = (r: { data: User; token: string }): Session => ({ user: r.data, token: r.token })
  return {
    signIn: (body: SigninRequest, signal?: AbortSignal) =>
      http.call('signin', body, { signal }).then(session),
    googleSignIn: (providerToken: string, signal?: AbortSignal) =>
      http.call('googleAuth', { token: providerToken }, { signal }).then((r) => ({ ...session(r), message: r.message })),
    facebookSignIn: (accessToken: string, signal?: AbortSignal) =>
      http.call('facebookLogin', { access_token: accessToken }, { signal }).then((r) => ({ ...session(r), message: r.message })),
    /** Registration: asks the server to send a one-time code; answers the code (SPEC 7). */
    requestSignupOtp: (email: string, signal?: AbortSignal) =>
      http.call('signup', { email }, { signal }).then((r) => String(r.otp)),
    /** Login by code (forgot password). */
    requestLoginOtp: (email: string, signal?: AbortSignal) =>
      http.call('loginOtp', { email }, { signal }).then((r) => String(r.otp)),
    verifyOtp: (body: VerifyOtpRequest, signal?: AbortSignal) =>
      http.call('verifyOtp', body, { signal }).then(session),
  }
}

export type AuthService = ReturnType<typeof createAuthService>
export const authService = createAuthService(apiClient)
