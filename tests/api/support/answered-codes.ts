import { authService } from '../../../src/services/auth-service'

/*
 * The API suites run both backends as the demo store: SPEC 7 answers the one-time code
 * (OTP_DELIVERY=answer). A store that mails it (tests/server/otp-email.test.ts) answers none.
 */

function answered(code: string | null): string {
  if (code === null) throw new Error('The answer holds no code: this backend mails codes (OTP_DELIVERY=email), not the demo store')
  return code
}

/** POST /user/signup through the storefront's service: the code of the answer. */
export const requestSignupCode = async (email: string): Promise<string> => answered(await authService.requestSignupOtp(email))

/** POST /user/login through the storefront's service: the code of the answer. */
export const requestLoginCode = async (email: string): Promise<string> => answered(await authService.requestLoginOtp(email))
