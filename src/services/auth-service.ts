import type { SigninRequest, VerifyOtpRequest } from '../../contracts/auth'
import type { User } from '../../contracts/user'
import { apiClient } from './api-client'
import type { HttpClient } from './http-client'

export interface Session {
  readonly user: User
  readonly token: string
}

/**
 * What a code request answers: the code itself when the store answers it (SPEC 7, the demo
 * store), or null when the store mailed it to the email of the request (OTP_DELIVERY=email).
 */
export type RequestedCode = string | null

/** Sign-in, sign-up and one-time-code calls of SPEC 7. */
export function createAuthService(http: HttpClient) {
  const session = (r: { data: User; token: string }): Session => ({ user: r.data, token: r.token })
  const requestedCode = (r: { otp?: string | number | undefined }): RequestedCode => (r.otp === undefined ? null : String(r.otp))
  return {
    signIn: (body: SigninRequest, signal?: AbortSignal) =>
      http.call('signin', body, { signal }).then(session),
    googleSignIn: (providerToken: string, signal?: AbortSignal) =>
      http.call('googleAuth', { token: providerToken }, { signal }).then((r) => ({ ...session(r), message: r.message })),
    facebookSignIn: (accessToken: string, signal?: AbortSignal) =>
      http.call('facebookLogin', { access_token: accessToken }, { signal }).then((r) => ({ ...session(r), message: r.message })),
    /** Registration: asks the server to send a one-time code; answers the code (SPEC 7), or null when it was mailed. */
    requestSignupOtp: (email: string, signal?: AbortSignal): Promise<RequestedCode> =>
      http.call('signup', { email }, { signal }).then(requestedCode),
    /** Login by code (forgot password); likewise. */
    requestLoginOtp: (email: string, signal?: AbortSignal): Promise<RequestedCode> =>
      http.call('loginOtp', { email }, { signal }).then(requestedCode),
    verifyOtp: (body: VerifyOtpRequest, signal?: AbortSignal) =>
      http.call('verifyOtp', body, { signal }).then(session),
    /** Ends this token on the server (the session has already forgotten it locally); answers the server's message. */
    logout: (token: string) => http.call('logout', {}, { token }).then((r) => r.msg ?? r.message ?? null),
    /** Ends every token of the signed-in buyer, on every device; answers the server's message. */
    logoutEverywhere: (signal?: AbortSignal) => http.call('logoutAll', {}, { signal }).then((r) => r.msg ?? r.message ?? null),
  }
}

export type AuthService = ReturnType<typeof createAuthService>
export const authService = createAuthService(apiClient)
