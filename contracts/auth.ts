import { Schema } from 'effect'
import { NonEmptyTextUpTo, TEXT_MAX, TextUpTo } from './limits'
import { User } from './user'

export const SigninRequest = Schema.Struct({ email: TextUpTo(TEXT_MAX.email), password: TextUpTo(TEXT_MAX.password) })
export type SigninRequest = typeof SigninRequest.Type

/** POST /user/signin. orderHistory is sent but not used by the storefront. */
export const SigninResponse = Schema.Struct({
  data: User,
  token: Schema.NonEmptyString,
  orderHistory: Schema.optional(Schema.Unknown),
})
export type SigninResponse = typeof SigninResponse.Type

export const GoogleAuthRequest = Schema.Struct({ token: NonEmptyTextUpTo(TEXT_MAX.providerToken) })
export type GoogleAuthRequest = typeof GoogleAuthRequest.Type

export const FacebookLoginRequest = Schema.Struct({ access_token: NonEmptyTextUpTo(TEXT_MAX.providerToken) })
export type FacebookLoginRequest = typeof FacebookLoginRequest.Type

/** Google and Facebook sign-in answer the same shape. */
export const SocialAuthResponse = Schema.Struct({
  data: User,
  token: Schema.NonEmptyString,
  message: Schema.optional(Schema.String),
})
export type SocialAuthResponse = typeof SocialAuthResponse.Type

/** POST /user/signup and POST /user/login both take an email and answer a one-time code. */
export const OtpRequest = Schema.Struct({ email: TextUpTo(TEXT_MAX.email) })
export type OtpRequest = typeof OtpRequest.Type

/**
 * SPEC 7 answers the code itself (the demo store). A store that mails the code
 * (OTP_DELIVERY=email) answers no `otp`: the code went to the email of the request.
 */
export const OtpResponse = Schema.Struct({
  otp: Schema.optional(Schema.Union([Schema.String, Schema.Number])),
  msg: Schema.optional(Schema.String),
})
export type OtpResponse = typeof OtpResponse.Type

export const OtpFlowType = Schema.Literals(['signin', 'login'])
export type OtpFlowType = typeof OtpFlowType.Type

/** SPEC 3: the verification payload of a registration (signin) or a login by code (login). */
export const VerifyOtpRequest = Schema.Union([
  Schema.Struct({
    type: Schema.Literal('signin'),
    name: TextUpTo(TEXT_MAX.personName),
    password: TextUpTo(TEXT_MAX.password),
    email: TextUpTo(TEXT_MAX.email),
    phone: TextUpTo(TEXT_MAX.phone),
    otp: TextUpTo(TEXT_MAX.oneTimeCode),
  }),
  Schema.Struct({
    type: Schema.Literal('login'),
    email: TextUpTo(TEXT_MAX.email),
    otp: TextUpTo(TEXT_MAX.oneTimeCode),
  }),
])
export type VerifyOtpRequest = typeof VerifyOtpRequest.Type

export const VerifyOtpResponse = Schema.Struct({
  data: User,
  token: Schema.NonEmptyString,
  msg: Schema.optional(Schema.String),
})
export type VerifyOtpResponse = typeof VerifyOtpResponse.Type
